import Foundation
import TalecastContract
import TalecastCore

/// What listeners made of the stories: how often each was played to its end, when last, and
/// where a listener left it. Fed by the player's events (`StoryLibraryService.subscribe`).
public struct ListeningHistory: Sendable {
  let library: LibraryContext

  /// A story was played to its end: one more play, played now, start from the beginning next
  /// time.
  public func recordPlay(of storyId: String, at time: Date = Date()) throws(LibraryError) {
    if try library.store.recordPlay(ofStory: storyId, at: time) {
      library.announce(.story, storyId, .updated)
    }
  }

  /// Where a listener left a story: before its start is its start, past its end is its end
  /// (the store keeps it within the story), a position that is no number is refused.
  public func savePosition(_ position: Double, of storyId: String) throws(LibraryError) {
    let position = try following { () throws(RuleViolation) in
      try StoryRules.checkedPosition(position.isFinite ? max(0, position) : position)
    }
    if try library.store.savePosition(position, ofStory: storyId) {
      library.announce(.story, storyId, .updated)
    }
  }
}
