import TalecastCore

/// What the SQL drivers of every store share: statements composed once (`SQLFragment`), in the
/// part of SQL that SQLite and PostgreSQL share (`ON CONFLICT … excluded`, `RETURNING`, text
/// compared byte by byte) plus the few words each spells its own way; an engine renders them
/// for its database, runs them, converts values to and from its adapter's (`StoreValue`,
/// `StoreRow`), and sorts its database's failures into the kinds a store words (`SQLFailure`).
/// The real differences stay with each store: full-text search, notifications, locking.
public protocol SQLEngine: Sendable {
  var dialect: SQLDialect { get }
  var location: String { get }
  /// Runs `body` on a consistent view of the database.
  func read<T>(_ body: (any SQLTransaction) throws -> T) throws -> T
  /// Runs `body` in one transaction: all of it is kept, or (when it throws) none. An engine may
  /// run `body` again after a lost connection, so it must not act outside the transaction.
  func write<T>(_ body: (any SQLTransaction) throws -> T) throws -> T
  /// What kind of failure the database's `error` is.
  func failure(_ error: any Error) -> SQLFailure
}

/// A database's failure, as a store words it.
public enum SQLFailure: Sendable, Equatable {
  /// A unique key is taken (a name, an id).
  case duplicate(String)
  /// The values were refused otherwise (another constraint, a value the database cannot hold).
  case refused(String)
  /// Full-text search could not read the words (a bug to see: they are quoted).
  case search(String)
  /// The database failed (a lost server, a full disk), in its words, never its SQL.
  case storage(String)

  public var message: String {
    switch self {
    case .duplicate(let message), .refused(let message), .search(let message),
      .storage(let message):
      message
    }
  }
}

/// The statements of one read or write, each rendered for the engine's dialect.
public protocol SQLTransaction {
  /// Runs a query and returns its rows.
  func rows(_ statement: SQLFragment) throws -> [StoreRow]
  /// Runs a statement and returns how many rows it changed.
  @discardableResult func run(_ statement: SQLFragment) throws -> Int
}

extension SQLTransaction {
  public func exists(_ statement: SQLFragment) throws -> Bool {
    !(try rows(statement)).isEmpty
  }
}

/// The SQL a database speaks, where statements differ.
public enum SQLDialect: Sendable {
  /// `?` parameters, `LIKE`, FTS5, and a `fold()` function of the adapter.
  case sqlite
  /// `$n` parameters, `ILIKE`, `tsvector` search, and `fold()` in SQL.
  case postgres
}
