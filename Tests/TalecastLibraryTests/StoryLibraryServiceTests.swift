import Foundation
import TalecastCore
import TalecastStorage
import TalecastTesting
import Testing

@testable import TalecastLibrary

@Suite struct StoryLibraryServiceTests {
  let hero = Hero(
    name: "Luna", primaryTrait: .brave, secondaryTrait: .kind, appearance: "a red scarf",
    specialAbility: "flying")

  func generated(id: String, title: String, hero: Hero? = nil, created: Date = Date())
    -> StoryGenerated
  {
    let scenes = [
      SceneManifest(
        index: 0, text: "One.", illustrationPrompt: "p1", start: 0, end: 10,
        illustration: IllustrationManifest(file: "scene-01.svg", timestamp: 0)),
      SceneManifest(
        index: 1, text: "Two.", illustrationPrompt: "p2", start: 10, end: 25.5,
        illustration: IllustrationManifest(file: "scene-02.svg", timestamp: 10)),
    ]
    let manifest = StoryManifest(
      storyId: id, title: title, hero: hero ?? self.hero, event: EventReference(.magicGarden),
      length: .short, seed: 1,
      voice: "en-us", created: created,
      audio: AudioSummary(
        file: "story.m4a", format: "m4a", codec: "aac", sampleRate: 22_050, duration: 25.5),
      scenes: scenes)
    return StoryGenerated(jobId: "job-\(id)", folder: "stories/\(id)", manifest: manifest)
  }

  @Test func storiesArriveThroughTheBrokerAndAreAnnounced() throws {
    let media = try TemporaryFolder.make("library")
    let broker = EventBroker()
    let capture = CapturingBroker(forwardingTo: broker)
    let library = try StoryLibraryService(mediaRoot: media, broker: capture)
    let subscriptions = library.subscribe(to: broker)
    broker.publish(generated(id: "aaaa11112222", title: "First"))
    #expect(capture.events(of: LibraryChanged.self).map(\.storyId) == ["aaaa11112222"])
    #expect(capture.events(of: LibraryChanged.self).first?.change == .created)

    // A second copy of the same story id cannot be stored: the failure is announced.
    broker.publish(generated(id: "aaaa11112222", title: "First again"))
    #expect(capture.events(of: LibraryStoreFailed.self).count == 1)
    #expect(try library.stories().map(\.title) == ["First"])
    _ = subscriptions
  }

  @Test func theLibraryKeepsStoriesHeroesAndIllustrationsAcrossReopening() throws {
    let media = try TemporaryFolder.make("library")
    do {
      let library = try StoryLibraryService(mediaRoot: media, broker: CapturingBroker())
      try library.store(
        generated(id: "aaaa11112222", title: "First", created: Date(timeIntervalSince1970: 1_000)))
      try library.store(
        generated(id: "bbbb11112222", title: "Second", created: Date(timeIntervalSince1970: 2_000)))
    }
    let reopened = try StoryLibraryService(mediaRoot: media, broker: CapturingBroker())
    let stories = try reopened.stories()
    #expect(stories.map(\.title) == ["First", "Second"])
    #expect(stories[0].heroName == "Luna")
    #expect(stories[0].eventTitle == "Magic Garden")
    #expect(stories[0].duration == 25.5)
    #expect(stories[0].audioPath == "stories/aaaa11112222/story.m4a")
    #expect(stories[0].manifest.scenes.map { $0.illustration?.timestamp } == [0, 10])

    let database = try Database(
      path: media.appendingPathComponent(StoryLibraryService.databaseName).path)
    let counts = try database.read { db in
      (
        try db.rows("SELECT COUNT(*) AS n FROM heroes")[0].int("n"),
        try db.rows("SELECT COUNT(*) AS n FROM illustrations WHERE status = 'generated'")[0].int(
          "n"),
        try db.rows("PRAGMA journal_mode")[0].string("journal_mode")
      )
    }
    #expect(counts.0 == 1, "the same hero is stored once")
    #expect(counts.1 == 4)
    #expect(counts.2 == "wal")
  }

  @Test func storiesAreFoundByIdOrUniquePrefix() throws {
    let media = try TemporaryFolder.make("library")
    let library = try StoryLibraryService(mediaRoot: media, broker: CapturingBroker())
    try library.store(generated(id: "abc111111111", title: "One"))
    try library.store(generated(id: "abc222222222", title: "Two"))
    #expect(try library.story(matching: "abc2").title == "Two")
    #expect(try library.story(matching: "ABC111111111").title == "One")
    #expect(
      throws: LibraryError.ambiguousStoryId("abc", matches: ["abc111111111", "abc222222222"])
    ) {
      try library.story(matching: "abc")
    }
    #expect(throws: LibraryError.storyNotFound("zzz")) { try library.story(matching: "zzz") }
    #expect(throws: LibraryError.storyNotFound("")) { try library.story(matching: "") }
    #expect(throws: LibraryError.storyNotFound("%")) { try library.story(matching: "%") }
  }
}
