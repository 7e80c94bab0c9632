import TalecastCore

/// Migrates one store's tables in a PostgreSQL database, safe when several hosts start at
/// once: the first takes an advisory lock and migrates, the others wait for the lock and then
/// find nothing left to do. Each migration runs in its own transaction that also records it in
/// `talecast_schema` (store, version), so a failed one leaves the store at its previous version.
public struct PostgresMigrator: SchemaMigrator {
  public let schema: StoreSchema
  public let database: PostgresDatabase
  /// Any fixed number: every Talecast host takes the same lock, whichever store it migrates.
  static let lockKey = 0x7461_6c65_6361_7374  // "talecast"

  public init(_ schema: StoreSchema, database: PostgresDatabase) {
    self.schema = schema
    self.database = database
  }

  public func version() throws -> Int {
    try database.withConnection { try PostgresSchemaLayout.version(of: schema, on: $0) }
  }

  @discardableResult
  public func migrate() throws -> [Int] {
    try database.withConnection { connection in
      try connection.execute("SELECT pg_advisory_lock($1)", [.integer(Self.lockKey)])
      defer {
        _ = try? connection.execute("SELECT pg_advisory_unlock($1)", [.integer(Self.lockKey)])
      }
      try transaction(on: connection) { try PostgresSchemaLayout.prepare($0) }
      let current = try PostgresSchemaLayout.version(of: schema, on: connection)
      if current > schema.latestVersion {
        throw SchemaError.tooNew(store: schema.store, found: current, known: schema.latestVersion)
      }
      if current == schema.latestVersion {
        // Adopted at its latest version: its versions are recorded anyway, so that
        // `talecast_schema` tells every store's history.
        try transaction(on: connection) { connection in
          try PostgresSchemaLayout.recordAdoption(of: schema, at: current, on: connection)
        }
        return []
      }
      var applied: [Int] = []
      for migration in schema.migrations where migration.version > current {
        try transaction(on: connection) { connection in
          try PostgresSchemaLayout.recordAdoption(
            of: schema, at: migration.version - 1, on: connection)
          try connection.executeScript(migration.sql)
          try PostgresSchemaLayout.record(schema.store, migration, on: connection)
        }
        applied.append(migration.version)
      }
      return applied
    }
  }

  private func transaction(
    on connection: PostgresConnection, _ body: (PostgresConnection) throws -> Void
  ) throws {
    try connection.execute("BEGIN")
    do {
      try body(connection)
      try connection.execute("COMMIT")
    } catch {
      _ = try? connection.execute("ROLLBACK")
      throw error
    }
  }
}
