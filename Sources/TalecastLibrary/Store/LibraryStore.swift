import TalecastStorage

/// Where the library keeps its rows. The library's SQL is written once, in the part of SQL
/// that SQLite and PostgreSQL share (`?` parameters, `ON CONFLICT … excluded`, `LIKE` that
/// folds ASCII case, text compared byte by byte); a driver runs it on its database and says
/// which dialect it speaks for the one thing they do not share, full-text search.
public protocol LibraryStore: Sendable {
  var dialect: LibraryDialect { get }
  /// Where the rows are, for people: a file path, or a server without its password.
  var location: String { get }
  /// Runs `body` on a consistent view of the library.
  func read<T: Sendable>(_ body: (any LibraryTransaction) throws -> T) throws -> T
  /// Runs `body` in one transaction: all of it is kept, or (when it throws) none. A driver may
  /// run `body` again after a lost connection, so it must not act outside the transaction.
  @discardableResult
  func write<T: Sendable>(_ body: (any LibraryTransaction) throws -> T) throws -> T
}

/// The statements of one read or write.
public protocol LibraryTransaction {
  /// Runs a query and returns its rows (integers as `.integer`, reals as `.real`).
  func rows(_ sql: String, _ arguments: [SQLValue]) throws -> [Row]
  /// Runs a statement and returns how many rows it changed.
  @discardableResult func run(_ sql: String, _ arguments: [SQLValue]) throws -> Int
}

extension LibraryTransaction {
  func rows(_ sql: String) throws -> [Row] { try rows(sql, []) }
}

/// The SQL a store speaks, where the library's statements differ.
public enum LibraryDialect: Sendable {
  /// FTS5 (`stories_search`, bm25 rank) and a `fold()` function of the adapter.
  case sqlite
  /// A `tsvector` column with a GIN index (`stories.search`), `ts_rank`, and `fold()` in SQL.
  case postgres
}

/// The database refused a write (a constraint, a bad value): said in its words, never its SQL.
public struct LibraryStoreRefusal: Error, Sendable {
  public let message: String
  public init(_ message: String) { self.message = message }
}
