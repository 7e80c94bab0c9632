import Foundation
import TalecastContract
import TalecastTokens

/// A token just made: its record and its secret, which is shown this once and kept nowhere.
public struct CreatedToken: Sendable {
  public let record: TokenRecord
  public let secret: String
}

/// The API's bearer tokens, as `talecast tokens …` and the API use them. No use case here
/// logs, publishes or returns a secret other than `createToken`'s, and none shows the
/// URL-signing key.
extension Talecast {
  public func createToken(name: String, scope: TokenScope) throws -> CreatedToken {
    let (record, secret) = try tokenRegistry.create(name: name, scope: scope)
    return CreatedToken(record: record, secret: secret)
  }

  /// Every API token, live and revoked, oldest first (feed tokens are `feeds()`).
  public func tokens() throws -> [TokenRecord] { try tokenRegistry.all() }

  /// Revokes the token `reference` names (an id, its unique start, or a live token's name).
  public func revokeToken(_ reference: String) throws -> TokenRecord {
    try tokenRegistry.revoke(reference)
  }

  /// The live API token whose secret is `secret` (nil: unknown, revoked, or a feed's).
  public func liveToken(secret: String) throws -> TokenRecord? {
    try tokenRegistry.token(secret: secret).flatMap { $0.isFeed ? nil : $0 }
  }

  /// The scope of the live token `secret` (nil: unknown or revoked).
  public func tokenScope(_ secret: String) throws -> TokenScope? {
    try liveToken(secret: secret)?.scope
  }

  /// How long the web page's session lasts after sign-in (30 days); revoking its token ends
  /// it sooner.
  public static let sessionLifetime = 30 * 24 * 3600

  /// A session cookie's value for the live API token `secret` (the web page's sign-in), and
  /// the token; nil for a token unknown, revoked or a feed's.
  public func startSession(secret: String) throws -> (
    value: String, expires: Date, token: TokenRecord
  )? {
    guard let token = try liveToken(secret: secret) else { return nil }
    let session = try tokenRegistry.signSession(tokenId: token.id, lifetime: Self.sessionLifetime)
    return (session.value, session.expires, token)
  }

  /// The live API token a session cookie stands for (nil: forged, expired, revoked).
  public func sessionToken(_ value: String) throws -> TokenRecord? {
    try tokenRegistry.checkSession(value, longestLifetime: Self.sessionLifetime)
  }

  /// A URL for `path` that lets requests in as the token `tokenId` for `ttl` seconds (at
  /// most an hour).
  public func signURL(path: String, tokenId: String, ttl: Int) throws -> SignedURL {
    try tokenRegistry.sign(path: path, tokenId: tokenId, lifetime: ttl)
  }

  /// Whether a signed URL's parts are genuine, in time, and of a live token.
  public func checkSignature(path: String, expires: Int, tokenId: String, signature: String)
    throws -> SignatureCheck
  {
    try tokenRegistry.check(path: path, expires: expires, tokenId: tokenId, signature: signature)
  }
}
