/// One forward-only change to a store's tables: migration *n* takes the store from version
/// *n − 1* to *n*. The same type serves SQLite and PostgreSQL; each store lists its own.
public struct Migration: Sendable, Equatable {
  public let version: Int
  public let name: String
  public let sql: String

  public init(version: Int, name: String, sql: String) {
    self.version = version
    self.name = name
    self.sql = sql
  }
}

/// The tables of one store (the library, the queue, the event log) on one kind of database:
/// their migrations, numbered apart from every other store's, and how to read their version
/// in a database of an earlier Talecast, which numbered the whole database as one.
public struct StoreSchema: Sendable {
  /// The store's name in `talecast_schema` ("library", "queue", "event log").
  public let store: String
  public let migrations: [Migration]
  /// From which whole-database version of an earlier release the store's tables stood at
  /// which of its own versions, in order: `[(1, 1), (2, 2), (4, 3)]` reads a database at
  /// whole version 3 as this store's version 2.
  public let adopted: [(wholeVersion: Int, version: Int)]

  public init(store: String, migrations: [Migration], adopted: [(wholeVersion: Int, version: Int)])
  {
    precondition(
      migrations.enumerated().allSatisfy { $0.offset + 1 == $0.element.version },
      "migrations must be numbered 1, 2, 3 … in order")
    self.store = store
    self.migrations = migrations
    self.adopted = adopted
  }

  /// The newest version these migrations reach.
  public var latestVersion: Int { migrations.last?.version ?? 0 }

  /// The store's version in a database an earlier release left at `wholeVersion`.
  public func version(adoptingWhole wholeVersion: Int) -> Int {
    adopted.last { $0.wholeVersion <= wholeVersion }?.version ?? 0
  }
}

/// Brings one store's tables up to date on one database. Every store migrates its own tables
/// when it opens, so a process that opens only the queue never waits on the library's changes;
/// several processes (or hosts) opening the same database at once migrate each version once.
public protocol SchemaMigrator: Sendable {
  var schema: StoreSchema { get }
  /// The version the store's tables are at (0: not made yet), read without changing anything;
  /// a database of an earlier release is read as it will be adopted.
  func version() throws -> Int
  /// Applies every migration not applied yet, each in its own transaction; returns the
  /// versions applied. Throws `SchemaError.tooNew` for tables of a newer Talecast.
  @discardableResult func migrate() throws -> [Int]
}

/// A database this Talecast cannot take as it is.
public enum SchemaError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Made by a newer Talecast: refused rather than guessed at.
  case tooNew(store: String, found: Int, known: Int)
  /// A migration left the database inconsistent (and was rolled back).
  case broken(store: String, migration: Int, name: String, problem: String)

  public var description: String {
    switch self {
    case .tooNew(let store, let found, let known):
      "the \(store) tables are at schema version \(found), newer than this Talecast (\(known))"
    case .broken(let store, let migration, let name, let problem):
      "the \(store) migration \(migration) (\(name)) \(problem)"
    }
  }
}

/// How the versions are kept, shared by both databases: one row per store and version in
/// `talecast_schema`. Earlier releases numbered the whole database as one; their last number
/// plus one marks the change, so that an earlier Talecast opening a migrated database finds
/// a version newer than it knows and stops instead of writing to tables that were renamed.
public enum SchemaLayout {
  /// The store name of rows about the whole database (the earlier releases' versions, and
  /// the marker of per-store versions).
  public static let wholeDatabase = "talecast"
  public static let markerName = "versions kept per store from here on"
}
