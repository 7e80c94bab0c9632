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
  public let decoded: DecodedEvent

  /// One JSON line: `{"seq":…,"type":…,"event":{…}}`.
  public var jsonLine: String { EventCoding.line(type: type, json: json, sequence: sequence) }

  /// A readable summary; an unknown event shows its raw JSON.
  public var summary: String {
    switch decoded {
    case .known(let event): event.summary
    case .unknown(let type, let json, _): "\(type) (unknown type) \(json)"
    }
  }
}
