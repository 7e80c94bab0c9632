import Foundation
import TalecastContract
import TalecastCore

/// Where the event log keeps its events: a driver per database (SQLite, PostgreSQL, memory),
/// one behaviour suite over all of them. The log encodes and decodes; a store keeps rows in
/// the order they came (`sequence`).
public protocol EventStore: Sendable {
  func append(_ record: EventRecord) throws
  /// Records after `filter.after`, in log order, at most `filter.limit`.
  func records(_ filter: EventLog.Filter) throws -> [EventRecord]
  /// Records of `type`, newest first.
  func latest(type: String, limit: Int) throws -> [EventRecord]
  /// Distinct correlation ids of records of `type` that start with `prefix` (at most `limit`).
  func correlationIds(type: String, prefix: String, limit: Int) throws -> [String]
  /// The first record of `type` about `storyId`.
  func first(type: String, storyId: String) throws -> EventRecord?
  /// The position of the last record (0 when the log is empty).
  func lastSequence() throws -> Int64
  /// Calls `wake` after records are appended — by this process or another — until the watch
  /// is stopped; nil when the store cannot tell, and then readers look again on their own.
  func watchForEvents(_ wake: @escaping @Sendable () -> Void) -> (any StoreWatch)?
}

/// One stored event, as the store keeps it: the payload still JSON.
public struct EventRecord: Sendable, Hashable {
  /// The log position (0 before it is stored).
  public var sequence: Int64
  public var eventId: String
  public var type: String
  public var version: Int
  public var correlationId: String?
  public var storyId: String?
  public var timestamp: Double
  public var payload: String

  public init(
    sequence: Int64 = 0, eventId: String, type: String, version: Int, correlationId: String?,
    storyId: String?, timestamp: Double, payload: String
  ) {
    self.sequence = sequence
    self.eventId = eventId
    self.type = type
    self.version = version
    self.correlationId = correlationId
    self.storyId = storyId
    self.timestamp = timestamp
    self.payload = payload
  }
}
