import Foundation

/// A token as the store keeps it and as it is shown: never its secret, never its hash.
public struct TokenRecord: Sendable, Equatable, Codable {
  /// Short and random, like a job's or a story's id; signed URLs name it.
  public var id: String
  /// What it is for ("kitchen tablet"); unique among live tokens.
  public var name: String
  public var scope: TokenScope
  public var created: Date
  /// When it was revoked; nil while it is live.
  public var revoked: Date?
  /// When it last let a request in (noted at most once a minute).
  public var lastUsed: Date?
  /// For a feed token: the saved query (the CLI's query language; empty for the whole
  /// library) whose stories its podcast feed lists. Nil for an API token. A feed token opens
  /// its feed and its feed's stories only, never a `/v1` route.
  public var feedQuery: String?

  public init(
    id: String, name: String, scope: TokenScope, created: Date, revoked: Date? = nil,
    lastUsed: Date? = nil, feedQuery: String? = nil
  ) {
    self.feedQuery = feedQuery
    self.id = id
    self.name = name
    self.scope = scope
    self.created = created
    self.revoked = revoked
    self.lastUsed = lastUsed
  }

  public var isLive: Bool { revoked == nil }
  public var isFeed: Bool { feedQuery != nil }
}
