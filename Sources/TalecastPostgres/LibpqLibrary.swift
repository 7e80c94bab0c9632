import CPostgres
import TalecastCore

/// libpq, opened on the process's first use of it (see `SharedLibrary` for why), and the
/// table of the functions Talecast calls in it. This enum is their one owner; the library
/// stays open for the life of the process.
enum LibpqLibrary {
  /// Opened once (a `static let` is initialised once, thread-safely); a failure is kept, so
  /// every later use reports the same missing library.
  static let opened = Result { () throws(SharedLibrary.Missing) -> tc_pq in
    try SharedLibrary.functions(String(cString: tc_pq_soname())) { tc_pq_find($0, $1) }
  }
}

/// libpq's functions, for code that runs after its entry point opened the library.
var pq: tc_pq { LibpqLibrary.opened.orStop() }
