import CLinkGrammar
import TalecastCore

/// Link Grammar, opened on the process's first use of it (see `SharedLibrary` for why), and the
/// table of the functions Talecast calls in it. This enum is their one owner; the library
/// stays open for the life of the process.
enum LinkGrammarLibrary {
  /// Opened once (a `static let` is initialised once, thread-safely); a failure is kept, so
  /// every later use reports the same missing library.
  static let opened = Result { () throws(SharedLibrary.Missing) -> tc_lg in
    try SharedLibrary.functions(String(cString: tc_lg_soname())) { tc_lg_find($0, $1) }
  }
}

/// Link Grammar's functions, for code that runs after its entry point opened the library.
var lg: tc_lg { LinkGrammarLibrary.opened.orStop() }
