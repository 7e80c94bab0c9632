import Foundation
import TalecastContract
import TalecastCore
import TalecastSQL
import TalecastTesting
import Testing

@testable import TalecastLibrary

/// The same calls leave the same values in every store — times to the millisecond, manifests
/// as their JSON reads back, a hero reused, a custom occasion counted, an import merged — so a
/// library reads alike whichever store keeps it.
@Suite struct StoreValuesTests {
  /// A time with more than milliseconds in it, which every store keeps to the millisecond.
  static func time(_ seconds: Double) -> Date {
    Date(timeIntervalSince1970: 1_800_000_000.123_456 + seconds)
  }

  /// The same calls, each with its time given, on one store.
  func fill(_ store: any LibraryStore) throws {
    let picnic = CustomOccasion(
      id: "ce0000000001", title: "Picnic", keywords: ["basket"], goal: "carry the basket",
      place: "the hill", forWhom: "Grandma", deadline: "before noon", created: Self.time(0),
      modified: Self.time(0))
    try store.add(picnic)
    try store.add(
      HeroRecord(
        hero: LibraryFixture.ada, avatar: "/a.png", active: false, created: Self.time(1),
        modified: Self.time(1), storyCount: 0))
    for (index, id) in ["s00000000001", "s00000000002", "s00000000003"].enumerated() {
      let manifest = SampleStory.manifest(
        id: id, title: "Story \(index)", hero: index == 2 ? LibraryFixture.ada : SampleStory.luna,
        scenes: ["Once upon a time.", "A dragon \(index)."], duration: 61.25,
        created: Self.time(Double(10 + index)),
        customOccasionId: index == 1 ? picnic.id : nil)
      #expect(
        try store.store(
          GeneratedStory(
            SampleStory.generated(manifest), replacing: false, time: Self.time(20),
            freshHeroId: "hero0000fresh")))
    }
    // A hero with the id of another: stored under the fresh id.
    var other = SampleStory.luna
    other.name = "Another Luna"
    let clash = SampleStory.manifest(id: "s00000000004", title: "Clash", hero: other)
    _ = try store.store(
      GeneratedStory(
        SampleStory.generated(clash), replacing: false, time: Self.time(21),
        freshHeroId: "hero0000fresh"))
    _ = try store.recordPlay(ofStory: "s00000000001", at: Self.time(30))
    _ = try store.savePosition(1e9, ofStory: "s00000000002")
    _ = try store.savePosition(12.345, ofStory: "s00000000003")
    try store.setFavorite(true, ofStories: ["s00000000003"], at: Self.time(31))
    var redrawn = SampleStory.manifest(id: "s00000000001", title: "Story 0")
    redrawn.scenes[1].illustration = nil
    redrawn.scenes[1].illustrationError = "refused"
    _ = try store.storeIllustrations(of: redrawn, retried: [1], at: Self.time(32))
    var rerendered = SampleStory.manifest(
      id: "s00000000002", title: "Story 1, again", scenes: ["Only one scene now."])
    rerendered.created = Self.time(40)
    _ = try store.store(
      GeneratedStory(
        StoryGenerated(jobId: "job-again", folder: "stories/again", manifest: rerendered),
        replacing: true, time: Self.time(41)))
    _ = try store.delete(LibraryRecords(heroes: [LibraryFixture.ada.id]))
  }

  @Test func everyStoreKeepsTheSameValues() throws {
    let stores: [any LibraryStore] = [
      try LibraryFixture(.sqlite).store, try LibraryFixture(.postgres).store, MemoryLibraryStore(),
    ]
    for store in stores { try fill(store) }
    let sqlite = stores[0]
    let stories = try sqlite.page(.all, sort: .oldestFirst, after: nil, limit: 100).stories
    #expect(stories.map(\.id) == ["s00000000004", "s00000000001", "s00000000002", "s00000000003"])
    let byId = Dictionary(uniqueKeysWithValues: stories.map { ($0.id, $0) })
    #expect(byId["s00000000001"]?.lastPlayed == Date(timeIntervalSince1970: 1_800_000_030.123))
    #expect(byId["s00000000002"]?.position == 0, "a rerender starts from the beginning")
    #expect(byId["s00000000002"]?.scenes.count == 1)
    #expect(byId["s00000000003"]?.position == 12.345)
    #expect(byId["s00000000003"]?.heroId == nil && byId["s00000000003"]?.heroName == "Ada")
    #expect(byId["s00000000004"]?.heroId == "hero0000fresh")
    #expect(try sqlite.customOccasion(id: "ce0000000001")?.usageCount == 1)
    // A custom occasion's story parts are kept, and one not given stays not given.
    let kept = try sqlite.customOccasion(id: "ce0000000001")
    #expect(kept?.goal == "carry the basket" && kept?.place == "the hill")
    #expect(kept?.forWhom == "Grandma" && kept?.deadline == "before noon" && kept?.thing == nil)
    for other in stores.dropFirst() {
      let place = other.location
      #expect(
        try other.page(.all, sort: .oldestFirst, after: nil, limit: 100).stories == stories,
        "\(place)")
      #expect(
        try other.heroes(includeInactive: true) == sqlite.heroes(includeInactive: true), "\(place)")
      #expect(try other.customOccasions() == sqlite.customOccasions(), "\(place)")
      for story in stories {
        #expect(
          try other.illustrations(ofStory: story.id) == sqlite.illustrations(ofStory: story.id),
          "\(place) \(story.id)")
      }
      #expect(try other.stats() == sqlite.stats(), "\(place)")
    }
  }

  /// An import merged into what a store has gives the same values everywhere.
  @Test func everyStoreImportsAlike() throws {
    let source = MemoryLibraryStore()
    try fill(source)
    let export = LibraryExport(
      format: LibraryExport.formatName, version: 1, exported: Self.time(50),
      heroes: try source.heroes(includeInactive: true),
      customOccasions: try source.customOccasions(),
      stories: try source.page(.all, sort: .oldestFirst, after: nil, limit: 100).stories)
    let stores: [any LibraryStore] = [
      try LibraryFixture(.sqlite).store, try LibraryFixture(.postgres).store, MemoryLibraryStore(),
    ]
    var reports: [ImportReport] = []
    for store in stores {
      _ = try store.add(
        HeroRecord(
          hero: SampleStory.luna, avatar: nil, active: true, created: Self.time(-5),
          modified: Self.time(-5), storyCount: 0))
      reports.append(try store.importLibrary(export))
    }
    #expect(Set(reports.map { "\($0)" }).count == 1)
    let expected = try stores[0].page(.all, sort: .oldestFirst, after: nil, limit: 100).stories
    #expect(expected.map(\.id) == export.stories.map(\.id))
    for store in stores.dropFirst() {
      #expect(try store.page(.all, sort: .oldestFirst, after: nil, limit: 100).stories == expected)
      #expect(
        try store.heroes(includeInactive: true) == stores[0].heroes(includeInactive: true),
        "the known hero keeps its created time")
    }
  }
}
