import TalecastStorage

/// What the SQL drivers share: the library's statements are written once, in the part of SQL
/// that SQLite and PostgreSQL share (`?` parameters, `ON CONFLICT … excluded`, `LIKE` that
/// folds ASCII case, text compared byte by byte); an engine runs them on its database, says
/// which dialect it speaks for the one thing they do not share (full-text search), and says
/// its database's failures as library errors.
protocol SQLEngine: Sendable {
  var dialect: LibraryDialect { get }
  var location: String { get }
  /// Runs `body` on a consistent view of the library.
  func read<T>(_ body: (any SQLTransaction) throws -> T) throws -> T
  /// Runs `body` in one transaction: all of it is kept, or (when it throws) none. An engine may
  /// run `body` again after a lost connection, so it must not act outside the transaction.
  func write<T>(_ body: (any SQLTransaction) throws -> T) throws -> T
  /// The database's failure in the library's terms; `refused` says a refusal of the values
  /// (a constraint, a value the database cannot hold).
  func libraryError(_ error: any Error, refused: (String) -> LibraryError) -> LibraryError
}

/// The statements of one read or write.
protocol SQLTransaction {
  /// Runs a query and returns its rows (integers as `.integer`, reals as `.real`).
  func rows(_ sql: String, _ arguments: [SQLValue]) throws -> [Row]
  /// Runs a statement and returns how many rows it changed.
  @discardableResult func run(_ sql: String, _ arguments: [SQLValue]) throws -> Int
}

extension SQLTransaction {
  func rows(_ sql: String) throws -> [Row] { try rows(sql, []) }

  func exists(_ sql: String, _ arguments: [SQLValue]) throws -> Bool {
    !(try rows(sql, arguments)).isEmpty
  }
}

/// The SQL a store speaks, where the library's statements differ.
enum LibraryDialect: Sendable {
  /// FTS5 (`stories_search`, bm25 rank) and a `fold()` function of the adapter.
  case sqlite
  /// A `tsvector` column with a GIN index (`stories.search`), `ts_rank`, and `fold()` in SQL.
  case postgres
}
