import Foundation
import TalecastContract
import TalecastCore

/// The library's stories: stored when their job ends, found by id or query, a page at a
/// time, edited, favoured, relocated, deleted with their files.
public struct StoryCatalog: Sendable {
  let library: LibraryContext

  /// Stores a generated story, its hero (reusing an identical stored hero) and its
  /// illustrations in one transaction, then announces it.
  ///
  /// With `replacing`, the story was rendered again (`stories rerender`): its row takes the new
  /// files, text and job, and keeps what the listener made of it (favourite, plays, created).
  public func store(_ event: StoryGenerated, replacing: Bool = false) throws(LibraryError) {
    let stored = try library.store.store(GeneratedStory(event, replacing: replacing, time: Date()))
    if stored { library.announce(.story, event.manifest.storyId, .created) }
  }

  /// A partial story's illustrations were drawn again: its manifest and illustration rows
  /// take the new state.
  public func storeIllustrations(_ event: StoryIllustrated) throws(LibraryError) {
    let storyId = event.manifest.storyId
    let changed = try library.store.storeIllustrations(
      of: event.manifest, retried: Set(event.drawn + event.failed), at: Date())
    guard changed else { throw LibraryError.notFound(kind: .story, id: storyId) }
    library.announce(.story, storyId, .updated)
  }

  /// The story whose id is `idOrPrefix`, or the only one whose id starts with it.
  public func story(matching idOrPrefix: String) throws(LibraryError) -> LibraryStory {
    let id = try library.resolve(idOrPrefix, .story)
    guard let story = try library.store.story(id: id) else {
      throw LibraryError.notFound(kind: .story, id: idOrPrefix)
    }
    return story
  }

  /// The id of the story a job made, if the library has it.
  public func storyId(ofJob jobId: String) throws(LibraryError) -> String? {
    try library.store.storyId(ofJob: jobId)
  }

  /// Every story, oldest first.
  public func all() throws(LibraryError) -> [LibraryStory] {
    try page(StoryQuery.all, sort: .oldestFirst, limit: Int(Int32.max)).stories
  }

  /// Every story matching `query`, in `sort` order, read a page at a time.
  public func all(matching query: StoryQuery, sort: StorySort? = nil) throws(LibraryError)
    -> [LibraryStory]
  {
    var stories: [LibraryStory] = []
    var cursor: String?
    repeat {
      let page = try page(query, sort: sort, after: cursor, limit: 500)
      stories += page.stories
      cursor = page.nextCursor
    } while cursor != nil
    return stories
  }

  /// One page of the stories matching `query`, in `sort` order (by default: best match first
  /// when searching words, else oldest first), after `cursor`.
  public func page(
    _ query: StoryQuery, sort: StorySort? = nil, after cursor: String? = nil, limit: Int = 50
  ) throws(LibraryError) -> StoryPage {
    let (sort, position) = try Self.order(query, sort: sort, after: cursor)
    let (stories, next) = try library.store.page(
      query, sort: sort, after: position, limit: max(1, limit))
    return StoryPage(stories: stories, nextCursor: next?.token)
  }

  /// The same page as `page`, each story as a list shows it (without its text): what a
  /// list of many stories reads, at a fraction of the cost.
  public func summaries(
    _ query: StoryQuery, sort: StorySort? = nil, after cursor: String? = nil, limit: Int = 50
  ) throws(LibraryError) -> StorySummaryPage {
    let (sort, position) = try Self.order(query, sort: sort, after: cursor)
    let (stories, next) = try library.store.summaryPage(
      query, sort: sort, after: position, limit: max(1, limit))
    return StorySummaryPage(stories: stories, nextCursor: next?.token)
  }

  /// A page's sort (the default for `query` when none is given) and where it starts.
  private static func order(_ query: StoryQuery, sort: StorySort?, after cursor: String?)
    throws(LibraryError) -> (StorySort, PageCursor?)
  {
    let sort = sort ?? (query.searchesText ? .bestMatch : .oldestFirst)
    if sort.usesRank && !query.searchesText {
      throw LibraryError.invalid(field: "sort", problem: "rank needs words to search for")
    }
    let position = try cursor.map { token throws(LibraryError) in
      try PageCursor.decode(token, expectedSort: sort)
    }
    return (sort, position)
  }

  /// A story's illustrations as the library tracks them (status, retries, last error).
  public func illustrations(of storyId: String) throws(LibraryError) -> [IllustrationRecord] {
    try library.store.illustrations(ofStory: storyId)
  }

  /// The stories with these ids (or unique prefixes), with their files.
  public func planDeletion(of idsOrPrefixes: [String]) throws(LibraryError) -> DeletionPlan {
    var seen = Set<String>()
    let stories = try idsOrPrefixes.map { id throws(LibraryError) in try story(matching: id) }
    return try library.plan(stories: stories.filter { seen.insert($0.id).inserted })
  }

  /// Every story matching `query`, with their files.
  public func planDeletion(matching query: StoryQuery) throws(LibraryError) -> DeletionPlan {
    try library.plan(stories: try all(matching: query, sort: .oldestFirst))
  }
}
