import Foundation
import TalecastContract
import TalecastCore
import TalecastLibrary
import TalecastStorage
import TalecastTesting
import Testing

/// A database written by the first schema (version 1, recorded by name as the first renders
/// did) is opened by today's library and migrated.
@Suite struct MigrationTests {
  @Test func aVersionOneLibraryIsMigratedWithItsStories() throws {
    let media = try TemporaryFolder.make("migration")
    let path = media.appendingPathComponent("talecast.sqlite").path
    do {
      let old = try Database(path: path)
      let manifest = try String(
        decoding: StoryManifest.makeEncoder().encode(Self.manifest), as: UTF8.self)
      try old.write { db in
        try db.execute(PreviousRelease.sqlite1)
        try db.execute(
          "CREATE TABLE schema_migrations (name TEXT PRIMARY KEY, applied TEXT NOT NULL); INSERT INTO schema_migrations VALUES ('2026-11-21-create-library', 'x'), ('2026-11-21-create-event-log', 'x')"
        )
        try db.run(
          "INSERT INTO heroes VALUES ('h1', 'Luna', 'Brave', 'Kind', 'a scarf', 'flying', '2026-11-21T10:00:00.000Z')"
        )
        try db.run(
          """
          INSERT INTO stories VALUES ('s1', 'The Old Story', 'h1', 'magic-garden', 'Magic Garden', 'stories/s1', 'story.m4a',
            'm4a', 42.5, ?, 'job1', '2026-11-21T10:00:00.000Z')
          """, [.text(manifest)])
        try db.run(
          "INSERT INTO illustrations VALUES ('s1', 0, 'p', 'Tulips whispered.', 'scene-01.svg', 0, 'generated')"
        )
      }
    }
    let library = StoryLibraryService(
      store: try SQLiteLibraryStore(file: URL(fileURLWithPath: path)), mediaRoot: media,
      broker: CapturingBroker())
    let database = try Database(path: path)
    #expect(
      try SQLiteMigrator(LibrarySchema.sqlite, database: database).version()
        == LibrarySchema.sqlite.latestVersion)
    let story = try library.stories.story(matching: "s1")
    #expect(story.title == "The Old Story")
    #expect(story.heroName == "Luna" && story.heroId == "h1")
    #expect(story.scenes.map(\.text) == ["Tulips whispered.", "The end came."])
    #expect(story.voice == "en-us")
    #expect(story.playCount == 0 && !story.favorite)
    #expect(
      try library.stories.page(try StoryQuery.parse("tulips")).stories.map(\.id) == ["s1"],
      "old stories are searchable")
    let illustrations = try database.read { db in
      try db.rows("SELECT retry_count FROM illustrations WHERE story_id = 's1'")
    }
    #expect(illustrations.first?.int("retry_count") == 0)
    // Deleting the hero now keeps the story.
    try library.execute(try library.heroes.planDeletion(of: "h1", withStories: false))
    #expect(try library.stories.story(matching: "s1").heroName == "Luna")
  }

  static let manifest = StoryManifest(
    storyId: "s1", title: "The Old Story",
    hero: Hero(
      id: "h1", name: "Luna", primaryTrait: .brave, secondaryTrait: .kind, appearance: "a scarf",
      specialAbility: "flying"),
    occasion: OccasionReference(.magicGarden), length: .short, seed: 1, voice: "en-us",
    created: Date(timeIntervalSince1970: 1_800_000_000),
    audio: AudioSummary(
      file: "story.m4a", format: "m4a", codec: "aac", sampleRate: 22_050, duration: 42.5),
    scenes: [
      SceneManifest(
        index: 0, text: "Tulips whispered.", illustrationPrompt: "p", start: 0, end: 20,
        illustration: nil),
      SceneManifest(
        index: 1, text: "The end came.", illustrationPrompt: "q", start: 20, end: 42.5,
        illustration: nil),
    ])
}
