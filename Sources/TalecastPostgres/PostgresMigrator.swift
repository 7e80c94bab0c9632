/// Forward-only, numbered schema changes for a PostgreSQL database, safe when several hosts
/// start at once: the first takes an advisory lock and migrates, the others wait for the lock
/// and then find nothing left to do. Applied versions are kept in `talecast_schema`.
public struct PostgresMigrator: Sendable {
  public struct Migration: Sendable {
    public let version: Int
    public let name: String
    public let sql: String

    public init(version: Int, name: String, sql: String) {
      self.version = version
      self.name = name
      self.sql = sql
    }
  }

  public let migrations: [Migration]
  /// Any fixed number: every Talecast host takes the same lock.
  static let lockKey = 0x7461_6c65_6361_7374  // "talecast"

  public init(_ migrations: [Migration]) {
    self.migrations = migrations.sorted { $0.version < $1.version }
  }

  /// Applies every migration not applied yet, each in its own transaction, under the lock.
  public func migrate(_ database: PostgresDatabase) throws {
    try database.withConnection { connection in
      try connection.execute("SELECT pg_advisory_lock($1)", [.integer(Self.lockKey)])
      defer {
        _ = try? connection.execute("SELECT pg_advisory_unlock($1)", [.integer(Self.lockKey)])
      }
      try connection.executeScript(
        """
        CREATE TABLE IF NOT EXISTS talecast_schema (
          version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied TIMESTAMPTZ NOT NULL DEFAULT now())
        """)
      let applied = try Self.version(on: connection)
      let latest = migrations.last?.version ?? 0
      if applied > latest { throw PostgresError.schemaTooNew(found: applied, known: latest) }
      for migration in migrations where migration.version > applied {
        try connection.execute("BEGIN")
        do {
          try connection.executeScript(migration.sql)
          try connection.execute(
            "INSERT INTO talecast_schema (version, name) VALUES ($1, $2)",
            [.integer(migration.version), .text(migration.name)])
          try connection.execute("COMMIT")
        } catch {
          _ = try? connection.execute("ROLLBACK")
          throw error
        }
      }
    }
  }

  /// The highest version applied (0 for a new database).
  public static func version(of database: PostgresDatabase) throws -> Int {
    try database.withConnection { try version(on: $0) }
  }

  static func version(on connection: PostgresConnection) throws -> Int {
    let exists = try connection.execute("SELECT to_regclass('talecast_schema') IS NOT NULL AS e")
    guard exists.bool(0, "e") == true else { return 0 }
    return try connection.execute("SELECT coalesce(max(version), 0) AS v FROM talecast_schema")
      .int(0, "v") ?? 0
  }
}
