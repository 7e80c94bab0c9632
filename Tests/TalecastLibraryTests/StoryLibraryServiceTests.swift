import Foundation
import TalecastContract
import TalecastCore
import TalecastStorage
import TalecastTesting
import Testing

@testable import TalecastLibrary

@Suite struct StoryLibraryServiceTests {
  /// A story is stored when its job ends (never from the broker: a crash could then part the
  /// two); plays and positions arrive through the broker.
  @Test(arguments: LibraryDriver.allCases)
  func storiesAreStoredOnceAndPlaysAndPositionsArriveThroughTheBroker(driver: LibraryDriver) throws
  {
    let fixture = try LibraryFixture(driver)
    let broker = EventBroker()
    let library = try LibraryFixture(driver).reopened(broker: fixture.broker)
    let subscriptions = library.subscribe(to: broker)
    let generated = StoryGenerated(
      jobId: "j", folder: "stories/aaaa11112222",
      manifest: try fixture.add(id: "zzzz00000000", title: "Seed").manifest.with(
        storyId: "aaaa11112222"))
    // Published, it is not stored: only the one who ends the job stores it.
    broker.publish(generated)
    #expect(throws: LibraryError.self) { try library.stories.story(matching: "aaaa") }
    try library.stories.store(generated)
    #expect(fixture.broker.events(of: LibraryChanged.self).last?.id == "aaaa11112222")

    broker.publish(PlaybackPositionSaved(storyId: "aaaa11112222", position: 12.5))
    #expect(try library.stories.story(matching: "aaaa").position == 12.5)
    broker.publish(
      PlaybackFinished(
        storyId: "aaaa11112222", title: "Seed", queuePosition: 1, queueLength: 1,
        moment: .init(sessionTime: 60, storyPosition: 60)))
    let played = try library.stories.story(matching: "aaaa")
    #expect(played.playCount == 1)
    #expect(played.position == 0)
    #expect(played.lastPlayed != nil)

    // The same story from the same job again (a job resumed after a crash between storing
    // and finishing) is there once already: nothing changes, nothing fails.
    let changes = fixture.broker.events(of: LibraryChanged.self).count
    try library.stories.store(generated)
    #expect(fixture.broker.events(of: LibraryChanged.self).count == changes)
    #expect(try library.stories.story(matching: "aaaa").playCount == 1)
    // Another job claiming the same story id cannot be stored.
    #expect(throws: (any Error).self) {
      try library.stories.store(
        StoryGenerated(jobId: "another-job", folder: generated.folder, manifest: generated.manifest)
      )
    }
    _ = subscriptions
  }

  @Test(arguments: LibraryDriver.allCases)
  func theLibraryKeepsStoriesHeroesAndIllustrationsAcrossReopening(driver: LibraryDriver) throws {
    let fixture = try LibraryFixture(driver)
    try fixture.add(id: "aaaa11112222", title: "First", created: Date(timeIntervalSince1970: 1_000))
    try fixture.add(
      id: "bbbb11112222", title: "Second", created: Date(timeIntervalSince1970: 2_000))
    let reopened = try fixture.reopened()
    let stories = try reopened.stories.all()
    #expect(stories.map(\.title) == ["First", "Second"])
    #expect(stories[0].heroName == "Luna")
    #expect(stories[0].occasionTitle == "Magic Garden")
    #expect(stories[0].audioPath == "stories/aaaa11112222-story/story.m4a")
    #expect(stories[0].manifest.scenes.map { $0.illustration?.timestamp } == [0, 30])

    let heroes = try reopened.heroes.list(includeInactive: true)
    let illustrations = try stories.flatMap { story in
      try reopened.stories.illustrations(of: story.id).filter { $0.status == .generated }
    }.count
    #expect(heroes.count == 1, "the same hero is stored once")
    #expect(illustrations == 4)
    if driver == .sqlite {
      let database = try Database(path: fixture.sqliteFile.path)
      let (mode, keys) = try database.read { db in
        (
          try db.rows("PRAGMA journal_mode")[0].string("journal_mode"),
          try db.rows("PRAGMA foreign_keys")[0].int("foreign_keys")
        )
      }
      #expect(mode == "wal")
      #expect(keys == 1)
    }
  }

  @Test(arguments: LibraryDriver.allCases) func recordsAreFoundByIdOrUniquePrefix(
    driver: LibraryDriver
  ) throws {
    let fixture = try LibraryFixture(driver)
    try fixture.add(id: "abc111111111", title: "One")
    try fixture.add(id: "abc222222222", title: "Two")
    #expect(try fixture.library.stories.story(matching: "abc2").title == "Two")
    #expect(try fixture.library.stories.story(matching: "ABC111111111").title == "One")
    #expect(
      throws: LibraryError.ambiguousId(
        kind: .story, id: "abc", matches: ["abc111111111", "abc222222222"])
    ) {
      try fixture.library.stories.story(matching: "abc")
    }
    for wanted in ["zzz", "", "%", "_", "abc%"] {
      #expect(throws: LibraryError.notFound(kind: .story, id: wanted)) {
        try fixture.library.stories.story(matching: wanted)
      }
    }
    #expect(
      LibraryError.notFound(kind: .hero, id: "x").description == "no hero with id 'x'",
      "the CLI adds where to look")
  }

  @Test(arguments: LibraryDriver.allCases) func editingWordsMarksTheAudioAndUpdatesSearch(
    driver: LibraryDriver
  ) throws {
    let fixture = try LibraryFixture(driver)
    try fixture.add(
      id: "aaaa00000001", title: "Old Title", scenes: ["A quiet pond.", "Home again."])
    let edited = try fixture.library.stories.edit(
      "aaaa", StoryEdit(title: "New Title", sceneTexts: [2: "A shining lighthouse."]))
    #expect(edited.audioNeedsRegeneration)
    #expect(edited.scenes.map(\.text) == ["A quiet pond.", "A shining lighthouse."])
    #expect(try fixture.ids("lighthouse") == ["aaaa00000001"])
    #expect(try fixture.ids("Home").isEmpty)
    #expect(try fixture.ids("outdated:true") == ["aaaa00000001"])
    #expect(try fixture.library.stories.story(matching: "aaaa").title == "New Title")
    #expect(
      throws: LibraryError.invalid(
        field: "scene", problem: "story aaaa00000001 has scenes 1 to 2, not 3")
    ) {
      try fixture.library.stories.edit("aaaa", StoryEdit(sceneTexts: [3: "x"]))
    }
    #expect(throws: LibraryError.self) {
      try fixture.library.stories.edit("aaaa", StoryEdit(title: "  "))
    }
    // Changing only the voice does not touch the audio flag of a fresh story.
    try fixture.add(id: "bbbb00000001", title: "Fresh")
    #expect(
      try !fixture.library.stories.edit("bbbb", StoryEdit(voice: "en-gb")).audioNeedsRegeneration)
  }

  @Test(arguments: LibraryDriver.allCases) func quotesAndSQLAreStoredVerbatim(driver: LibraryDriver)
    throws
  {
    let fixture = try LibraryFixture(driver)
    let nasty = "Robert'); DROP TABLE stories;-- \"quoted\" % _ \\ ü"
    try fixture.add(id: "aaaa00000001", title: nasty, scenes: [nasty])
    #expect(try fixture.library.stories.story(matching: "aaaa").title == nasty)
    #expect(try fixture.ids("title:\"DROP TABLE\"") == ["aaaa00000001"])
    #expect(try fixture.ids("title:%").count == 1, "a % is a character, not a wildcard")
    #expect(try fixture.ids("title:_x").isEmpty)
    let hero = try fixture.library.heroes.add(
      Hero(
        name: nasty, primaryTrait: .kind, secondaryTrait: .funny, appearance: nasty,
        specialAbility: nasty))
    #expect(try fixture.library.heroes.hero(matching: hero.id).hero.name == nasty)
    #expect(try fixture.library.stories.all().count == 1)
  }

  @Test(arguments: LibraryDriver.allCases) func statsCountPlaysFavouritesAndAudio(
    driver: LibraryDriver
  ) throws {
    let fixture = try LibraryFixture(driver)
    for (index, plays) in [0, 0, 1, 2, 3, 5].enumerated() {
      try fixture.add(id: "s0000000000\(index)", title: "S\(index)", duration: 100)
      for _ in 0..<plays { try fixture.library.listening.recordPlay(of: "s0000000000\(index)") }
    }
    try fixture.library.stories.setFavorite(["s00000000001", "s00000000005"], true)
    let stats = try fixture.library.stats()
    #expect(stats.stories == 6)
    #expect(stats.new == 2)
    #expect(stats.inProgress == 2)
    #expect(stats.completed == 2)
    #expect(stats.favorites == 2)
    #expect(stats.totalAudio == 600)
    #expect(stats.heroes == 1)
  }
}

extension StoryManifest {
  func with(storyId: String) -> StoryManifest {
    var copy = self
    copy.storyId = storyId
    return copy
  }
}
