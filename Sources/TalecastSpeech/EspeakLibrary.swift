import CEspeakNG
import TalecastCore

/// espeak-ng, opened on the process's first use of it (see `SharedLibrary` for why), and the
/// table of the functions Talecast calls in it. This enum is their one owner; the library
/// stays open for the life of the process.
enum EspeakLibrary {
  /// Opened once (a `static let` is initialised once, thread-safely); a failure is kept, so
  /// every later use reports the same missing library.
  static let opened = Result { () throws(SharedLibrary.Missing) -> tc_espeak in
    try SharedLibrary.functions(String(cString: tc_espeak_soname())) { tc_espeak_find($0, $1) }
  }
}

/// espeak-ng's functions, for code that runs after its entry point opened the library.
var espeak: tc_espeak { EspeakLibrary.opened.orStop() }
