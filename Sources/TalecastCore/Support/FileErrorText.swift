import Foundation

/// Foundation's file errors in plain words: "cannot write PATH: No space left on device"
/// instead of an NSError dump, for messages a user reads (job errors, the log).
public enum FileErrorText {
  /// The words for `error`: a file error names the operation, the file and the system's
  /// reason; anything else is described as it describes itself.
  public static func describe(_ error: any Error) -> String {
    let nsError = error as NSError
    guard nsError.domain == NSCocoaErrorDomain else { return String(describing: error) }
    let path =
      (nsError.userInfo[NSFilePathErrorKey] as? String)
      ?? (nsError.userInfo[NSURLErrorKey] as? URL)?.path
    // Cocoa's codes: 256–511 reading, 512–1023 writing (out of space 640, read-only 642).
    let operation =
      (256..<512).contains(nsError.code)
      ? "cannot read" : (512..<1024).contains(nsError.code) ? "cannot write" : "file error"
    let reason = Self.reason(of: error)
    return path.map { "\(operation) \($0): \(reason)" } ?? "\(operation): \(reason)"
  }

  /// The system's reason for a file error ("No space left on device"), else Foundation's
  /// description of it.
  public static func reason(of error: any Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] {
      if let posix = underlying as? POSIXError {
        return String(cString: strerror(posix.code.rawValue))
      }
      if let other = underlying as? NSError, other.domain.contains("POSIX") {
        return String(cString: strerror(Int32(other.code)))
      }
    }
    return nsError.localizedDescription
  }
}
