import TalecastContract

/// What the SQL drivers share: the library's statements are composed once (`SQLFragment`), in
/// the part of SQL that SQLite and PostgreSQL share (`ON CONFLICT … excluded`, text compared
/// byte by byte) plus the few words each spells its own way; an engine renders them for its
/// database, runs them, converts values to and from its adapter's (`LibraryValue`,
/// `LibraryRow`), and says its database's failures as library errors.
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

/// The statements of one read or write, each rendered for the engine's dialect.
protocol SQLTransaction {
  /// Runs a query and returns its rows.
  func rows(_ statement: SQLFragment) throws -> [LibraryRow]
  /// Runs a statement and returns how many rows it changed.
  @discardableResult func run(_ statement: SQLFragment) throws -> Int
}

extension SQLTransaction {
  func exists(_ statement: SQLFragment) throws -> Bool {
    !(try rows(statement)).isEmpty
  }
}

/// The SQL a store speaks, where the library's statements differ.
enum LibraryDialect: Sendable {
  /// `?` parameters, `LIKE`, FTS5 (`stories_search`, bm25 rank) and a `fold()` function of
  /// the adapter.
  case sqlite
  /// `$n` parameters, `ILIKE`, a `tsvector` column with a GIN index (`stories.search`),
  /// `ts_rank`, and `fold()` in SQL.
  case postgres
}
