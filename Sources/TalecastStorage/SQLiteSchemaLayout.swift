import TalecastCore

/// `talecast_schema` in a SQLite database, and the adoption of a database of an earlier
/// release, which numbered the whole file with `PRAGMA user_version` (1 to 4) — or, before
/// that, recorded its first migrations by name in `schema_migrations`.
///
/// Adopting keeps that number as a row of the whole database and sets `user_version` to 5: an
/// earlier Talecast then refuses the file as newer than itself instead of writing to tables
/// that were renamed. Each store reads its own version from the number (`StoreSchema.adopted`)
/// until it first migrates, which records it.
enum SQLiteSchemaLayout {
  /// The last `user_version` of the releases that numbered the whole file.
  static let lastWholeVersion = 4
  static var marker: Int { lastWholeVersion + 1 }

  static let createTable = """
    CREATE TABLE talecast_schema (
      store TEXT NOT NULL,
      version INTEGER NOT NULL,
      name TEXT NOT NULL,
      applied TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      PRIMARY KEY (store, version)
    )
    """

  /// Makes `talecast_schema` (adopting an earlier release's database) unless it is there.
  static func prepare(_ database: Database) throws {
    if try database.read({ db in try hasTable(db) }) { return try refuseNewer(database) }
    try database.write { db in
      // Another process may have made it while we waited for the write lock.
      if try hasTable(db) { return }
      let whole = try wholeVersion(db)
      if whole > lastWholeVersion {
        throw SchemaError.tooNew(
          store: SchemaLayout.wholeDatabase, found: whole, known: lastWholeVersion)
      }
      try db.execute("DROP TABLE IF EXISTS schema_migrations")
      try db.execute(createTable)
      if whole > 0 {
        try db.run(
          "INSERT INTO talecast_schema (store, version, name) VALUES (?, ?, ?)",
          [.text(SchemaLayout.wholeDatabase), .integer(Int64(whole)), .text("earlier release")])
      }
      try db.run(
        "INSERT INTO talecast_schema (store, version, name) VALUES (?, ?, ?)",
        [
          .text(SchemaLayout.wholeDatabase), .integer(Int64(marker)),
          .text(SchemaLayout.markerName),
        ])
      try db.execute("PRAGMA user_version = \(marker)")
    }
  }

  private static func refuseNewer(_ database: Database) throws {
    let found = try database.read { db in try userVersion(db) }
    if found > marker {
      throw SchemaError.tooNew(store: SchemaLayout.wholeDatabase, found: found, known: marker)
    }
  }

  /// The store's version: its newest row, or else what the earlier release's number means
  /// for it (0 in a new database).
  static func version(of schema: StoreSchema, in db: borrowing Connection) throws -> Int {
    guard try hasTable(db) else { return schema.version(adoptingWhole: try wholeVersion(db)) }
    if let own = try db.rows(
      "SELECT MAX(version) AS v FROM talecast_schema WHERE store = ?", [.text(schema.store)]
    )[0].int("v") {
      return own
    }
    let whole =
      try db.rows(
        "SELECT MAX(version) AS v FROM talecast_schema WHERE store = ? AND version < ?",
        [.text(SchemaLayout.wholeDatabase), .integer(Int64(marker))])[0].int("v") ?? 0
    return schema.version(adoptingWhole: whole)
  }

  /// Records the versions a store was adopted at, before its first own migration.
  static func recordAdoption(of schema: StoreSchema, at version: Int, in db: borrowing Connection)
    throws
  {
    guard try ownRows(of: schema, in: db) == 0 else { return }
    for migration in schema.migrations where migration.version <= version {
      try record(schema.store, migration, in: db)
    }
  }

  /// How many versions the store has recorded itself.
  static func ownRows(of schema: StoreSchema, in db: borrowing Connection) throws -> Int {
    try db.rows(
      "SELECT COUNT(*) AS n FROM talecast_schema WHERE store = ?", [.text(schema.store)]
    )[0].int("n") ?? 0
  }

  static func record(_ store: String, _ migration: Migration, in db: borrowing Connection) throws {
    try db.run(
      "INSERT INTO talecast_schema (store, version, name) VALUES (?, ?, ?)",
      [.text(store), .integer(Int64(migration.version)), .text(migration.name)])
  }

  private static func hasTable(_ db: borrowing Connection) throws -> Bool {
    !(try db.rows(
      "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'talecast_schema'"
    )
    .isEmpty)
  }

  private static func userVersion(_ db: borrowing Connection) throws -> Int {
    try db.rows("PRAGMA user_version")[0].int("user_version") ?? 0
  }

  /// The earlier release's number for the whole file. Databases written before `user_version`
  /// was used record their migrations by name in `schema_migrations`; their tables are
  /// exactly version 1.
  private static func wholeVersion(_ db: borrowing Connection) throws -> Int {
    let version = try userVersion(db)
    guard version == 0 else { return version }
    let tables = Set(
      try db.rows("SELECT name FROM sqlite_master WHERE type = 'table'").compactMap {
        $0.string("name")
      })
    let first: Set<String> = ["schema_migrations", "heroes", "stories", "illustrations", "events"]
    return tables.isSuperset(of: first) ? 1 : 0
  }
}
