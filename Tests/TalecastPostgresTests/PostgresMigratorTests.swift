import Foundation
import TalecastCore
import TalecastPostgres
import TalecastTesting
import Testing

/// Migrations are forward only, numbered per store, one transaction each, and safe when
/// several hosts start at once (`pg_advisory_lock`); a database of an earlier release (one
/// version for the whole database) is adopted store by store.
@Suite struct PostgresMigratorTests {
  let url: PostgresURL

  init() throws {
    url = try #require(try PostgresURL(try PostgresServer.shared.makeDatabase()))
  }

  func applied() throws -> [String] {
    let rows = try PostgresConnection(url).execute(
      "SELECT store, version FROM talecast_schema ORDER BY store, version")
    return (0..<rows.count).map {
      "\(rows.string($0, "store") ?? "?") \(rows.int($0, "version") ?? -1)"
    }
  }

  func migrator(
    _ store: String, _ migrations: [Migration], adopted: [(wholeVersion: Int, version: Int)] = [],
    on database: PostgresDatabase
  ) -> PostgresMigrator {
    PostgresMigrator(
      StoreSchema(store: store, migrations: migrations, adopted: adopted), database: database)
  }

  func tables(_ store: String) -> [Migration] {
    (1...3).map { Migration(version: $0, name: "\($0)", sql: "CREATE TABLE \(store)\($0) (x int)") }
  }

  @Test func hostsStartingTogetherMigrateOnce() throws {
    let failures = Locked<[String]>([])
    DispatchQueue.concurrentPerform(iterations: 4) { index in
      do {
        let store = index % 2 == 0 ? "even" : "odd"
        try migrator(store, tables(store), on: try PostgresDatabase(url)).migrate()
      } catch {
        failures.withLock { $0.append("\(error)") }
      }
    }
    #expect(failures.withLock { $0 }.isEmpty, "\(failures.withLock { $0 })")
    #expect(
      try applied()
        == ["even 1", "even 2", "even 3", "odd 1", "odd 2", "odd 3", "talecast 4"])
  }

  @Test func aFailedMigrationLeavesThePreviousVersionWhole() throws {
    let migrations = [
      Migration(version: 1, name: "heroes", sql: "CREATE TABLE heroes (id TEXT PRIMARY KEY)"),
      Migration(
        version: 2, name: "broken",
        sql: "CREATE TABLE stories (id TEXT PRIMARY KEY); CREATE TABLE heroes (id TEXT)"),
    ]
    let database = try PostgresDatabase(url)
    #expect(throws: PostgresError.self) { try migrator("s", migrations, on: database).migrate() }
    #expect(try migrator("s", migrations, on: database).version() == 1)
    let stories = try PostgresConnection(url).execute(
      "SELECT to_regclass('stories') IS NULL AS gone")
    #expect(stories.bool(0, "gone") == true, "version 2's first table was rolled back")
  }

  @Test func aDatabaseFromANewerTalecastIsRefused() throws {
    let database = try PostgresDatabase(url)
    let one = tables("s").prefix(1)
    try migrator("s", Array(one), on: database).migrate()
    try PostgresConnection(url).execute(
      "INSERT INTO talecast_schema (store, version, name) VALUES ('s', 99, 'from the future')")
    #expect(throws: SchemaError.tooNew(store: "s", found: 99, known: 1)) {
      try migrator("s", Array(one), on: database).migrate()
    }
    try PostgresConnection(url).execute(
      "INSERT INTO talecast_schema (store, version, name) VALUES ('talecast', 7, 'a new layout')")
    #expect(throws: SchemaError.tooNew(store: "talecast", found: 7, known: 4)) {
      try migrator("t", tables("t"), on: database).migrate()
    }
  }

  /// An earlier release kept one version for the whole database (here 2): each store reads
  /// its own from that number until it migrates; the earlier Talecast then finds version 4,
  /// newer than it knows, and stops.
  @Test func aDatabaseOfAnEarlierReleaseIsAdoptedStoreByStore() throws {
    try PostgresConnection(url).executeScript(
      """
      CREATE TABLE talecast_schema (
        version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied TIMESTAMPTZ NOT NULL DEFAULT now());
      CREATE TABLE a1 (x int); CREATE TABLE b1 (x int);
      INSERT INTO talecast_schema (version, name) VALUES (1, 'a'), (2, 'b');
      """)
    let database = try PostgresDatabase(url)
    let a = migrator("a", tables("a"), adopted: [(1, 1)], on: database)
    let b = migrator("b", tables("b"), adopted: [(2, 1)], on: database)
    let c = migrator("c", tables("c"), adopted: [(3, 1)], on: database)
    #expect(try [a.version(), b.version(), c.version()] == [1, 1, 0])
    #expect(try a.migrate() == [2, 3])
    #expect(try b.version() == 1, "not migrated yet, still read from the earlier number")
    #expect(try b.migrate() == [2, 3])
    #expect(try c.migrate() == [1, 2, 3])
    #expect(
      try applied()
        == [
          "a 1", "a 2", "a 3", "b 1", "b 2", "b 3", "c 1", "c 2", "c 3", "talecast 1",
          "talecast 2", "talecast 4",
        ])
    let highest = try PostgresConnection(url).execute(
      "SELECT COALESCE(MAX(version), 0) AS v FROM talecast_schema")
    #expect(highest.int(0, "v") == 4, "what an earlier Talecast reads")
  }
}
