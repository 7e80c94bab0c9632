import Foundation
import TalecastContract
import TalecastCore
import TalecastLibrary
import TalecastPostgres
import TalecastStorage
import TalecastTesting
import Testing

@testable import TalecastApp

/// A database made by the previous release — one version for the whole database, custom
/// events and `event_*` columns — opened by today's Talecast: adopted store by store and
/// migrated in place (by several processes at once), with every row and every search intact.
@Suite struct PreviousReleaseTests {
  typealias Old = PreviousReleaseLibrary

  /// A media root (and, on PostgreSQL, a database) holding the previous release's library.
  func previousRelease(_ kind: String) throws -> TalecastConfiguration {
    let media = try TemporaryFolder.make("previous")
    if kind == "sqlite" {
      let configuration = TalecastConfiguration(
        mediaRoot: media, database: .sqlite, defaultVoice: "en-us")
      try Old.makeSQLite(at: configuration.sqliteFile.path)
      return configuration
    }
    let url = try #require(try PostgresURL(try PostgresServer.shared.makeDatabase()))
    try Old.makePostgres(at: url)
    return TalecastConfiguration(mediaRoot: media, database: .postgres(url), defaultVoice: "en-us")
  }

  @Test(arguments: ["sqlite", "postgres"])
  func aLibraryOfThePreviousReleaseOpensWithEveryRowAndSearch(kind: String) throws {
    let configuration = try previousRelease(kind)
    let before = try DatabaseAdmin.status(of: configuration)
    #expect(
      before.tables.map { "\($0.store) \($0.version)" }
        == ["library \(kind == "sqlite" ? 3 : 1)", "queue 1", "event log 1", "tokens 0"],
      "read as it will be adopted, without changing it (the tokens' tables are new)")
    #expect(!before.isCurrent)

    // Hosts (or processes) starting together adopt and migrate it once: each opens the three
    // stores on a connection of its own, as a process does.
    let failures = Locked<[String]>([])
    DispatchQueue.concurrentPerform(iterations: 3) { _ in
      do {
        _ = try Stores(configuration.database, mediaRoot: configuration.mediaRoot)
      } catch {
        failures.withLock { $0.append("\(error)") }
      }
    }
    #expect(failures.withLock { $0 }.isEmpty, "\(failures.withLock { $0 })")
    #expect(try DatabaseAdmin.status(of: configuration).isCurrent)
    let talecast = try Talecast(configuration: configuration)
    let library = talecast.library

