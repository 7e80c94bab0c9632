import Foundation
import TalecastStorage

/// Statements run on the database's one connection, under its lock.
public struct SQLiteEngine: SQLEngine {
  public let database: Database

  public init(database: Database) { self.database = database }

  public var dialect: SQLDialect { .sqlite }
  public var location: String { "SQLite \(database.path)" }

  public func read<T>(_ body: (any SQLTransaction) throws -> T) throws -> T {
    try database.read { connection in try body(Transaction(connection: connection)) }
  }

  public func write<T>(_ body: (any SQLTransaction) throws -> T) throws -> T {
    try database.write { connection in try body(Transaction(connection: connection)) }
  }

  public func failure(_ error: any Error) -> SQLFailure {
    guard let error = error as? DatabaseError else { return .storage("\(error)") }
    // FTS5 could not read the search words: they are quoted, so this would be a bug to see.
    if error.message.contains("fts5") { return .search(error.message) }
    // SQLITE_CONSTRAINT_UNIQUE and _PRIMARYKEY: a key is taken.
    if [2067, 1555].contains(error.code) { return .duplicate(error.message) }
    // SQLITE_TOOBIG, SQLITE_CONSTRAINT, SQLITE_MISMATCH: the database said no to the values.
    if [18, 19, 20].contains(error.code & 0xff) { return .refused(error.message) }
    return .storage(error.message)
  }

  /// The connection, only while the database's lock is held (inside `read` / `write`).
  struct Transaction: SQLTransaction {
    let connection: Connection

    public func rows(_ statement: SQLFragment) throws -> [StoreRow] {
      let (sql, parameters) = statement.rendered(for: .sqlite)
      // Prepared once per text: values are parameters, so a page's queries repeat their
      // text (the connection keeps 128 statements at most).
      return try connection.rows(sql, parameters.map(Self.sqlite), reuse: true).map { row in
        StoreRow(columns: row.columns(Self.store))
      }
    }

    public func run(_ statement: SQLFragment) throws -> Int {
      let (sql, parameters) = statement.rendered(for: .sqlite)
      try connection.run(sql, parameters.map(Self.sqlite))
      return connection.changes
    }

    static func sqlite(_ value: StoreValue) -> SQLValue {
      switch value {
      case .integer(let number): .integer(Int64(number))
      case .real(let number): .real(number)
      case .text(let text): .text(text)
      case .null: .null
      }
    }

    /// No store's column holds bytes; were one to, it would read as its text.
    static func store(_ value: SQLValue) -> StoreValue {
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
