import Foundation
import TalecastCore
import TalecastStorage

/// The persisted history of every event: each one stored as JSON with its type name, in the
/// one Talecast database. A registry reads stored events back into typed values; types it does
/// not know are kept and shown raw.
public final class EventLog: Sendable {
  private let database: Database
  private let registry: EventRegistry
  private let logger: Logger

  public init(
    database: Database, registry: EventRegistry = .standard,
    logger: Logger = Logger(label: "talecast.eventlog")
  )
    throws
  {
    self.database = database
    self.registry = registry
    self.logger = logger
    try TalecastSchema.migrate(database)
  }

  /// Persists every event published on `broker` from now on. A failed write is logged and
  /// does not stop the publisher.
  public func record(from broker: EventBroker) -> Subscription {
    broker.subscribeToAll { [weak self] event in try self?.append(event) }
  }

  public func append(_ event: any TalecastEvent) throws {
    let json = String(decoding: try EventCoding.makeEncoder().encode(event), as: UTF8.self)
    let metadata = event.metadata
    try database.write { db in
      try db.run(
        """
        INSERT INTO events (event_id, type, version, correlation_id, story_id, timestamp, payload)
        VALUES (?, ?, ?, ?, ?, ?, ?)
        """,
        [
          .text(metadata.eventId), .text(type(of: event).typeName),
          .integer(Int64(metadata.version)),
          metadata.correlationId.map { .text($0) } ?? .null,
          event.storyReference.map { .text($0) } ?? .null,
          .real(metadata.timestamp.timeIntervalSince1970), .text(json),
        ])
    }
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
    var clauses = ["seq > ?"]
    var arguments: [SQLValue] = [.integer(filter.after)]
    if let id = filter.correlationId {
      clauses.append("correlation_id = ?")
      arguments.append(.text(id))
    }
    if let id = filter.storyId {
      clauses.append("story_id = ?")
      arguments.append(.text(id))
    }
    arguments.append(.integer(Int64(filter.limit)))
    let sql =
      "SELECT * FROM events WHERE \(clauses.joined(separator: " AND ")) ORDER BY seq LIMIT ?"
    let rows = try database.read { db in try db.rows(sql, arguments) }
    let decoder = EventCoding.makeDecoder()
    return rows.map { row in
      let type = row.string("type") ?? "?"
      let json = row.string("payload") ?? "{}"
      return StoredEvent(
        sequence: Int64(row.int("seq") ?? 0), type: type, eventId: row.string("event_id") ?? "",
        correlationId: row.string("correlation_id"),
        timestamp: Date(timeIntervalSince1970: row.double("timestamp") ?? 0), json: json,
        decoded: registry.decode(type: type, json: json, decoder: decoder))
    }
  }

  /// Ids of jobs, newest first, with the source each came from.
  public func jobs(limit: Int = 50) throws -> [(jobId: String, source: String, started: Date)] {
    let rows = try database.read { db in
      try db.rows(
        """
        SELECT correlation_id, payload, timestamp FROM events
        WHERE type = ? ORDER BY seq DESC LIMIT ?
        """,
        [.text(StoryGenerationStarted.typeName), .integer(Int64(limit))])
    }
    let decoder = EventCoding.makeDecoder()
    return rows.compactMap { row in
      guard let id = row.string("correlation_id") else { return nil }
      let started = try? decoder.decode(
        StoryGenerationStarted.self, from: Data((row.string("payload") ?? "").utf8))
      return (id, started?.source ?? "?", Date(timeIntervalSince1970: row.double("timestamp") ?? 0))
    }
  }

  /// The job whose id is `idOrPrefix`, or the only one whose id starts with it.
  public func jobId(matching idOrPrefix: String) throws -> String? {
    let wanted = idOrPrefix.lowercased()
    guard !wanted.isEmpty, wanted.allSatisfy(\.isHexDigit) else { return nil }
    let rows = try database.read { db in
      try db.rows(
        "SELECT DISTINCT correlation_id FROM events WHERE type = ? AND correlation_id LIKE ? LIMIT 2",
        [.text(StoryGenerationStarted.typeName), .text(wanted + "%")])
    }
    return rows.count == 1 ? rows[0].string("correlation_id") : nil
  }

  /// The job that generated a story.
  public func jobId(forStory storyId: String) throws -> String? {
    let rows = try database.read { db in
      try db.rows(
        "SELECT correlation_id FROM events WHERE type = ? AND story_id = ? ORDER BY seq LIMIT 1",
        [.text(StoryGenerated.typeName), .text(storyId)])
    }
    return rows.first?.string("correlation_id")
  }
}
