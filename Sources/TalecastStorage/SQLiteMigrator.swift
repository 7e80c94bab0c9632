import TalecastCore

/// Migrates one store's tables in a SQLite database. Versions are rows of `talecast_schema`
/// (store, version); each migration runs in its own write transaction (`BEGIN IMMEDIATE`, which
/// waits for any other process's writer) that also records it, so a failed migration leaves the
/// store at its previous version and two processes opening the file together apply it once.
///
/// Foreign keys are off while migrations run (a table rebuild must not cascade), and
/// `PRAGMA foreign_key_check` must be clean before each commits.
public struct SQLiteMigrator: SchemaMigrator {
  public let schema: StoreSchema
  public let database: Database

  public init(_ schema: StoreSchema, database: Database) {
    self.schema = schema
    self.database = database
  }

  public func version() throws -> Int {
    try database.read { db in try SQLiteSchemaLayout.version(of: schema, in: db) }
  }

  @discardableResult
  public func migrate() throws -> [Int] {
    try SQLiteSchemaLayout.prepare(database)
    let current = try version()
    if current > schema.latestVersion {
      throw SchemaError.tooNew(store: schema.store, found: current, known: schema.latestVersion)
    }
    if current == schema.latestVersion {
      try recordAdoption()
      return []
    }
    try database.read { db in try db.execute("PRAGMA foreign_keys = OFF") }
    defer { _ = try? database.read { db in try db.execute("PRAGMA foreign_keys = ON") } }
    var applied: [Int] = []
    for migration in schema.migrations where migration.version > current {
      if try apply(migration) { applied.append(migration.version) }
    }
    return applied
  }

  /// A store adopted at its latest version runs no migration: its versions are recorded
  /// anyway, so that `talecast_schema` tells every store's history.
  private func recordAdoption() throws {
    let unrecorded = try database.read { db in
      try SQLiteSchemaLayout.ownRows(of: schema, in: db) == 0
    }
    guard unrecorded, schema.latestVersion > 0 else { return }
    try database.write { db in
      try SQLiteSchemaLayout.recordAdoption(
        of: schema, at: try SQLiteSchemaLayout.version(of: schema, in: db), in: db)
    }
  }

  private func apply(_ migration: Migration) throws -> Bool {
    try database.write { db -> Bool in
      // Another process may have migrated while we waited for the write lock.
      let current = try SQLiteSchemaLayout.version(of: schema, in: db)
      guard current == migration.version - 1 else { return false }
      try SQLiteSchemaLayout.recordAdoption(of: schema, at: current, in: db)
      try db.execute(migration.sql)
      let violations = try db.rows("PRAGMA foreign_key_check")
      if !violations.isEmpty {
        throw SchemaError.broken(
          store: schema.store, migration: migration.version, name: migration.name,
          problem: "broke \(violations.count) foreign keys")
      }
      try SQLiteSchemaLayout.record(schema.store, migration, in: db)
      return true
    }
  }
}
