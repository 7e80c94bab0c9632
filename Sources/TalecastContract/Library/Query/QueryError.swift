import TalecastCore

/// A mistake in a query, with where it is so the message can point at it.
public struct QueryError: Error, Sendable, Equatable, CustomStringConvertible {
  public let query: String
  /// Character offsets of the offending token in `query`.
  public let start: Int
  public let length: Int
  public let problem: String

  public var description: String {
    "bad query: \(problem)\n" + TokenMarker.pointing(at: start, length: length, in: query)
  }
}
