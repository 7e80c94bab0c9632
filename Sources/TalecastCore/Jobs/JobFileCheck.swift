import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// What a job file must be before it is read: a regular file (a folder named `x.json` or a
/// pipe would crash the reader or block it for ever) no larger than `JobLimits.fileBytes` (a
/// 200 MB spool file once used 2.6 GB of memory).
public enum JobFileCheck {
  public enum Problem: Error, Sendable, Equatable, CustomStringConvertible {
    case folder(kind: String)
    case notRegular
    case tooLarge(bytes: Int, limit: Int, kind: String)

    public var description: String {
      switch self {
      case .folder(let kind): "is a folder, not a \(kind)"
      case .notRegular: "is not a regular file (a pipe, socket or device)"
      case .tooLarge(let bytes, let limit, let kind):
        "is \(bytes) bytes; a \(kind) is at most \(limit) bytes"
      }
    }
  }

  /// Throws `Problem` when the file at `url` is not one to read; errors of the file system
  /// (it does not exist, no permission) are left for the read to report. `limit` and `kind`
  /// name the size allowed and the kind of file, for other files read the same way.
  public static func readable(
    _ url: URL, limit: Int = JobLimits.fileBytes, kind: String = "job file"
  ) throws(Problem) {
    var info = stat()
    guard stat(url.path, &info) == 0 else { return }
    switch info.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: throw .folder(kind: kind)
    default: throw .notRegular
    }
    if Int(info.st_size) > limit {
      throw .tooLarge(bytes: Int(info.st_size), limit: limit, kind: kind)
    }
  }
}
