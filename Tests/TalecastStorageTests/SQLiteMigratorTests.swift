import Foundation
import TalecastCore
import TalecastTesting
import Testing

@testable import TalecastStorage

/// Each store migrates its own tables, numbered apart; migrations run once each, in order, one
/// transaction each; a database of an earlier release (one `user_version` for the whole file)
/// is adopted store by store.
@Suite struct SQLiteMigratorTests {
  func open() throws -> Database {
    try Database(path: try TemporaryFolder.make("db").appendingPathComponent("test.sqlite").path)
  }

  func migrator(
    _ store: String, _ migrations: [Migration], adopted: [(wholeVersion: Int, version: Int)] = [],
    on database: Database
  ) -> SQLiteMigrator {
    SQLiteMigrator(
      StoreSchema(store: store, migrations: migrations, adopted: adopted), database: database)
  }

  func rows(_ db: Database) throws -> [String] {
    try db.read { db in
      try db.rows("SELECT store, version FROM talecast_schema ORDER BY store, version").map {
        "\($0.string("store") ?? "?") \($0.int("version") ?? -1)"
      }
    }
  }

  func userVersion(_ db: Database) throws -> Int? {
    try db.read { try $0.rows("PRAGMA user_version")[0].int("user_version") }
  }

  @Test func migrationsRunOnceEachInOrderAndEachStoreCountsItsOwn() throws {
    let db = try open()
    let one = Migration(version: 1, name: "one", sql: "CREATE TABLE a (x)")
    let two = Migration(version: 2, name: "two", sql: "CREATE TABLE b (y)")
    #expect(try migrator("first", [one, two], on: db).migrate() == [1, 2])
    #expect(try migrator("first", [one, two], on: db).version() == 2)
    #expect(try migrator("first", [one, two], on: db).migrate() == [])
    let three = Migration(version: 3, name: "three", sql: "ALTER TABLE a ADD COLUMN z")
    #expect(try migrator("first", [one, two, three], on: db).migrate() == [3])
    let other = Migration(version: 1, name: "other", sql: "CREATE TABLE c (z)")
    #expect(try migrator("second", [other], on: db).version() == 0)
    #expect(try migrator("second", [other], on: db).migrate() == [1])
    #expect(try migrator("first", [one, two, three], on: db).version() == 3)
    #expect(try rows(db) == ["first 1", "first 2", "first 3", "second 1", "talecast 5"])
    #expect(try userVersion(db) == 5, "an earlier Talecast finds a version newer than it knows")
  }

  @Test func aFailingMigrationLeavesThePreviousVersionWhole() throws {
    let db = try open()
    let one = Migration(version: 1, name: "one", sql: "CREATE TABLE a (x)")
    let broken = Migration(
      version: 2, name: "broken", sql: "CREATE TABLE b (y); INSERT INTO nowhere VALUES (1)")
    #expect(throws: DatabaseError.self) { try migrator("s", [one, broken], on: db).migrate() }
    #expect(try migrator("s", [one, broken], on: db).version() == 1)
    #expect(try db.read { try $0.rows("SELECT name FROM sqlite_master WHERE name = 'b'") }.isEmpty)
  }

  @Test func aDatabaseFromANewerTalecastIsRefused() throws {
    let one = Migration(version: 1, name: "one", sql: "SELECT 1")
    let db = try open()
    try db.write { try $0.execute("PRAGMA user_version = 9") }
    #expect(throws: SchemaError.self) { try migrator("s", [one], on: db).migrate() }

    let newer = try open()
    try migrator("s", [one, Migration(version: 2, name: "two", sql: "SELECT 2")], on: newer)
      .migrate()
    #expect(throws: SchemaError.tooNew(store: "s", found: 2, known: 1)) {
      try migrator("s", [one], on: newer).migrate()
    }
  }

  /// An earlier release numbered the whole file (here 3): each store reads its own version
  /// from that number, unchanged until it migrates, and then records it.
  @Test func aDatabaseOfAnEarlierReleaseIsAdoptedStoreByStore() throws {
    let db = try open()
    try db.write { db in
      try db.execute("CREATE TABLE a1 (x); CREATE TABLE a2 (x); PRAGMA user_version = 3")
    }
    let first = [
      Migration(version: 1, name: "a1", sql: "CREATE TABLE a1 (x)"),
      Migration(version: 2, name: "a2", sql: "CREATE TABLE a2 (x)"),
      Migration(version: 3, name: "a3", sql: "CREATE TABLE a3 (x)"),
    ]
    let second = [Migration(version: 1, name: "b1", sql: "CREATE TABLE b1 (x)")]
    let a = migrator("a", first, adopted: [(1, 1), (3, 2)], on: db)
    let b = migrator("b", second, adopted: [(4, 1)], on: db)
    #expect(try a.version() == 2 && b.version() == 0)
    #expect(try userVersion(db) == 3, "looking changes nothing")
    #expect(try a.migrate() == [3])
    #expect(try b.migrate() == [1])
    #expect(
      try rows(db) == ["a 1", "a 2", "a 3", "b 1", "talecast 3", "talecast 5"],
      "the earlier number is kept, and what each store was adopted at")
    #expect(try userVersion(db) == 5)
  }

  /// Processes opening a new file together: each migration once, none fails (the write lock
  /// serializes them; the loser finds the version already there).
  @Test func connectionsMigratingTogetherMigrateOnce() throws {
    let path = try TemporaryFolder.make("db").appendingPathComponent("test.sqlite").path
    @Sendable func migrations(_ store: String) -> [Migration] {
      (1...5).map { Migration(version: $0, name: "\($0)", sql: "CREATE TABLE \(store)\($0) (x)") }
    }
    let failures = Locked<[String]>([])
    DispatchQueue.concurrentPerform(iterations: 4) { index in
      do {
        let database = try Database(path: path)
        let store = index % 2 == 0 ? "even" : "odd"
        try migrator(store, migrations(store), on: database).migrate()
      } catch {
        failures.withLock { $0.append("\(error)") }
      }
    }
    #expect(failures.withLock { $0 }.isEmpty, "\(failures.withLock { $0 })")
    let expected = ["even", "odd"].flatMap { store in (1...5).map { "\(store) \($0)" } }
    #expect(try rows(try Database(path: path)) == expected + ["talecast 5"])
  }
}
