import Foundation

/// Events the event log could not keep: its store was away longer than its backlog could
/// wait for (a long database outage), so `count` events published between `from` and `to`
/// are missing from the log. Written in their place once the store takes writes again, so
/// the log shows the gap as a gap.
public struct EventsLost: TalecastEvent {
  public static let typeName = "EventsLost"
  public let metadata: EventMetadata
  public let count: Int
  public let from: Date
  public let to: Date

  public init(count: Int, from: Date, to: Date) {
    self.metadata = .new(for: Self.self, correlationId: nil)
    self.count = count
    self.from = from
    self.to = to
  }

  public var summary: String {
    "\(count) event\(count == 1 ? "" : "s") lost between \(EventCoding.timestamp(from)) and \(EventCoding.timestamp(to)) (the event log's store was away)"
  }
}
