import TalecastCore

/// `talecast_schema` in a PostgreSQL database, and the adoption of a database of an earlier
/// release, whose `talecast_schema` numbered the whole database (1 the queue, 2 the event log,
/// 3 the library) without a store column.
///
/// Adopting keeps those rows as rows of the whole database and adds version 4 as a marker: an
/// earlier Talecast reads the highest version, finds 4, and refuses the database as newer than
/// itself instead of writing to tables that were renamed. Each store reads its own version from
/// the earlier number (`StoreSchema.adopted`) until it first migrates, which records it.
enum PostgresSchemaLayout {
  /// The last version of the releases that numbered the whole database.
  static let lastWholeVersion = 3
  static var marker: Int { lastWholeVersion + 1 }

  /// Makes or adopts `talecast_schema`. Runs under the migrators' advisory lock.
  static func prepare(_ connection: PostgresConnection) throws {
    switch try state(connection) {
    case .missing:
      try connection.executeScript(
        """
        CREATE TABLE talecast_schema (
          store TEXT NOT NULL, version INTEGER NOT NULL, name TEXT NOT NULL,
          applied TIMESTAMPTZ NOT NULL DEFAULT now(), PRIMARY KEY (store, version))
        """)
      try markPerStoreVersions(connection)
    case .wholeDatabase:
      try connection.executeScript(
        """
        ALTER TABLE talecast_schema ADD COLUMN store TEXT NOT NULL DEFAULT '\(SchemaLayout.wholeDatabase)';
        ALTER TABLE talecast_schema ALTER COLUMN store DROP DEFAULT;
        ALTER TABLE talecast_schema DROP CONSTRAINT talecast_schema_pkey;
        ALTER TABLE talecast_schema ADD PRIMARY KEY (store, version)
        """)
      if try wholeVersion(connection) > lastWholeVersion {
        throw SchemaError.tooNew(
          store: SchemaLayout.wholeDatabase, found: try wholeVersion(connection),
          known: lastWholeVersion)
      }
      try markPerStoreVersions(connection)
    case .perStore:
      let found = try wholeVersion(connection)
      if found > marker {
        throw SchemaError.tooNew(store: SchemaLayout.wholeDatabase, found: found, known: marker)
      }
    }
  }

  private static func markPerStoreVersions(_ connection: PostgresConnection) throws {
    try connection.execute(
      "INSERT INTO talecast_schema (store, version, name) VALUES ($1, $2, $3)",
      [.text(SchemaLayout.wholeDatabase), .integer(marker), .text(SchemaLayout.markerName)])
  }

  /// The store's version: its newest row, or else what the earlier release's number means
  /// for it (0 in a new database).
  static func version(of schema: StoreSchema, on connection: PostgresConnection) throws -> Int {
    switch try state(connection) {
    case .missing: return 0
    case .wholeDatabase:
      let rows = try connection.execute(
        "SELECT COALESCE(MAX(version), 0) AS v FROM talecast_schema")
      return schema.version(adoptingWhole: rows.int(0, "v") ?? 0)
    case .perStore:
      let own = try connection.execute(
        "SELECT MAX(version) AS v FROM talecast_schema WHERE store = $1", [.text(schema.store)])
      if let version = own.int(0, "v") { return version }
      let whole = try connection.execute(
        "SELECT COALESCE(MAX(version), 0) AS v FROM talecast_schema WHERE store = $1 AND version < $2",
        [.text(SchemaLayout.wholeDatabase), .integer(marker)])
      return schema.version(adoptingWhole: whole.int(0, "v") ?? 0)
    }
  }

  /// Records the versions a store was adopted at, before its first own migration.
  static func recordAdoption(
    of schema: StoreSchema, at version: Int, on connection: PostgresConnection
  ) throws {
    let own = try connection.execute(
      "SELECT COUNT(*) AS n FROM talecast_schema WHERE store = $1", [.text(schema.store)])
    guard own.int(0, "n") == 0 else { return }
    for migration in schema.migrations where migration.version <= version {
      try record(schema.store, migration, on: connection)
    }
  }

  static func record(_ store: String, _ migration: Migration, on connection: PostgresConnection)
    throws
  {
    try connection.execute(
      "INSERT INTO talecast_schema (store, version, name) VALUES ($1, $2, $3)",
      [.text(store), .integer(migration.version), .text(migration.name)])
  }

  private enum State { case missing, wholeDatabase, perStore }

  private static func state(_ connection: PostgresConnection) throws -> State {
    let rows = try connection.execute(
      """
      SELECT to_regclass('talecast_schema') IS NOT NULL AS present,
        EXISTS (SELECT 1 FROM pg_attribute WHERE attrelid = to_regclass('talecast_schema')
          AND attname = 'store' AND NOT attisdropped) AS per_store
      """)
    guard rows.bool(0, "present") == true else { return .missing }
    return rows.bool(0, "per_store") == true ? .perStore : .wholeDatabase
  }

  private static func wholeVersion(_ connection: PostgresConnection) throws -> Int {
    try connection.execute(
      "SELECT COALESCE(MAX(version), 0) AS v FROM talecast_schema WHERE store = $1",
      [.text(SchemaLayout.wholeDatabase)]
    ).int(0, "v") ?? 0
  }
}
