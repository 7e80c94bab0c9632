import Foundation
import TalecastCore

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

  /// The name a replaced folder of `storyId` takes while its successor moves in.
  static func setAsidePrefix(_ storyId: String) -> String { ".replaced-\(storyId)-" }

  /// Renames the folder `stories/<storyId>-…` (a story rendered before) out of the way;
  /// returns where it went, or nil when there is none.
  static func setAside(storyId: String, in stories: URL, jobId: String) throws {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: stories.path)) ?? []
    guard let name = names.first(where: { $0.hasPrefix(storyId + "-") }) else { return }
    let aside = stories.appendingPathComponent(setAsidePrefix(storyId) + Identifier.make())
    try move(stories.appendingPathComponent(name), to: aside)
  }

  /// Removes the replaced folders of `storyId` (this run's, or one a crash left).
  static func removeSetAside(storyId: String, in stories: URL) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: stories.path)) ?? []
    for name in names where name.hasPrefix(setAsidePrefix(storyId)) {
      try? FileManager.default.removeItem(at: stories.appendingPathComponent(name))
    }
  }

  static func move(_ from: URL, to destination: URL) throws {
    guard rename(from.path, destination.path) == 0 else {
      throw MoveFailed(from: from, to: destination, code: errno)
    }
  }
}
