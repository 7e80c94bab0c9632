import TalecastStorage

/// The library in the one SQLite database of a media root (WAL), migrated with the rest of it.
public struct SQLiteLibraryStore: LibraryStore {
  public let database: Database

  public init(database: Database) throws {
    self.database = database
    try SQLiteMigrator(LibrarySchema.sqlite, database: database).migrate()
  }

  public var dialect: LibraryDialect { .sqlite }
  public var location: String { "SQLite \(database.path)" }

  public func read<T: Sendable>(_ body: (any LibraryTransaction) throws -> T) throws -> T {
    try database.read { connection in try body(Transaction(connection: connection)) }
  }

  public func write<T: Sendable>(_ body: (any LibraryTransaction) throws -> T) throws -> T {
    try database.write { connection in
      do {
        return try body(Transaction(connection: connection))
      } catch let error as DatabaseError where Self.refusals.contains(error.code & 0xff) {
        throw LibraryStoreRefusal(error.message)
      }
    }
  }

  /// SQLITE_TOOBIG, SQLITE_CONSTRAINT, SQLITE_MISMATCH: the database said no to the values.
  static let refusals: Set<Int32> = [18, 19, 20]

  /// The connection, only while the database's lock is held (inside `read` / `write`).
  struct Transaction: LibraryTransaction {
    let connection: Connection

    func rows(_ sql: String, _ arguments: [SQLValue]) throws -> [Row] {
      try connection.rows(sql, arguments)
    }

    func run(_ sql: String, _ arguments: [SQLValue]) throws -> Int {
      try connection.run(sql, arguments)
      return connection.changes
    }
  }
}
