import CFFmpeg
import TalecastCore

/// libavutil, opened on the process's first digest (see `SharedLibrary` for why), and the
/// table of its SHA-256 and HMAC functions. This enum is their one owner; the library stays
/// open for the life of the process. The audio adapter opens the same file for itself: the
/// loader counts both and maps it once.
enum DigestLibrary {
  static let opened = Result { () throws(SharedLibrary.Missing) -> tc_digest in
    try SharedLibrary.functions(String(cString: tc_avutil_soname())) { tc_digest_find($0, $1) }
  }
}

/// Whether the digests can be made: opens libavutil, or says why it cannot be opened. Code that
/// hashes calls this first, so a missing libavutil is an error naming it, not a stop.
public enum Digests {
  public static func open() throws(SharedLibrary.Missing) {
    _ = try DigestLibrary.opened.get()
  }
}

/// libavutil's digest functions, for code that called `Digests.open()` first (a digest itself
/// cannot fail: a libavutil missing here stops the process with the loader's message).
var avutil: tc_digest { DigestLibrary.opened.orStop() }
