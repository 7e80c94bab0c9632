import Foundation
import TalecastContract
import TalecastCore
import TalecastEventLog
import TalecastLibrary
import TalecastPostgres
import TalecastTesting
import Testing

@testable import TalecastApp

/// `--database` / `TALECAST_DATABASE` pick the store of the queue, the library and the event
/// log; a library moves between stores by export and import.
@Suite struct DatabaseChoiceTests {
  func configuration(_ database: DatabaseChoice, media: URL) -> TalecastConfiguration {
    TalecastConfiguration(mediaRoot: media, database: database, defaultVoice: "en-us")
  }

  @Test func theOptionWinsOverTheEnvironmentAndBadValuesAreNamed() throws {
    let url = "postgresql://reader:hunter2@db.example:5433/stories"
    let fromEnvironment = try TalecastConfiguration.resolve(
      mediaOption: "m", environment: ["TALECAST_DATABASE": url, "TALECAST_HOST": "render-1"])
    guard case .postgres(let chosen) = fromEnvironment.database else {
      Issue.record("expected PostgreSQL")
      return
    }
    #expect(chosen.description == "db.example:5433/stories as reader")
    #expect(fromEnvironment.host == "render-1")
    let overridden = try TalecastConfiguration.resolve(
      mediaOption: "m", databaseOption: "sqlite", environment: ["TALECAST_DATABASE": url])
    #expect(overridden.database == .sqlite)
    #expect(
      try TalecastConfiguration.resolve(mediaOption: "m", environment: [:]).database == .sqlite)

    do {
      _ = try TalecastConfiguration.resolve(
        mediaOption: "m", databaseOption: "mysql://bob:hunter2@db/x", environment: [:])
      Issue.record("a mysql URL was accepted")
    } catch {
      #expect(
        "\(error)"
          == "database URL: --database: expected a postgresql:// URL or 'sqlite', found \"mysql://bob:***@db/x\""
      )
    }
    // A long value is cut short after its password is hidden, never before.
    let long = "mysql://reader:hunter2hunter2hunter2@db.example.org/stories-of-the-long-winter"
    #expect(throws: (any Error).self) {
      try TalecastConfiguration.resolve(mediaOption: "m", databaseOption: long, environment: [:])
    }
    do {
      _ = try TalecastConfiguration.resolve(
        mediaOption: "m", environment: ["TALECAST_DATABASE": long])
    } catch {
      #expect("\(error)".hasPrefix("database URL: TALECAST_DATABASE: "))
      #expect(!"\(error)".contains("hunter"), "\(error)")
    }
    #expect(throws: ConfigurationError.self) {
      try TalecastConfiguration.resolve(mediaOption: "m", environment: ["TALECAST_HOST": "a:b"])
    }
  }

  /// A server that refuses the connection is named by host and port, never with the password.
  @Test func aRefusedConnectionNamesTheServerWithoutThePassword() throws {
    let port = try PostgresServer.freePortForTests()
    let url = try #require(try PostgresURL("postgresql://bob:hunter2@127.0.0.1:\(port)/stories"))
    let media = try TemporaryFolder.make("refused")
    do {
      _ = try Talecast(configuration: configuration(.postgres(url), media: media))
      Issue.record("connected to a port nobody listens on")
    } catch {
      #expect("\(error)".contains("127.0.0.1:\(port)"), "\(error)")
      #expect(!"\(error)".contains("hunter2"))
    }
  }

  @Test func statusAndMigrateOnBothStores() throws {
    let url = try #require(try PostgresURL(try PostgresServer.shared.makeDatabase()))
    for choice in [DatabaseChoice.sqlite, .postgres(url)] {
      let media = try TemporaryFolder.make("status")
      let settings = configuration(choice, media: media)
      let empty = try DatabaseAdmin.status(of: settings)
      #expect(empty.isEmpty && !empty.isCurrent, "\(choice)")
      #expect(empty.tables.map(\.store) == ["library", "queue", "event log", "tokens"])
      #expect(try DatabaseAdmin.migrate(settings) == empty)
      let migrated = try DatabaseAdmin.status(of: settings)
      #expect(migrated.isCurrent && !migrated.isEmpty, "\(choice)")
      #expect(try DatabaseAdmin.migrate(settings) == migrated, "a second migrate is a no-op")
    }
  }

  /// With PostgreSQL chosen, the library, the queue and the event log all live there: the
  /// media root holds no SQLite file. A library exported from SQLite imports whole.
  @Test func aLibraryMovesFromSQLiteToPostgres() throws {
    let sqlite = try Talecast(
      configuration: configuration(.sqlite, media: try TemporaryFolder.make("from")))
    for (index, title) in ["The Dragon Who Sneezed", "Zoë and the Café"].enumerated() {
      let manifest = SampleStory.manifest(
        id: "s0000000000\(index)", title: title, scenes: ["Once upon a time.", "A dragon!"],
        created: Date(timeIntervalSince1970: 1_800_000_000 + Double(index)))
      try sqlite.library.stories.store(SampleStory.generated(manifest))
    }
    try sqlite.library.listening.recordPlay(of: "s00000000001")
    try sqlite.library.stories.setFavorite(["s00000000000"], true)
    let export = try sqlite.library.export()

    // A move copies the media root's story folders along (here, their audio).
    let media = try TemporaryFolder.make("to")
    for story in try sqlite.library.stories.all() {
      let audio = media.appendingPathComponent(story.audioPath)
      try FileManager.default.createDirectory(
        at: audio.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data("audio".utf8).write(to: audio)
    }
    let url = try #require(try PostgresURL(try PostgresServer.shared.makeDatabase()))
    let postgres = try Talecast(configuration: configuration(.postgres(url), media: media))
    let report = try postgres.library.importLibrary(export)
    #expect(report.storiesAdded == 2 && report.heroesAdded == 1)
    #expect(report.storiesWithoutFiles == 0)
    let before = try sqlite.library.stories.all()
    let after = try postgres.library.stories.all()
    #expect(after.map(\.id) == before.map(\.id))
    #expect(after.map(\.title) == before.map(\.title))
    #expect(after.map(\.playCount) == [0, 1])
    #expect(after.map(\.favorite) == [true, false])
    #expect(after.map(\.manifest) == before.map(\.manifest))
    #expect(try postgres.library.stats() == sqlite.library.stats())
    #expect(
      try postgres.library.stories.page(try StoryQuery.parse("cafe")).stories.map(\.id) == [
        "s00000000001"
      ])
    // The import's announcements were logged — in PostgreSQL too.
    #expect(try postgres.eventLog.events().count >= 3)
    #expect(try postgres.queue.counts().values.reduce(0, +) == 0)
    #expect(
      !FileManager.default.fileExists(atPath: media.appendingPathComponent("talecast.sqlite").path))
  }
}
