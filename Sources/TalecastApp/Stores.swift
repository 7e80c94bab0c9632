import Foundation
import TalecastContract
import TalecastCore
import TalecastEventLog
import TalecastLibrary
import TalecastPostgres
import TalecastQueue
import TalecastStorage
import TalecastTokens

/// The stores of one Talecast process: on the database the configuration chose (the media
/// root's SQLite file, or a PostgreSQL server, when no SQLite file is opened at all), or any
/// drivers given to the root (`inMemory()` for a test that needs no database).
public struct Stores: Sendable {
  let jobs: any JobStore
  let library: any LibraryStore
  let events: any EventStore
  let tokens: any TokenStore

  /// Each store in memory: nothing outlives the process.
  public static func inMemory() -> Stores {
    Stores(
      jobs: MemoryJobStore(), library: MemoryLibraryStore(), events: MemoryEventStore(),
      tokens: MemoryTokenStore())
  }

  public init(
    jobs: any JobStore, library: any LibraryStore, events: any EventStore,
    tokens: any TokenStore
  ) {
    self.jobs = jobs
    self.library = library
    self.events = events
    self.tokens = tokens
  }

  /// The stores on the database `choice` names, their tables migrated.
  public init(_ choice: DatabaseChoice, mediaRoot: URL) throws {
    switch choice {
    case .sqlite:
      // One WAL database for the queue, the library and the event log.
      try FileManager.default.createDirectory(at: mediaRoot, withIntermediateDirectories: true)
      let database = try Database(path: Self.sqliteFile(in: mediaRoot).path)
      library = try SQLiteLibraryStore(database: database)
      events = try SQLiteEventStore(database: database)
      jobs = try SQLiteJobStore(database: database)
      tokens = try SQLiteTokenStore(database: database)
    case .postgres(let url):
      // One pool for the three; the queue's listener keeps a connection of its own.
      let database = try PostgresDatabase(url)
      library = try PostgresLibraryStore(database: database)
      events = try PostgresEventStore(database: database)
      jobs = try PostgresJobStore(database: database)
      tokens = try PostgresTokenStore(database: database)
    }
  }

  /// The media root's one SQLite file, which the three stores share.
  static func sqliteFile(in mediaRoot: URL) -> URL {
    mediaRoot.appendingPathComponent("talecast.sqlite")
  }
}

extension TalecastConfiguration {
  /// The SQLite file of the media root: the database of `.sqlite`.
  public var sqliteFile: URL { Stores.sqliteFile(in: mediaRoot) }
}

/// What `talecast database status` shows: where the database is, and each store's tables.
public struct DatabaseStatus: Sendable, Equatable {
  /// One store's tables (the library's, the queue's, the event log's, the tokens').
  public struct Tables: Sendable, Equatable {
    public var store: String
    /// The schema version they are at (0: not made yet).
    public var version: Int
    /// The version this build of Talecast migrates them to.
    public var latest: Int
  }

  /// "SQLite" or "PostgreSQL".
  public var kind: String
  /// The file, or host:port/database (never a password).
  public var location: String
  /// Each store's tables, the library first.
  public var tables: [Tables]

  public var isCurrent: Bool { tables.allSatisfy { $0.version == $0.latest } }
  public var isEmpty: Bool { tables.allSatisfy { $0.version == 0 } }
  public var isNewer: Bool { tables.contains { $0.version > $0.latest } }
}

/// The database as a whole, looked at without opening the services (which would migrate it).
public enum DatabaseAdmin {
  /// Each store's tables, on either database.
  static let schemas: (sqlite: [StoreSchema], postgres: [StoreSchema]) = (
    [LibrarySchema.sqlite, QueueSchema.sqlite, EventLogSchema.sqlite, TokenSchema.sqlite],
    [LibrarySchema.postgres, QueueSchema.postgres, EventLogSchema.postgres, TokenSchema.postgres]
  )

  public static func status(of configuration: TalecastConfiguration) throws -> DatabaseStatus {
    switch configuration.database {
    case .sqlite:
      let path = configuration.sqliteFile
      // A file that is not there is not made just to be looked at.
      let database =
        try FileManager.default.fileExists(atPath: path.path)
        ? Database(path: path.path) : nil
      return DatabaseStatus(
        kind: "SQLite", location: path.path,
        tables: try schemas.sqlite.map { schema in
          .init(
            store: schema.store,
            version: try database.map { try SQLiteMigrator(schema, database: $0).version() } ?? 0,
            latest: schema.latestVersion)
        })
    case .postgres(let url):
      let database = try PostgresDatabase(url)
      return DatabaseStatus(
        kind: "PostgreSQL", location: url.description,
        tables: try schemas.postgres.map { schema in
          .init(
            store: schema.store,
            version: try PostgresMigrator(schema, database: database).version(),
            latest: schema.latestVersion)
        })
    }
  }

  /// Brings every store's tables to this build's versions (forward only; on PostgreSQL under
  /// an advisory lock, so hosts starting together migrate once). Returns the status before.
  @discardableResult
  public static func migrate(_ configuration: TalecastConfiguration) throws -> DatabaseStatus {
    let before = try status(of: configuration)
    _ = try Stores(configuration.database, mediaRoot: configuration.mediaRoot)
    return before
  }
}
