import CCurl
import TalecastCore

/// libcurl, opened on the process's first use of it (see `SharedLibrary` for why), and the
/// table of the functions Talecast calls in it. This enum is their one owner; the library
/// stays open for the life of the process.
enum CurlLibrary {
  /// Opened once (a `static let` is initialised once, thread-safely); a failure is kept, so
  /// every later use reports the same missing library. Unsafe only to the compiler: the table
  /// holds the variadic functions the shim calls, which Swift cannot see as `Sendable`, and is
  /// never written after it is made.
  nonisolated(unsafe) static let opened = Result { () throws(SharedLibrary.Missing) -> tc_curl in
    try SharedLibrary.functions(String(cString: tc_curl_soname())) { tc_curl_find($0, $1) }
  }
}

/// libcurl's functions, for code that runs after its entry point opened the library.
var curl: tc_curl { CurlLibrary.opened.orStop() }
