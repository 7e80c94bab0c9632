import Foundation
import TalecastContract
import TalecastCore
import TalecastDigest

/// The tokens of one Talecast: made, listed, revoked, looked up by secret, and the URLs they
/// sign. It holds no token secret: only the store's hashes.
public final class TokenRegistry: Sendable {
  let store: any TokenStore
  let now: @Sendable () -> Date
  /// When this process last noted each token's use (by id), so the store is written at most
  /// once a minute per token, not on every request. Guarded by its `Locked`.
  private let noted = Locked<[String: Date]>([:])
  /// The signing key, read (or made) once on first use. Guarded by its `Locked`.
  private let knownSigner = Locked<URLSigner?>(nil)

  /// How often a token's last use is written.
  static let useInterval: TimeInterval = 60

  public init(store: any TokenStore, now: @escaping @Sendable () -> Date = Date.init) {
    self.store = store
    self.now = now
  }

  /// A new token and its secret, which is not kept and cannot be shown again. With a
  /// `feedQuery` it is a feed token (read-only, for its feed alone).
  public func create(name: String, scope: TokenScope, feedQuery: String? = nil) throws -> (
    record: TokenRecord, secret: String
  ) {
    try TokenName.check(name)
    let secret = TokenSecret.make()
    // Whole seconds: what is shown and stored reads the same on both databases.
    let created = Date(timeIntervalSince1970: now().timeIntervalSince1970.rounded(.down))
    let record = TokenRecord(
      id: Identifier.make(), name: name, scope: feedQuery == nil ? scope : .read,
      created: created, feedQuery: feedQuery)
    do {
      try store.add(record, secretHash: try TokenSecret.hash(secret))
    } catch TokenError.nameTaken(let name) where feedQuery != nil {
      throw TokenError.feedNameTaken(name)
    }
    return (record, secret)
  }

  /// Every API token (`feeds: false`) or every feed token, live and revoked, oldest first.
  public func all(feeds: Bool = false) throws -> [TokenRecord] {
    try store.tokens().filter { $0.isFeed == feeds }
  }

  /// Revokes the token `reference` names: a live token's name, an id, or a unique start of
  /// one; among feed tokens when `feeds`, else among API tokens.
  public func revoke(_ reference: String, feeds: Bool = false) throws -> TokenRecord {
    var token = try find(reference, feeds: feeds)
    guard token.isLive else { throw TokenError.alreadyRevoked(id: token.id, name: token.name) }
    let date = now()
    guard try store.revoke(id: token.id, at: date) else {
      throw TokenError.alreadyRevoked(id: token.id, name: token.name)
    }
    token.revoked = date
    return token
  }

  /// Whether the token `id` is known and not revoked.
  public func isLive(id: String) throws -> Bool {
    try store.token(id: id)?.isLive == true
  }

  func find(_ reference: String, feeds: Bool = false) throws -> TokenRecord {
    let tokens = try all(feeds: feeds)
    if let named = tokens.first(where: { $0.isLive && $0.name == reference }) { return named }
    if let exact = tokens.first(where: { $0.id == reference }) { return exact }
    let started = reference.isEmpty ? [] : tokens.filter { $0.id.hasPrefix(reference.lowercased()) }
    switch started.count {
    case 1: return started[0]
    case 0: throw feeds ? TokenError.feedNotFound(reference) : TokenError.notFound(reference)
    default: throw TokenError.ambiguous(reference)
    }
  }

  /// The live token whose secret is `secret`; nil for one unknown or revoked. Notes its use.
  public func token(secret: String) throws -> TokenRecord? {
    guard TokenSecret.isWellFormed(secret),
      let token = try store.token(secretHash: try TokenSecret.hash(secret)), token.isLive
    else { return nil }
    try noteUse(of: token.id)
    return token
  }

  private func noteUse(of id: String) throws {
    let date = now()
    let due = noted.withLock { noted in
      if let last = noted[id], date.timeIntervalSince(last) < Self.useInterval { return false }
      noted[id] = date
      return true
    }
    if due { try store.noteUse(id: id, at: date) }
  }

  /// A URL for `path` that lets requests in as the token `tokenId` for `lifetime` seconds.
  public func sign(path: String, tokenId: String, lifetime: Int) throws -> SignedURL {
    guard (1...SignedURL.longestLifetime).contains(lifetime) else {
      throw TokenError.invalidLifetime(lifetime)
    }
    let expires = Int(now().timeIntervalSince1970.rounded(.down)) + lifetime
    let signature = try signer().signature(path: path, expires: expires, tokenId: tokenId)
    return SignedURL(
      path: path, expires: Date(timeIntervalSince1970: Double(expires)), tokenId: tokenId,
      signature: Hex.string(signature))
  }

  /// Whether a signed URL is genuine, still within its time, and of a live token.
  public func check(path: String, expires: Int, tokenId: String, signature: String) throws
    -> SignatureCheck
  {
    guard
      try signer().isGenuine(path: path, expires: expires, tokenId: tokenId, signature: signature)
    else { return .invalid }
    let now = Int(now().timeIntervalSince1970)
    // Only this server signs, and never for longer: a later expiry means a key that leaked.
    guard expires - now <= SignedURL.longestLifetime else { return .invalid }
    guard now < expires else { return .expired(Date(timeIntervalSince1970: Double(expires))) }
    // A feed token signs nothing: it opens its feed alone.
    guard let token = try store.token(id: tokenId), token.isLive, !token.isFeed else {
      return .invalid
    }
    return .valid(tokenId: token.id, scope: token.scope)
  }

  /// What a session cookie signs in place of a path: a request's path always begins with a
  /// slash, so no signed URL's signature is ever a session's.
  static let sessionPurpose = "session cookie"

  /// A session for the API token `tokenId`, good for `lifetime` seconds: the value of the web
  /// page's HttpOnly cookie, `ID.EXPIRES.SIGNATURE`. It holds no secret of the token, and
  /// ends when the token is revoked.
  public func signSession(tokenId: String, lifetime: Int) throws -> (value: String, expires: Date) {
    let expires = Int(now().timeIntervalSince1970.rounded(.down)) + lifetime
    let signature = try signer().signature(
      path: Self.sessionPurpose, expires: expires, tokenId: tokenId)
    return (
      "\(tokenId).\(expires).\(Hex.string(signature))", Date(timeIntervalSince1970: Double(expires))
    )
  }

  /// The live API token a session cookie's value stands for, or nil (forged, expired, or its
  /// token revoked).
  public func checkSession(_ value: String, longestLifetime: Int) throws -> TokenRecord? {
    let parts = value.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 3, let expires = Int(parts[1]) else { return nil }
    let tokenId = String(parts[0])
    guard
      try signer().isGenuine(
        path: Self.sessionPurpose, expires: expires, tokenId: tokenId, signature: String(parts[2]))
    else { return nil }
    let now = Int(now().timeIntervalSince1970)
    guard now < expires, expires - now <= longestLifetime else { return nil }
    guard let token = try store.token(id: tokenId), token.isLive, !token.isFeed else { return nil }
    return token
  }

  private func signer() throws -> URLSigner {
    try Digests.open()
    if let known = knownSigner.withLock({ $0 }) { return known }
    var generator = SystemRandomNumberGenerator()
    let candidate = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    let key = try store.signingKey(offering: candidate)
    let made = URLSigner(key: key)
    knownSigner.withLock { $0 = made }
    return made
  }
}