    // Every row.
    #expect(try library.stories.all() == Old.stories)
    // A list's columns (scene count, partial, subtitles) filled from the rows' text and
    // manifests by the migration.
    #expect(
      try library.stories.summaries(.all, limit: 100).stories
        == Old.stories.map(StorySummary.init))
    #expect(try library.heroes.list(includeInactive: true) == [Old.ada, Old.luna])
    #expect(try library.occasions.list() == [Old.grandma, Old.picnic])
    for story in Old.stories {
      #expect(try library.stories.illustrations(of: story.id) == Old.illustrations(of: story))
    }
    #expect(try talecast.queue.job(Old.jobId).storyId == "s00000000001")
    #expect(try talecast.eventLog.events().map(\.eventId) == [Old.event.metadata.eventId])

    // Every search: words, phrases, fields, sorts.
    func ids(_ query: String, sort: String = "created+") throws -> [String] {
      try library.stories.page(
        try StoryQuery.parse(query), sort: try StorySort.parse(sort), limit: 100
      ).stories.map { String($0.id.suffix(1)) }
    }
    let answers: [(String, [String])] = [
      ("dragon", ["1"]), ("drag", []), ("drag*", ["1"]), ("\"dragon again\"", ["1"]),
      ("\"sneezed a dragon\"", []), ("cafe", ["3"]), ("crepes", ["3"]), ("naive", ["3"]),
      ("grandma train", ["2"]), ("-dragon", ["2", "3", "4"]), ("\"the naive river\"", ["3"]),
      ("hero:luna", ["1", "2"]), ("hero:\"old hero\"", ["4"]), ("event:grandma", ["2"]),
      ("event:magic-garden", ["1"]), ("favorite:yes", ["1"]), ("plays:1..", ["1", "3"]),
      ("played:2000-01-01..", ["1", "3"]), ("-played:2000-01-01..", ["2", "4"]),
      ("outdated:yes", ["3"]), ("language:fr", ["3"]), ("title:ZOË", ["3"]),
    ]
    for (query, expected) in answers {
      #expect(try ids(query) == expected, "\(query)")
    }
    #expect(try ids("", sort: "title+") == ["2", "1", "4", "3"])
    #expect(try ids("", sort: "event+,id+") == ["3", "2", "1", "4"])
    #expect(try ids("dragon", sort: "rank+") == ["1"])

    // The renamed tables still do their work: the search follows an edit, a deleted custom
    // occasion or hero leaves its stories (foreign keys), a play counts.
    try library.stories.edit("s00000000004", StoryEdit(title: "The Found Lighthouse"))
    #expect(try ids("lighthouse") == ["4"])
    try library.execute(try library.occasions.planDeletion(of: Old.grandma.id))
    try library.execute(try library.heroes.planDeletion(of: Old.ada.id, withStories: false))
    let kept = try library.stories.story(matching: "s00000000002")
    #expect(kept.customOccasionId == nil && kept.occasionTitle == "Grandma's Visit")
    #expect(try library.stories.story(matching: "s00000000003").heroId == nil)
    try library.listening.recordPlay(of: "s00000000002")
    #expect(try library.stories.story(matching: "s00000000002").playCount == 1)
    #expect(try library.stats().customOccasions == 1)
  }

  /// What each database keeps of the change: the tables under their new names, every store's
  /// version, and the mark that stops the previous release from writing to them.
  @Test func theSQLiteFileIsRenamedInPlaceAndMarked() throws {
    let configuration = try previousRelease("sqlite")
    _ = try Talecast(configuration: configuration)
    let database = try Database(path: configuration.sqliteFile.path)
    try database.read { db in
      let tables = Set(
        try db.rows("SELECT name FROM sqlite_master WHERE type = 'table'").compactMap {
          $0.string("name")
        })
      #expect(tables.contains("custom_occasions") && !tables.contains("custom_events"))
      let columns = try db.rows("PRAGMA table_info(stories)").compactMap { $0.string("name") }
      #expect(columns.contains("occasion_id") && !columns.contains("event_id"))
      let stories = try db.rows("SELECT sql FROM sqlite_master WHERE name = 'stories'")[0]
      #expect(stories.string("sql")?.contains("REFERENCES \"custom_occasions\"") == true)
      #expect(try db.rows("PRAGMA foreign_key_check").isEmpty)
      #expect(try db.rows("PRAGMA user_version")[0].int("user_version") == 5)
      let versions = try db.rows(
        "SELECT store, MAX(version) AS v FROM talecast_schema GROUP BY store ORDER BY store")
      #expect(
        versions.map { "\($0.string("store") ?? "") \($0.int("v") ?? 0)" }
          == ["event log 1", "library 6", "queue 1", "talecast 5", "tokens 2"])
      // Migration 6: a custom occasion's story parts, empty for the old ones.
      let occasionColumns = try db.rows("PRAGMA table_info(custom_occasions)").compactMap {
        $0.string("name")
      }
      #expect(
        ["goal", "thing", "place", "for_whom", "deadline"].allSatisfy(occasionColumns.contains))
    }
  }

  @Test func thePostgresDatabaseIsRenamedInPlaceAndMarked() throws {
    let configuration = try previousRelease("postgres")
    _ = try Talecast(configuration: configuration)
    guard case .postgres(let url) = configuration.database else { return }
    let connection = try PostgresConnection(url)
    let names = try connection.execute(
      """
      SELECT to_regclass('custom_events') IS NULL AS gone, to_regclass('custom_occasions_pkey') IS NOT NULL AS pkey,
        EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'stories_custom_occasion_id_fkey') AS fkey,
        to_regclass('stories_search') IS NOT NULL AS search
      """)
    for column in ["gone", "pkey", "fkey", "search"] {
      #expect(names.bool(0, column) == true, "\(column)")
    }
    let highest = try connection.execute("SELECT MAX(version) AS v FROM talecast_schema")
    #expect(highest.int(0, "v") == 6, "the library's migrations run to 6")
  }
}
