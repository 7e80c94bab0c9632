import Foundation
import Synchronization

/// Something that happened in Talecast, published on the broker. Events are immutable values;
/// each carries metadata saying which event it is, when it happened and what it belongs to.
public protocol TalecastEvent: Codable, Sendable {
  /// The stable name stored in the event log and printed in JSON lines.
  static var typeName: String { get }
  /// The schema version of this event's payload; bump it when fields change meaning.
  static var schemaVersion: Int { get }
  var metadata: EventMetadata { get }
  /// One readable line describing the event, for logs and listings.
  var summary: String { get }
  /// The story this event concerns, if any; the event log indexes it.
  var storyReference: String? { get }
}

extension TalecastEvent {
  public static var schemaVersion: Int { 1 }
  public var summary: String { Self.typeName }
  public var storyReference: String? { nil }
}

public struct EventMetadata: Codable, Sendable, Hashable {
  /// Unique within the process run and across runs (random prefix + counter).
  public let eventId: String
  public let timestamp: Date
  public let version: Int
  /// The job or story this event belongs to.
  public let correlationId: String?

  public init(eventId: String, timestamp: Date, version: Int, correlationId: String?) {
    self.eventId = eventId
    self.timestamp = timestamp
    self.version = version
    self.correlationId = correlationId
  }

  /// New metadata for an event of type `E`.
  public static func new<E: TalecastEvent>(for _: E.Type, correlationId: String?) -> EventMetadata {
    // Whole milliseconds: what the event log and JSON lines keep, so a stored event reads
    // back with exactly the metadata it was published with.
    let milliseconds = (Date().timeIntervalSince1970 * 1000).rounded()
    return EventMetadata(
      eventId: EventIdentifiers.next(),
      timestamp: Date(timeIntervalSince1970: milliseconds / 1000),
      version: E.schemaVersion,
      correlationId: correlationId
    )
  }
}

/// Event ids are made on hot paths, where `UUID()` (a system random call each) is too slow:
/// a random per-process prefix plus an atomic counter is unique and cheap.
enum EventIdentifiers {
  private static let prefix = Identifier.make()
  private static let counter = Atomic<UInt64>(0)

  static func next() -> String {
    let (value, _) = counter.add(1, ordering: .relaxed)
    return "\(prefix)-\(value)"
  }
}
