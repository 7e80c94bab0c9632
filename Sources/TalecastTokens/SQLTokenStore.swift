import Foundation
import TalecastContract
import TalecastCore
import TalecastDigest
import TalecastPostgres
import TalecastSQL
import TalecastStorage

/// The tokens in a SQL database: one set of statements for SQLite and PostgreSQL, run by the
/// database's engine (`SQLiteTokenStore`, `PostgresTokenStore`). On PostgreSQL a token made on
/// one host lets a request in on every host, and all of them sign URLs with one key.
///
/// A class so that the two drivers share these operations; it holds only its engine
/// (immutable, `Sendable`), so it is safe to share between threads.
public class SQLTokenStore: TokenStore, @unchecked Sendable {
  let engine: any SQLEngine

  init(engine: any SQLEngine) { self.engine = engine }

  public func add(_ token: TokenRecord, secretHash: String) throws {
    do {
      _ = try engine.write { db in
        try db.run(
          """
          INSERT INTO tokens (id, name, scope, secret_hash, created, feed_query)
          VALUES (\(token.id), \(token.name), \(token.scope.rawValue), \(secretHash),
            \(token.created.timeIntervalSince1970), \(token.feedQuery))
          """)
      }
    } catch {
      // The one key a new token can take is its name among the live ones of its kind.
      switch engine.failure(error) {
      case .duplicate, .refused: throw TokenError.nameTaken(token.name)
      case .search, .storage: throw error
      }
    }
  }

  public func tokens() throws -> [TokenRecord] {
    try select("SELECT * FROM tokens ORDER BY created, id")
  }

  public func token(secretHash: String) throws -> TokenRecord? {
    try select("SELECT * FROM tokens WHERE secret_hash = \(secretHash)").first
  }

  public func token(id: String) throws -> TokenRecord? {
    try select("SELECT * FROM tokens WHERE id = \(id)").first
  }

  public func revoke(id: String, at date: Date) throws -> Bool {
    try engine.write { db in
      try db.run(
        """
        UPDATE tokens SET revoked = \(date.timeIntervalSince1970)
        WHERE id = \(id) AND revoked IS NULL
        """)
    } == 1
  }

  public func noteUse(id: String, at date: Date) throws {
    _ = try engine.write { db in
      try db.run("UPDATE tokens SET last_used = \(date.timeIntervalSince1970) WHERE id = \(id)")
    }
  }

  public func signingKey(offering candidate: [UInt8]) throws -> [UInt8] {
    let purpose = TokenSchema.signingPurpose
    let stored = try engine.write { db in
      try db.run(
        """
        INSERT INTO token_keys (purpose, key) VALUES (\(purpose), \(Hex.string(candidate)))
        ON CONFLICT (purpose) DO NOTHING
        """)
      return try db.rows("SELECT key FROM token_keys WHERE purpose = \(purpose)")
    }
    guard stored.count == 1, let text = stored[0].string("key"), let key = Hex.bytes(text) else {
      throw TokenStoreError.damagedKey
    }
    return key
  }

  private func select(_ statement: SQLFragment) throws -> [TokenRecord] {
    try engine.read { db in try db.rows(statement) }.map { row in
      TokenRecord(
        id: row.string("id") ?? "", name: row.string("name") ?? "",
        scope: TokenScope(rawValue: row.string("scope") ?? "") ?? .read,
        created: row.seconds("created") ?? Date(timeIntervalSince1970: 0),
        revoked: row.seconds("revoked"), lastUsed: row.seconds("last_used"),
        feedQuery: row.string("feed_query"))
    }
  }
}

/// The tokens in the Talecast SQLite database.
public final class SQLiteTokenStore: SQLTokenStore, @unchecked Sendable {
  public init(database: Database) throws {
    try SQLiteMigrator(TokenSchema.sqlite, database: database).migrate()
    super.init(engine: SQLiteEngine(database: database))
  }
}

/// The tokens in a PostgreSQL database shared by many hosts.
public final class PostgresTokenStore: SQLTokenStore, @unchecked Sendable {
  public init(database: PostgresDatabase) throws {
    try PostgresMigrator(TokenSchema.postgres, database: database).migrate()
    super.init(engine: PostgresEngine(database: database))
  }
}

/// A store whose contents are not what Talecast wrote.
public enum TokenStoreError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The URL-signing key is missing or not hexadecimal.
  case damagedKey

  public var description: String {
    switch self {
    case .damagedKey: "the URL-signing key in the tokens' tables is damaged"
    }
  }
}
