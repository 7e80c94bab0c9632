import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Moves a finished story folder from the job's work folder into `stories/` in one step.
///
/// rename(2), not FileManager.moveItem: moveItem copies when the two are on different file
/// systems, and a copy cut short (a full disk) would leave half a story in the library.
/// rename either happens whole or not at all, and its error says why.
enum FinishedFolder {
  struct MoveFailed: Error, CustomStringConvertible {
    let from: URL
    let to: URL
    let code: Int32

    var description: String {
      var text =
        "cannot move the finished story \(from.path) to \(to.path): \(String(cString: strerror(code)))"
      if code == EXDEV { text += " (work/ and stories/ must be on the same file system)" }
      return text
    }
  }

  static func move(_ from: URL, to destination: URL) throws {
    guard rename(from.path, destination.path) == 0 else {
      throw MoveFailed(from: from, to: destination, code: errno)
    }
  }
}
