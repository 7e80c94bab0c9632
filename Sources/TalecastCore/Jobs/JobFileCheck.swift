import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// What a job file must be before it is read: a regular file (a folder named `x.json` or a
/// pipe would crash the reader or block it for ever) no larger than `JobLimits.fileBytes` (a
/// 200 MB spool file once used 2.6 GB of memory).
public enum JobFileCheck {
  public enum Problem: Error, Sendable, Equatable, CustomStringConvertible {
    case folder
    case notRegular
    case tooLarge(bytes: Int)

    public var description: String {
      switch self {
      case .folder: "is a folder, not a job file"
      case .notRegular: "is not a regular file (a pipe, socket or device)"
      case .tooLarge(let bytes):
        "is \(bytes) bytes; a job file is at most \(JobLimits.fileBytes) bytes"
      }
    }
  }

  /// Throws `Problem` when the file at `url` is not one to read; errors of the file system
  /// (it does not exist, no permission) are left for the read to report.
  public static func readable(_ url: URL) throws(Problem) {
    var info = stat()
    guard stat(url.path, &info) == 0 else { return }
    switch info.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: throw .folder
    default: throw .notRegular
    }
    if Int(info.st_size) > JobLimits.fileBytes { throw .tooLarge(bytes: Int(info.st_size)) }
  }
}
