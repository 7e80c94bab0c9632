import Foundation
import TalecastContract
import TalecastCore

/// A story query evaluated in Swift with the semantics of the SQL stores: words as FTS5 reads
/// them (`MemoryPhrase`), field filters as `LIKE` compares (ASCII letters in either case; text
/// with other letters in Unicode lower case on both sides, as `fold()`), times as their text,
/// and a negated condition true where the condition is not (never played is not "played in
/// the range").
struct MemoryQuery {
  private let clauses: [StoryQuery.Clause]
  /// The words searched for (not negated), which rank the matches.
  let searched: [MemoryPhrase]

  init(_ query: StoryQuery) {
    clauses = query.clauses
    searched = query.clauses.compactMap { clause in
      guard case .text(let words, _, let prefix) = clause.term, !clause.negated else {
        return nil
      }
      return MemoryPhrase(words, prefix: prefix)
    }
  }

  func matches(_ story: MemoryStory) -> Bool {
    // As FTS5: words of no letter or digit to look for are left out, and when no other word
    // is left to look for, nothing is found.
    if !searched.isEmpty && searched.allSatisfy(\.words.isEmpty) { return false }
    return clauses.allSatisfy { clause in
      switch clause.term {
      case .text(let words, _, let prefix):
        let searched = MemoryPhrase(words, prefix: prefix)
        if searched.words.isEmpty { return true }
        return searched.matches(story) != clause.negated
      case .field(let field, let value):
        return Self.holds(field, value, for: story.story) != clause.negated
      }
    }
  }

  private static func holds(_ field: QueryField, _ value: QueryValue, for story: LibraryStory)
    -> Bool
  {
    switch (field, value) {
    case (.id, .text(let text)): return ByteText.hasPrefix(story.id, text.lowercased())
    case (.title, .text(let text)): return like(story.title, text)
    case (.hero, .text(let text)): return like(story.heroName, text)
    case (.occasion, .text(let text)):
      return like(story.occasionTitle, text) || like(story.occasionId, text)
    case (.voice, .text(let text)): return like(story.voice, text)
    case (.language, .text(let text)): return like(story.language, text)
    case (.favorite, .flag(let flag)): return story.favorite == flag
    case (.outdated, .flag(let flag)): return story.audioNeedsRegeneration == flag
    case (.plays, .count(let low, let high)):
      return low.map { story.playCount >= $0 } ?? true && high.map { story.playCount <= $0 } ?? true
    case (.duration, .seconds(let low, let high)):
      return low.map { story.duration >= $0 } ?? true && high.map { story.duration < $0 } ?? true
    case (.created, .time(let low, let high)):
      return within(LibraryTime.text(story.created), low, high)
    case (.played, .time(let low, let high)):
      guard let played = story.lastPlayed else { return false }
      return within(LibraryTime.text(played), low, high)
    default:
      return false  // the parser never pairs a field with another kind of value
    }
  }

  /// `column LIKE '%text%'`; text with letters beyond ASCII compares both sides in Unicode
  /// lower case and NFC, as the SQL stores' `fold()`.
  private static func like(_ column: String, _ text: String) -> Bool {
    text.allSatisfy(\.isASCII)
      ? ByteText.contains(column, text)
      : ByteText.contains(TextFolding.folded(column), TextFolding.folded(text))
  }

  /// From `low` (inclusive) to `high` (exclusive), compared as the stored text.
  private static func within(_ time: String, _ low: Date?, _ high: Date?) -> Bool {
    let after = low.map { !ByteText.precedes(time, LibraryTime.text($0)) } ?? true
    let before = high.map { ByteText.precedes(time, LibraryTime.text($0)) } ?? true
    return after && before
  }
}
