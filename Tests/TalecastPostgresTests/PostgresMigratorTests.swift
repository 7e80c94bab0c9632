import Foundation
import TalecastCore
import TalecastPostgres
import TalecastTesting
import Testing

/// Migrations are forward only, numbered, one transaction each, and safe when several hosts
/// start at once (`pg_advisory_lock`).
@Suite struct PostgresMigratorTests {
  let url: PostgresURL

  init() throws {
    url = try #require(try PostgresURL(try PostgresServer.shared.makeDatabase()))
  }

  func applied() throws -> [Int] {
    let rows = try PostgresConnection(url).execute(
      "SELECT version FROM talecast_schema ORDER BY version")
    return (0..<rows.count).compactMap { rows.int($0, "version") }
  }

  @Test func hostsStartingTogetherMigrateOnce() throws {
    let failures = Locked<[String]>([])
    DispatchQueue.concurrentPerform(iterations: 4) { _ in
      do {
        try PostgresSchema.migrate(try PostgresDatabase(url))
      } catch {
        failures.withLock { $0.append("\(error)") }
      }
    }
    #expect(failures.withLock { $0 }.isEmpty, "\(failures.withLock { $0 })")
    #expect(try applied() == Array(1...PostgresSchema.latestVersion))
  }

  @Test func aFailedMigrationLeavesThePreviousVersionWhole() throws {
    let migrator = PostgresMigrator([
      .init(version: 1, name: "heroes", sql: "CREATE TABLE heroes (id TEXT PRIMARY KEY)"),
      .init(
        version: 2, name: "broken",
        sql: "CREATE TABLE stories (id TEXT PRIMARY KEY); CREATE TABLE heroes (id TEXT)"),
    ])
    let database = try PostgresDatabase(url)
    #expect(throws: PostgresError.self) { try migrator.migrate(database) }
    #expect(try PostgresMigrator.version(of: database) == 1)
    let stories = try PostgresConnection(url).execute(
      "SELECT to_regclass('stories') IS NULL AS gone")
    #expect(stories.bool(0, "gone") == true, "version 2's first table was rolled back")
  }

  @Test func aDatabaseFromANewerTalecastIsRefused() throws {
    let database = try PostgresDatabase(url)
    try PostgresSchema.migrate(database)
    try PostgresConnection(url).execute(
      "INSERT INTO talecast_schema (version, name) VALUES (99, 'from the future')")
    #expect(throws: PostgresError.schemaTooNew(found: 99, known: PostgresSchema.latestVersion)) {
      try PostgresSchema.migrate(database)
    }
  }
}
