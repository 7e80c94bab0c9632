import Foundation
import TalecastContract
import TalecastCore
import TalecastStorage

/// The persisted history of every event: each one stored as JSON with its type name, in the
/// Talecast database (its `EventStore`: SQLite, PostgreSQL or memory). A registry reads stored
/// events back into typed values; types it does not know are kept and shown raw.
public final class EventLog: Sendable {
  public let store: any EventStore
  private let registry: EventRegistry
  private let logger: Logger
  /// Events published while the store could not take them, written once it can.
  private let backlog: EventBacklog
  /// Followers in this process, woken as soon as this process has stored a record (the
  /// store's own change signal, which also brings other processes' records, comes later:
  /// inotify on the WAL, or NOTIFY).
  let localAppends = ChangeListeners()

  /// `backlog` events at most wait in memory while the store is away (tried again every
  /// `longestPause` seconds at most); more are counted and logged as lost (`EventsLost`).
  public init(
    store: any EventStore, registry: EventRegistry = .standard,
    logger: Logger = Logger(label: "talecast.eventlog"), backlog: Int = 10_000,
    longestPause: Double = 5
  ) {
    self.store = store
    self.registry = registry
    self.logger = logger
    self.backlog = EventBacklog(
      store: store, capacity: backlog, longestPause: longestPause, logger: logger,
      appended: localAppends.notify)
  }

  /// The log in the Talecast SQLite database.
  public convenience init(
    database: Database, registry: EventRegistry = .standard,
    logger: Logger = Logger(label: "talecast.eventlog")
  ) throws {
    self.init(store: try SQLiteEventStore(database: database), registry: registry, logger: logger)
  }

  /// Persists every event published on `broker` from now on. An event the store cannot take
  /// (it is away) waits in the backlog, and those after it too, until it can: the publisher
  /// is not held up, and the log keeps the order. `flush` before the process ends.
  public func record(from broker: EventBroker) -> Subscription {
    broker.subscribeToAll { [weak self] event in
      guard let self else { return }
      backlog.write(try Self.record(of: event))
    }
  }

  public func append(_ event: any TalecastEvent) throws {
    try store.append(try Self.record(of: event))
  }

  /// Events published but not yet in the store (it was away).
  public var waiting: Int { backlog.count }

  /// Waits up to `timeout` seconds for the events still waiting to be written. Those that
  /// cannot be are logged as lost, with how many and when they were published. Returns how
  /// many were lost.
  @discardableResult
  public func flush(timeout: Double) -> Int {
    let left = backlog.flush(timeout: timeout)
    var lost = 0
    var first = Double.infinity
    var last = -Double.infinity
    for entry in left {
      switch entry {
      case .event(let record):
        lost += 1
        first = min(first, record.timestamp)
        last = max(last, record.timestamp)
      case .lost(let count, let from, let to):
        lost += count
        first = min(first, from)
        last = max(last, to)
      }
    }
    if lost > 0 {
      logger.error(
        "\(lost) event\(lost == 1 ? "" : "s") published between \(EventCoding.timestamp(Date(timeIntervalSince1970: first))) and \(EventCoding.timestamp(Date(timeIntervalSince1970: last))) could not be written to the event log: its store is away"
      )
    }
    return lost
  }

  /// The stored form of `event`.
  static func record(of event: any TalecastEvent) throws -> EventRecord {
    let json = String(decoding: try EventCoding.makeEncoder().encode(event), as: UTF8.self)
    let metadata = event.metadata
    return EventRecord(
      eventId: metadata.eventId, type: type(of: event).typeName, version: metadata.version,
      correlationId: metadata.correlationId, storyId: event.storyReference,
      timestamp: metadata.timestamp.timeIntervalSince1970, payload: json)
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
