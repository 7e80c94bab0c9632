import Foundation
import TalecastContract

/// Where tokens are kept: a driver per database (SQLite, PostgreSQL, memory), one behaviour
/// suite over all of them. A store keeps a token's SHA-256 (hex), never the token itself.
public protocol TokenStore: Sendable {
  /// Adds `token`, found later by `secretHash`; `TokenError.nameTaken` when a live token
  /// already has its name.
  func add(_ token: TokenRecord, secretHash: String) throws
  /// Every token, live and revoked, oldest first.
  func tokens() throws -> [TokenRecord]
  /// The token whose secret hashes to `secretHash`, live or revoked.
  func token(secretHash: String) throws -> TokenRecord?
  /// The token `id`, live or revoked.
  func token(id: String) throws -> TokenRecord?
  /// Marks the token `id` revoked at `date`; false when it is unknown or revoked already.
  func revoke(id: String, at date: Date) throws -> Bool
  /// Notes that the token `id` let a request in at `date`.
  func noteUse(id: String, at date: Date) throws
  /// The key that signs URLs: the first `candidate` ever offered to this store, so that every
  /// host on one database signs with the same key.
  func signingKey(offering candidate: [UInt8]) throws -> [UInt8]
}
