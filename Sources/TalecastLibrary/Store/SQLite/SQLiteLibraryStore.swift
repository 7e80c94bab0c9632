import TalecastCore
import TalecastStorage

/// The library in the one SQLite database of a media root (WAL): its tables migrated by its
/// own schema (`LibrarySchema.sqlite`), search by FTS5.
public final class SQLiteLibraryStore: SQLLibraryStore, @unchecked Sendable {
  public let database: Database

  public init(database: Database) throws {
    try SQLiteMigrator(LibrarySchema.sqlite, database: database).migrate()
    self.database = database
    super.init(engine: SQLiteEngine(database: database))
  }
}

/// Statements run on the database's one connection, under its lock.
struct SQLiteEngine: SQLEngine {
  let database: Database

  var dialect: LibraryDialect { .sqlite }
  var location: String { "SQLite \(database.path)" }

  func read<T>(_ body: (any SQLTransaction) throws -> T) throws -> T {
    try database.read { connection in try body(Transaction(connection: connection)) }
  }

  func write<T>(_ body: (any SQLTransaction) throws -> T) throws -> T {
    try database.write { connection in try body(Transaction(connection: connection)) }
  }

  func libraryError(_ error: any Error, refused: (String) -> LibraryError) -> LibraryError {
    guard let error = error as? DatabaseError else { return .storage("\(error)") }
    // FTS5 could not read the search words: they are quoted, so this would be a bug to see.
    if error.message.contains("fts5") {
      return .invalid(
        field: "query", problem: "the search words could not be searched (\(error.message))")
    }
    // SQLITE_TOOBIG, SQLITE_CONSTRAINT, SQLITE_MISMATCH: the database said no to the values.
    if [18, 19, 20].contains(error.code & 0xff) { return refused(error.message) }
    return .storage(error.message)
  }

  /// The connection, only while the database's lock is held (inside `read` / `write`).
  struct Transaction: SQLTransaction {
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
