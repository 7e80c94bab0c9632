import Foundation
import TalecastEventLog
import TalecastLibrary
import TalecastPostgres
import TalecastQueue
import TalecastStorage

/// The three stores of one Talecast process, on the database the configuration chose: the
/// media root's SQLite file, or a PostgreSQL server (then no SQLite file is opened at all).
struct Stores {
  let jobs: any JobStore
  let library: any LibraryStore
  let events: any EventStore

  init(_ choice: DatabaseChoice, mediaRoot: URL) throws {
    switch choice {
    case .sqlite:
      // One WAL database for the queue, the library and the event log.
      let database = try StoryLibraryService.openDatabase(in: mediaRoot)
      library = try SQLiteLibraryStore(database: database)
      events = try SQLiteEventStore(database: database)
      jobs = try SQLiteJobStore(database: database)
    case .postgres(let url):
      // One pool for the three; the queue's listener keeps a connection of its own.
      let database = try PostgresDatabase(url)
      library = try PostgresLibraryStore(database: database)
      events = try PostgresEventStore(database: database)
      jobs = try PostgresJobStore(database: database)
    }
  }
}

/// What `talecast database status` shows.
public struct DatabaseStatus: Sendable {
  /// "SQLite" or "PostgreSQL".
  public var kind: String
  /// The file, or host:port/database (never a password).
  public var location: String
  /// The schema version the database is at (0: nothing there yet).
  public var version: Int
  /// The version this build of Talecast migrates to.
  public var latest: Int

  public var isCurrent: Bool { version == latest }
}

/// The database as a whole, looked at without opening the services (which would migrate it).
public enum DatabaseAdmin {
  public static func status(of configuration: TalecastConfiguration) throws -> DatabaseStatus {
    switch configuration.database {
    case .sqlite:
      let path = configuration.mediaRoot.appendingPathComponent(StoryLibraryService.databaseName)
      var version = 0
      if FileManager.default.fileExists(atPath: path.path) {
        let database = try Database(path: path.path)
        version = try database.read { db in
          try db.rows("PRAGMA user_version")[0].int("user_version") ?? 0
        }
      }
      return DatabaseStatus(
        kind: "SQLite", location: path.path, version: version,
        latest: TalecastSchema.migrator.latestVersion)
    case .postgres(let url):
      let database = try PostgresDatabase(url)
      return DatabaseStatus(
        kind: "PostgreSQL", location: url.description,
        version: try PostgresMigrator.version(of: database), latest: PostgresSchema.latestVersion)
    }
  }

  /// Brings the database to this build's version (forward only; on PostgreSQL under an
  /// advisory lock, so hosts starting together migrate once). Returns the version before.
  @discardableResult
  public static func migrate(_ configuration: TalecastConfiguration) throws -> Int {
    let before = try status(of: configuration).version
    _ = try Stores(configuration.database, mediaRoot: configuration.mediaRoot)
    return before
  }
}
