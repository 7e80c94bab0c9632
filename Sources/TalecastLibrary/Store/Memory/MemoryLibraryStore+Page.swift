import Foundation
import TalecastContract
import TalecastCore

extension MemoryLibraryStore {
  public func page(_ query: StoryQuery, sort: StorySort, after cursor: PageCursor?, limit: Int)
    throws(LibraryError) -> (stories: [LibraryStory], next: PageCursor?)
  {
    let stories = read { Array($0.stories.values) }
    let evaluated = MemoryQuery(query)
    let ranking = MemoryRanking(phrases: evaluated.searched, in: stories)
    let keyed = stories.filter(evaluated.matches).map { story in
      MemorySortKey(
        story: story.story,
        values: sort.keys.map { key in
          Self.value(of: key.field, story: story, ranking: ranking)
        })
    }
    let order = MemorySortKey.Order(sort: sort)
    var matches = keyed.sorted(by: order.precedes)
    if let cursor {
      let position = MemorySortKey(id: cursor.id, values: cursor.values)
      matches = matches.filter { order.precedes(position, $0) }
    }
    let page = matches.prefix(limit)
    let found = page.compactMap(\.story)
    guard matches.count > limit, let last = page.last else { return (found, nil) }
    return (found, PageCursor(sort: sort, values: last.values, id: last.id))
  }

  public func summaryPage(
    _ query: StoryQuery, sort: StorySort, after cursor: PageCursor?, limit: Int
  ) throws(LibraryError) -> (stories: [StorySummary], next: PageCursor?) {
    let (stories, next) = try page(query, sort: sort, after: cursor, limit: limit)
    return (stories.map(StorySummary.init), next)
  }

  /// A sort field's value as the SQL stores compute it: `lower()` of text (ASCII letters
  /// only), times as their text, never-played as empty text, flags as numbers.
  static func value(of field: StorySort.Field, story kept: MemoryStory, ranking: MemoryRanking)
    -> PageCursor.Value
  {
    let story = kept.story
    return switch field {
    case .created: .text(LibraryTime.text(story.created))
    case .modified: .text(LibraryTime.text(story.modified))
    case .title: .text(String(decoding: ByteText.lower(story.title), as: UTF8.self))
    case .hero: .text(String(decoding: ByteText.lower(story.heroName), as: UTF8.self))
    case .occasion: .text(String(decoding: ByteText.lower(story.occasionTitle), as: UTF8.self))
    case .duration: .number(story.duration)
    case .plays: .number(Double(story.playCount))
    case .played: .text(story.lastPlayed.map(LibraryTime.text) ?? "")
    case .favorite: .number(story.favorite ? 1 : 0)
    case .rank: .number(ranking.rank(kept))
    case .id: .text(story.id)
    }
  }
}

/// A story's place in a sort: its sort values, then its id.
struct MemorySortKey {
  var story: LibraryStory?
  let id: String
  let values: [PageCursor.Value]

  init(story: LibraryStory, values: [PageCursor.Value]) {
    self.story = story
    id = story.id
    self.values = values
  }

  init(id: String, values: [PageCursor.Value]) {
    self.id = id
    self.values = values
  }

  /// The sort's keys in their directions, then the id ascending: the order of every store.
  struct Order {
    let ascending: [Bool]

    init(sort: StorySort) { ascending = sort.keys.map(\.ascending) }

    func precedes(_ left: MemorySortKey, _ right: MemorySortKey) -> Bool {
      for (index, ascending) in ascending.enumerated() {
        let (a, b) = (left.values[index], right.values[index])
        if a == b { continue }
        return Self.less(a, b) == ascending
      }
      return ByteText.precedes(left.id, right.id)
    }

    /// Numbers as numbers, text byte by byte (a cursor's kinds were checked for its sort).
    static func less(_ left: PageCursor.Value, _ right: PageCursor.Value) -> Bool {
      switch (left, right) {
      case (.number(let a), .number(let b)): a < b
      case (.text(let a), .text(let b)): ByteText.precedes(a, b)
      case (.number, .text): true
      case (.text, .number): false
      }
    }
  }
}
