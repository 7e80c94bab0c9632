import Foundation
import TalecastContract
import TalecastCore

/// The library's in-memory twin: the same behaviour as the database stores, for tests and for
/// a quick look at a rule without a file. Everything is kept behind one lock (`Locked`, one
/// lock is one transaction), as the databases would return it: times to the millisecond,
/// manifests as their JSON reads back; queries are evaluated in Swift (`MemoryQuery`).
public final class MemoryLibraryStore: LibraryStore {
  /// Everything the store holds.
  struct Contents {
    var stories: [String: MemoryStory] = [:]
    var heroes: [String: HeroRecord] = [:]
    var occasions: [String: CustomOccasion] = [:]
    /// By story, then scene.
    var illustrations: [String: [Int: IllustrationRecord]] = [:]
  }

  let contents = Locked(Contents())

  public init() {}

  public var location: String { "memory" }

  /// Runs `body` as one transaction: a change it makes is kept only if it returns.
  func transaction<T, Failure: Error>(_ body: (inout Contents) throws(Failure) -> T)
    throws(Failure) -> T
  {
    try contents.withLock { contents throws(Failure) in
      var copy = contents
      let result = try body(&copy)
      contents = copy
      return result
    }
  }

  func read<T, Failure: Error>(_ body: (Contents) throws(Failure) -> T) throws(Failure) -> T {
    try contents.withLock { contents throws(Failure) in try body(contents) }
  }

  public func ids(of kind: LibraryRecordKind, matching idOrPrefix: String, limit: Int)
    throws(LibraryError) -> [String]
  {
    let wanted = idOrPrefix.lowercased()
    let ids = read { contents in
      switch kind {
      case .story: Array(contents.stories.keys)
      case .hero: Array(contents.heroes.keys)
      case .customOccasion: Array(contents.occasions.keys)
      }
    }
    if ids.contains(wanted) { return [wanted] }
    return Array(
      ids.filter { ByteText.hasPrefix($0, wanted) }.sorted(by: ByteText.precedes).prefix(limit))
  }

  public func story(id: String) throws(LibraryError) -> LibraryStory? {
    read { $0.stories[id]?.story }
  }

  public func storyId(ofJob jobId: String) throws(LibraryError) -> String? {
    read { contents in
      contents.stories.values.map(\.story).filter { $0.jobId == jobId }.map(\.id)
        .min(by: ByteText.precedes)
    }
  }

  public func storyFolders() throws(LibraryError) -> [String: String] {
    read { contents in contents.stories.mapValues(\.story.folder) }
  }

  public func hero(id: String) throws(LibraryError) -> HeroRecord? {
    read { contents in contents.heroes[id].map { contents.counted($0) } }
  }

  public func customOccasion(id: String) throws(LibraryError) -> CustomOccasion? {
    read { $0.occasions[id] }
  }

  public func illustrations(ofStory id: String) throws(LibraryError) -> [IllustrationRecord] {
    read { ($0.illustrations[id] ?? [:]).values.sorted { $0.sceneIndex < $1.sceneIndex } }
  }

  public func stories(ofHero id: String) throws(LibraryError) -> [LibraryStory] {
    read { contents in
      contents.stories.values.map(\.story).filter { $0.heroId == id }.sorted {
        let (left, right) = (LibraryTime.text($0.created), LibraryTime.text($1.created))
        return left == right ? ByteText.precedes($0.id, $1.id) : ByteText.precedes(left, right)
      }
    }
  }

  public func stats() throws(LibraryError) -> LibraryStats {
    read { contents in
      let stories = contents.stories.values.map(\.story)
      return LibraryStats(
        stories: stories.count, new: stories.filter { $0.playCount == 0 }.count,
        inProgress: stories.filter { (1...2).contains($0.playCount) }.count,
        completed: stories.filter { $0.playCount >= 3 }.count,
        favorites: stories.filter(\.favorite).count,
        needingNewAudio: stories.filter(\.audioNeedsRegeneration).count,
        totalAudio: stories.reduce(0) { $0 + $1.duration },
        heroes: contents.heroes.values.filter(\.active).count,
        customOccasions: contents.occasions.count)
    }
  }
}

/// A story as the memory store keeps it: its values, and its title's and text's words for
/// search.
struct MemoryStory: Sendable {
  var story: LibraryStory {
    didSet { index() }
  }
  private(set) var titleWords: [String] = []
  private(set) var bodyWords: [String] = []

  init(_ story: LibraryStory) {
    self.story = story
    index()
  }

  private mutating func index() {
    titleWords = SearchText.words(story.title)
    bodyWords = SearchText.words(LibraryCodec.body(story.scenes))
  }
}

extension MemoryLibraryStore.Contents {
  /// A hero with the number of its stories.
  func counted(_ hero: HeroRecord) -> HeroRecord {
    var counted = hero
    counted.storyCount = stories.values.filter { $0.story.heroId == hero.id }.count
    return counted
  }
}
