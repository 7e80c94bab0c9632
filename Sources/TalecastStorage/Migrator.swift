/// Forward-only schema migrations, versioned by `PRAGMA user_version`: migration *n* takes the
/// database from version *n − 1* to *n*. They run on open, each in its own transaction that
/// also sets the version, so a failed migration leaves the database at the previous version.
///
/// Foreign keys are off while migrations run (a table rebuild must not cascade), and
/// `PRAGMA foreign_key_check` must be clean before each commits.
public struct Migrator: Sendable {
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

  public init(_ migrations: [Migration]) {
    precondition(
      migrations.enumerated().allSatisfy { $0.offset + 1 == $0.element.version },
      "migrations must be numbered 1, 2, 3 … in order")
    self.migrations = migrations
  }

  /// The newest version these migrations reach.
  public var latestVersion: Int { migrations.last?.version ?? 0 }

  public static func version(of database: Database) throws -> Int {
    try database.read { db in try db.rows("PRAGMA user_version")[0].int("user_version") ?? 0 }
  }

  /// Brings the database to the latest version. Returns the versions applied. A database newer
  /// than this program is refused rather than guessed at.
  @discardableResult
  public func migrate(_ database: Database) throws -> [Int] {
    let current = try Self.version(of: database)
    if current > latestVersion {
      throw DatabaseError(
        code: 0,
        message:
          "the database is at schema version \(current), newer than this Talecast (\(latestVersion))"
      )
    }
    if current == latestVersion { return [] }
    try database.read { db in try db.execute("PRAGMA foreign_keys = OFF") }
    defer { _ = try? database.read { db in try db.execute("PRAGMA foreign_keys = ON") } }
    var applied: [Int] = []
    for migration in migrations where migration.version > current {
      let ran = try database.write { db -> Bool in
        // Another process may have migrated while we waited for the write lock.
        guard
          (try db.rows("PRAGMA user_version")[0].int("user_version") ?? 0) == migration.version - 1
        else {
          return false
        }
        try db.execute(migration.sql)
        let violations = try db.rows("PRAGMA foreign_key_check")
        if !violations.isEmpty {
          throw DatabaseError(
            code: 0,
            message:
              "migration \(migration.version) (\(migration.name)) broke \(violations.count) foreign keys"
          )
        }
        try db.execute("PRAGMA user_version = \(migration.version)")
        return true
      }
      if ran { applied.append(migration.version) }
    }
    return applied
  }
}
