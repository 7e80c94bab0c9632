import TalecastContract
import TalecastCore
import TalecastPostgres
import TalecastSQL

/// The library on a PostgreSQL server shared by many hosts: its tables migrated by its own
/// schema (`LibrarySchema.postgres`), every text column in the "C" collation (so text compares
/// and sorts byte by byte, as in SQLite), search by a generated `tsvector` with a GIN index.
public final class PostgresLibraryStore: SQLLibraryStore, @unchecked Sendable {
  public let database: PostgresDatabase

  public convenience init(database: PostgresDatabase) throws {
    try self.init(database: database, searchWindow: SearchWindow())
  }

  /// `searchWindow`: how far a best-match page of a very common word looks (small in tests).
  init(database: PostgresDatabase, searchWindow: SearchWindow) throws {
    try PostgresMigrator(LibrarySchema.postgres, database: database).migrate()
    self.database = database
    super.init(engine: PostgresEngine(database: database), searchWindow: searchWindow)
  }
}
