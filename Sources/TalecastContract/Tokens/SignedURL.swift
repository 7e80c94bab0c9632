import Foundation

/// Signed URLs, for `<audio>` and `EventSource`, which cannot send a bearer token: the path,
/// the expiry and the token's id, signed with HMAC-SHA-256 under the store's key. The URL
/// lets in what the token lets in, until it expires or the token is revoked.
public struct SignedURL: Sendable, Equatable {
  public let path: String
  /// When it stops letting requests in (whole seconds).
  public let expires: Date
  public let tokenId: String
  /// HMAC-SHA-256 in hex.
  public let signature: String

  /// The longest a signed URL lives (one hour): enough for a story to play through.
  public static let longestLifetime = 3600

  /// The path with the query that carries the signature.
  public var relative: String {
    "\(path)?expires=\(Int(expires.timeIntervalSince1970))&token=\(tokenId)&signature=\(signature)"
  }

  package init(path: String, expires: Date, tokenId: String, signature: String) {
    self.path = path
    self.expires = expires
    self.tokenId = tokenId
    self.signature = signature
  }
}

/// What checking a signed URL found.
public enum SignatureCheck: Sendable, Equatable {
  /// It is good: the request is let in with the token's scope.
  case valid(tokenId: String, scope: TokenScope)
  /// It was good until `expires`.
  case expired(Date)
  /// Not made by this server for this path, or its token is revoked.
  case invalid
}
