import Foundation
import TalecastContract
import TalecastCore
import TalecastSQL
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
