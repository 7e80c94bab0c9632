import Foundation
import TalecastCore
import TalecastStorage

/// The persisted history of every event: each one stored as JSON with its type name, in the
/// Talecast database (its `EventStore`: SQLite, PostgreSQL or memory). A registry reads stored
/// events back into typed values; types it does not know are kept and shown raw.
public final class EventLog: Sendable {
  public let store: any EventStore
  private let registry: EventRegistry
  private let logger: Logger

  public init(
    store: any EventStore, registry: EventRegistry = .standard,
    logger: Logger = Logger(label: "talecast.eventlog")
  ) {
    self.store = store
    self.registry = registry
    self.logger = logger
  }

  /// The log in the Talecast SQLite database.
  public convenience init(
    database: Database, registry: EventRegistry = .standard,
    logger: Logger = Logger(label: "talecast.eventlog")
  ) throws {
    self.init(store: try SQLiteEventStore(database: database), registry: registry, logger: logger)
  }

  /// Persists every event published on `broker` from now on. A failed write is logged and
  /// does not stop the publisher.
  public func record(from broker: EventBroker) -> Subscription {
    broker.subscribeToAll { [weak self] event in try self?.append(event) }
  }

  public func append(_ event: any TalecastEvent) throws {
    let json = String(decoding: try EventCoding.makeEncoder().encode(event), as: UTF8.self)
    let metadata = event.metadata
    try store.append(
      EventRecord(
        eventId: metadata.eventId, type: type(of: event).typeName, version: metadata.version,
        correlationId: metadata.correlationId, storyId: event.storyReference,
        timestamp: metadata.timestamp.timeIntervalSince1970, payload: json))
  }

  /// What to read from the log.
  public struct Filter: Sendable {
    public var correlationId: String?
    public var storyId: String?
    /// Only events after this position.
    public var after: Int64
    public var limit: Int

    public init(
      correlationId: String? = nil, storyId: String? = nil, after: Int64 = 0, limit: Int = 100_000
    ) {
      self.correlationId = correlationId
      self.storyId = storyId
      self.after = after
      self.limit = limit
    }
  }

  /// Stored events in log order.
  public func events(_ filter: Filter = Filter()) throws -> [StoredEvent] {
    try store.records(filter).map { record in
      StoredEvent(
        sequence: record.sequence, type: record.type, eventId: record.eventId,
        correlationId: record.correlationId,
        timestamp: Date(timeIntervalSince1970: record.timestamp), json: record.payload,
        registry: registry)
    }
  }

  /// Ids of jobs, newest first, with the source each came from.
  public func jobs(limit: Int = 50) throws -> [(jobId: String, source: String, started: Date)] {
    let decoder = EventCoding.makeDecoder()
    return try store.latest(type: StoryGenerationStarted.typeName, limit: limit).compactMap {
      record in
      guard let id = record.correlationId else { return nil }
      let started = try? decoder.decode(
        StoryGenerationStarted.self, from: Data(record.payload.utf8))
      return (id, started?.source ?? "?", Date(timeIntervalSince1970: record.timestamp))
    }
  }

  /// The job whose id is `idOrPrefix`, or the only one whose id starts with it.
  public func jobId(matching idOrPrefix: String) throws -> String? {
    let wanted = idOrPrefix.lowercased()
    guard !wanted.isEmpty, wanted.allSatisfy(\.isHexDigit) else { return nil }
    let ids = try store.correlationIds(
      type: StoryGenerationStarted.typeName, prefix: wanted, limit: 2)
    return ids.count == 1 ? ids[0] : nil
  }

  /// The job that generated a story.
  public func jobId(forStory storyId: String) throws -> String? {
    try store.first(type: StoryGenerated.typeName, storyId: storyId)?.correlationId
  }
}
