import Foundation
import TalecastContract
import TalecastCore
import TalecastDigest
import TalecastStorage

/// The tokens in the Talecast SQLite database.
public struct SQLiteTokenStore: TokenStore {
  let database: Database

  public init(database: Database) throws {
    try SQLiteMigrator(TokenSchema.sqlite, database: database).migrate()
    self.database = database
  }

  public func add(_ token: TokenRecord, secretHash: String) throws {
    do {
      try database.write { db in
        try db.run(
          """
          INSERT INTO tokens (
            id, name, scope, secret_hash, created, revoked, last_used, feed_query)
          VALUES (?, ?, ?, ?, ?, NULL, NULL, ?)
          """,
          [
            .text(token.id), .text(token.name), .text(token.scope.rawValue), .text(secretHash),
            .real(token.created.timeIntervalSince1970), token.feedQuery.map { .text($0) } ?? .null,
          ])
      }
    } catch let error as DatabaseError where error.isConstraint {
      throw TokenError.nameTaken(token.name)
    }
  }

  public func tokens() throws -> [TokenRecord] {
    try database.read { db in try db.rows("SELECT * FROM tokens ORDER BY created, id") }
      .map(Self.record(from:))
  }

  public func token(secretHash: String) throws -> TokenRecord? {
    try database.read { db in
      try db.rows("SELECT * FROM tokens WHERE secret_hash = ?", [.text(secretHash)], reuse: true)
    }.first.map(Self.record(from:))
  }

  public func token(id: String) throws -> TokenRecord? {
    try database.read { db in
      try db.rows("SELECT * FROM tokens WHERE id = ?", [.text(id)], reuse: true)
    }.first.map(Self.record(from:))
  }

  public func revoke(id: String, at date: Date) throws -> Bool {
    try database.write { db in
      try db.run(
        "UPDATE tokens SET revoked = ? WHERE id = ? AND revoked IS NULL",
        [.real(date.timeIntervalSince1970), .text(id)])
      return db.changes == 1
    }
  }

  public func noteUse(id: String, at date: Date) throws {
    try database.write { db in
      try db.run(
        "UPDATE tokens SET last_used = ? WHERE id = ?",
        [.real(date.timeIntervalSince1970), .text(id)])
    }
  }

  public func signingKey(offering candidate: [UInt8]) throws -> [UInt8] {
    let stored = try database.write { db in
      try db.run(
        "INSERT OR IGNORE INTO token_keys (purpose, key) VALUES (?, ?)",
        [.text(TokenSchema.signingPurpose), .text(Hex.string(candidate))])
      return try db.rows(
        "SELECT key FROM token_keys WHERE purpose = ?", [.text(TokenSchema.signingPurpose)]
      ).first?.string("key")
    }
    guard let stored, let key = Hex.bytes(stored) else {
      throw TokenStoreError.damagedKey
    }
    return key
  }

  static func record(from row: Row) -> TokenRecord {
    TokenRecord(
      id: row.string("id") ?? "", name: row.string("name") ?? "",
      scope: TokenScope(rawValue: row.string("scope") ?? "") ?? .read,
      created: Date(timeIntervalSince1970: row.double("created") ?? 0),
      revoked: row.double("revoked").map(Date.init(timeIntervalSince1970:)),
      lastUsed: row.double("last_used").map(Date.init(timeIntervalSince1970:)),
      feedQuery: row.string("feed_query"))
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
