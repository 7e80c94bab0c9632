import Foundation
import TalecastContract
import TalecastCore
import TalecastStorage

/// The library in a SQLite database (WAL): its tables migrated by its own schema
/// (`LibrarySchema.sqlite`), search by FTS5.
public final class SQLiteLibraryStore: SQLLibraryStore, @unchecked Sendable {
  public let database: Database

  /// Keeps the library in `database`, which other stores may share (a media root's one file).
  public convenience init(database: Database) throws {
    try self.init(database: database, searchWindow: SearchWindow())
  }

  /// `searchWindow`: how far a best-match page of a very common word looks (small in tests).
  init(database: Database, searchWindow: SearchWindow) throws {
    try SQLiteMigrator(LibrarySchema.sqlite, database: database).migrate()
    self.database = database
    super.init(engine: SQLiteEngine(database: database), searchWindow: searchWindow)
  }

  /// Keeps the library in the SQLite file at `file`, made (with its folder) if needed.
  public convenience init(file: URL) throws {
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try self.init(database: try Database(path: file.path))
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

    func rows(_ statement: SQLFragment) throws -> [LibraryRow] {
      let (sql, parameters) = statement.rendered(for: .sqlite)
      // Prepared once per text: values are parameters, so a page's queries repeat their
      // text (the connection keeps 128 statements at most).
      return try connection.rows(sql, parameters.map(Self.sqlite), reuse: true).map { row in
        LibraryRow(columns: row.columns(Self.library))
      }
    }

    func run(_ statement: SQLFragment) throws -> Int {
      let (sql, parameters) = statement.rendered(for: .sqlite)
      try connection.run(sql, parameters.map(Self.sqlite))
      return connection.changes
    }

    static func sqlite(_ value: LibraryValue) -> SQLValue {
      switch value {
      case .integer(let number): .integer(Int64(number))
      case .real(let number): .real(number)
      case .text(let text): .text(text)
      case .null: .null
      }
    }

    /// No library column holds bytes; were one to, it would read as its text.
    static func library(_ value: SQLValue) -> LibraryValue {
      switch value {
      case .integer(let number): .integer(Int(number))
      case .real(let number): .real(number)
      case .text(let text): .text(text)
      case .blob(let bytes): .text(String(decoding: bytes, as: UTF8.self))
      case .null: .null
      }
    }
  }
}
