import Foundation
import TalecastContract
import TalecastCore

/// Each story's podcast item as last made, by story id: a feed of 1,000 stories reads its
/// list (no text, no manifest) and makes again only the items of stories changed since (their
/// `modified`, or their audio file's size and time). Guarded by its `Locked`; at most `limit`
/// items are kept (past it, all are let go and made again as asked).
final class FeedItems: Sendable {
  struct Item: Sendable {
    /// Where the feed's escaped address goes between `parts`: a control character, which no
    /// escaped text holds (`XMLText` leaves them out).
    static let base = "\u{1}"

    let audio: URL
    let audioVersion: FileVersion
    let hasCover: Bool
    let parts: [String]
  }

  private struct Kept {
    let modified: Date
    let item: Item
  }

  static let limit = 20_000
  private let kept = Locked<[String: Kept]>([:])

  /// The item of `summary`'s story: the one kept when the story and its audio are as they
  /// were, else `make(id)`'s (nil: the story has no item, as when its audio is missing).
  func item(for summary: StorySummary, make: (String) -> Item?) -> Item? {
    if let known = kept.withLock({ $0[summary.id] }), known.modified == summary.modified,
      FileVersion(known.item.audio) == known.item.audioVersion
    {
      return known.item
    }
    let made = make(summary.id)
    kept.withLock { kept in
      if kept.count >= Self.limit { kept.removeAll() }
      kept[summary.id] = made.map { Kept(modified: summary.modified, item: $0) }
    }
    return made
  }
}

/// A file's size and the time it last changed, as `stat` gives them: a new version of the
/// file has another.
struct FileVersion: Sendable, Equatable {
  let size: UInt64
  let seconds: Int
  let nanoseconds: Int

  /// Nil when `url` is not a regular file.
  init?(_ url: URL) {
    var status = stat()
    guard stat(url.path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
    size = UInt64(status.st_size)
    seconds = Int(status.st_mtim.tv_sec)
    nanoseconds = Int(status.st_mtim.tv_nsec)
  }
}
