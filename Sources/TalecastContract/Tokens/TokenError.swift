import Foundation

/// What went wrong with a token. No case ever carries a token's secret.
public enum TokenError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The name breaks a rule (empty, too long, a control character).
  case invalidName(String)
  /// A live token already has this name.
  case nameTaken(String)
  /// No token has this id or live name.
  case notFound(String)
  /// More than one token's id starts with this.
  case ambiguous(String)
  /// The token was revoked already.
  case alreadyRevoked(id: String, name: String)
  /// A signed URL's lifetime out of bounds.
  case invalidLifetime(Int)
  /// A live feed already has this name.
  case feedNameTaken(String)
  /// No feed has this id or live name.
  case feedNotFound(String)

  public var description: String {
    switch self {
    case .invalidName(let problem): "token name: \(problem)"
    case .nameTaken(let name): "a live token is already named '\(name)'"
    case .notFound(let reference): "no token with the id or name '\(reference)'"
    case .ambiguous(let prefix): "more than one token's id starts with '\(prefix)'"
    case .alreadyRevoked(let id, let name): "token \(id) ('\(name)') was already revoked"
    case .feedNameTaken(let name): "a live feed is already named '\(name)'"
    case .feedNotFound(let reference): "no feed with the id or name '\(reference)'"
    case .invalidLifetime(let seconds):
      "a signed URL lives 1 to \(SignedURL.longestLifetime) seconds, not \(seconds)"
    }
  }
}
