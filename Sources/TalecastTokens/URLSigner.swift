import Foundation
import TalecastDigest

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

/// Signs and checks; the key is the store's, never logged or shown.
struct URLSigner: Sendable {
  let key: [UInt8]

  func signature(path: String, expires: Int, tokenId: String) -> [UInt8] {
    // New lines part the fields: none can hold one (a path's is percent-encoded).
    HMACSHA256.code(Array("\(path)\n\(expires)\n\(tokenId)".utf8), key: key)
  }

  func isGenuine(path: String, expires: Int, tokenId: String, signature: String) -> Bool {
    guard let given = Hex.bytes(signature) else { return false }
    return Hex.constantTimeEqual(
      given, self.signature(path: path, expires: expires, tokenId: tokenId))
  }
}
