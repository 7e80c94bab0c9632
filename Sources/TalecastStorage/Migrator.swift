/// Named, forward-only schema migrations, recorded in `schema_migrations` so each runs once.
public struct Migrator: Sendable {
  public struct Migration: Sendable {
    public let name: String
    public let sql: String

    public init(_ name: String, sql: String) {
      self.name = name
      self.sql = sql
    }
  }

  public private(set) var migrations: [Migration] = []

  public init() {}

  public mutating func register(_ name: String, sql: String) {
    precondition(!migrations.contains { $0.name == name }, "migration \(name) registered twice")
    migrations.append(Migration(name, sql: sql))
  }

  /// Applies every migration not yet recorded, each in its own transaction. Returns the names applied.
  @discardableResult
  public func migrate(_ database: Database) throws -> [String] {
    try database.write { db in
      try db.execute(
        "CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied TEXT NOT NULL)"
      )
    }
    var applied: [String] = []
    for migration in migrations {
      let done = try database.read { db in
        try db.rows("SELECT 1 FROM schema_migrations WHERE name = ?", [.text(migration.name)])
      }
      guard done.isEmpty else { continue }
      try database.write { db in
        try db.execute(migration.sql)
        try db.run(
          "INSERT INTO schema_migrations (name, applied) VALUES (?, datetime('now'))",
          [.text(migration.name)])
      }
      applied.append(migration.name)
    }
    return applied
  }
}
