import Foundation
import TalecastCore

/// One row of the event log: where it stands in the log, what it was, and the event read back.
public struct StoredEvent: Sendable {
  /// Position in the log: later events have larger numbers.
  public let sequence: Int64
  public let type: String
  public let eventId: String
  public let correlationId: String?
  public let timestamp: Date
  /// The event as stored.
  public let json: String
  /// Reads `json` back into its event type.
  package let registry: EventRegistry

  /// The event read back from its JSON, on each access: a reader that needs only the row
  /// (a follower skipping its own process's events, a count) never pays for the decoding.
  public var decoded: DecodedEvent { registry.decode(type: type, json: json) }

  /// One JSON line: `{"seq":…,"type":…,"event":{…}}`.
  public var jsonLine: String { EventCoding.line(type: type, json: json, sequence: sequence) }

  /// A readable summary; an unknown event shows its raw JSON.
  public var summary: String {
    switch decoded {
    case .known(let event): event.summary
    case .unknown(let type, let json, _): "\(type) (unknown type) \(json)"
    }
  }

  package init(
    sequence: Int64, type: String, eventId: String, correlationId: String?, timestamp: Date,
    json: String, registry: EventRegistry
  ) {
    self.sequence = sequence
    self.type = type
    self.eventId = eventId
    self.correlationId = correlationId
    self.timestamp = timestamp
    self.json = json
    self.registry = registry
  }
}
