import Foundation
import TalecastContract
import TalecastCore
import TalecastDigest
import TalecastPostgres

/// The tokens in a PostgreSQL database shared by many hosts: a token made on one host lets a
/// request in on every host, and all sign URLs with one key.
public struct PostgresTokenStore: TokenStore {
  let database: PostgresDatabase

  public init(database: PostgresDatabase) throws {
    try PostgresMigrator(TokenSchema.postgres, database: database).migrate()
    self.database = database
  }

  public func add(_ token: TokenRecord, secretHash: String) throws {
    do {
      try database.transaction { connection in
        try connection.execute(
          """
          INSERT INTO tokens (id, name, scope, secret_hash, created, feed_query)
          VALUES ($1, $2, $3, $4, $5, $6)
          """,
          [
            .text(token.id), .text(token.name), .text(token.scope.rawValue), .text(secretHash),
            .real(token.created.timeIntervalSince1970), token.feedQuery.map { .text($0) } ?? .null,
          ])
      }
    } catch PostgresError.statement(let code, _) where code == "23505" {
      throw TokenError.nameTaken(token.name)
    }
  }

  public func tokens() throws -> [TokenRecord] {
    try select("SELECT * FROM tokens ORDER BY created, id", [])
  }

  public func token(secretHash: String) throws -> TokenRecord? {
    try select("SELECT * FROM tokens WHERE secret_hash = $1", [.text(secretHash)]).first
  }

  public func token(id: String) throws -> TokenRecord? {
    try select("SELECT * FROM tokens WHERE id = $1", [.text(id)]).first
  }

  public func revoke(id: String, at date: Date) throws -> Bool {
    let rows = try database.transaction { connection in
      try connection.execute(
        "UPDATE tokens SET revoked = $1 WHERE id = $2 AND revoked IS NULL RETURNING id",
        [.real(date.timeIntervalSince1970), .text(id)])
    }
    return rows.count == 1
  }

  public func noteUse(id: String, at date: Date) throws {
    try database.transaction { connection in
      try connection.execute(
        "UPDATE tokens SET last_used = $1 WHERE id = $2",
        [.real(date.timeIntervalSince1970), .text(id)])
    }
  }

  public func signingKey(offering candidate: [UInt8]) throws -> [UInt8] {
    let rows = try database.transaction { connection in
      try connection.execute(
        "INSERT INTO token_keys (purpose, key) VALUES ($1, $2) ON CONFLICT (purpose) DO NOTHING",
        [.text(TokenSchema.signingPurpose), .text(Hex.string(candidate))])
      return try connection.execute(
        "SELECT key FROM token_keys WHERE purpose = $1", [.text(TokenSchema.signingPurpose)])
    }
    guard rows.count == 1, let stored = rows.string(0, "key"), let key = Hex.bytes(stored) else {
      throw TokenStoreError.damagedKey
    }
    return key
  }

  private func select(_ sql: String, _ parameters: [PostgresValue]) throws -> [TokenRecord] {
    let rows = try database.transaction { try $0.execute(sql, parameters) }
    return (0..<rows.count).map { row in
      TokenRecord(
        id: rows.string(row, "id") ?? "", name: rows.string(row, "name") ?? "",
        scope: TokenScope(rawValue: rows.string(row, "scope") ?? "") ?? .read,
        created: Date(timeIntervalSince1970: rows.double(row, "created") ?? 0),
        revoked: rows.double(row, "revoked").map(Date.init(timeIntervalSince1970:)),
        lastUsed: rows.double(row, "last_used").map(Date.init(timeIntervalSince1970:)),
        feedQuery: rows.string(row, "feed_query"))
    }
  }
}
