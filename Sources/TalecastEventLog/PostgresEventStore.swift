import Foundation
import TalecastContract
import TalecastCore
import TalecastPostgres

/// The event log in a PostgreSQL database shared by many hosts; `log --follow` on any host
/// sees every host's events.
public struct PostgresEventStore: EventStore {
  let database: PostgresDatabase

  public init(database: PostgresDatabase) throws {
    try PostgresMigrator(EventLogSchema.postgres, database: database).migrate()
    self.database = database
  }

  /// The channel every append notifies and followers listen on.
  public static let channel = "talecast_events"
  /// The advisory lock appends take in turn (any number, the same on every host).
  static let appendLock = 0x7461_6c65_6576

  /// Appends take an advisory lock, so a record's `seq` (drawn from a sequence when it is
  /// inserted) and its commit come in the same order on every host: a follower that has read
  /// up to `seq` n never later finds a smaller one committed. The `NOTIFY` reaches every
  /// listening host at commit.
  public func append(_ record: EventRecord) throws {
    try database.transaction { connection in
      try connection.execute("SELECT pg_advisory_xact_lock($1)", [.integer(Self.appendLock)])
      try connection.notify(Self.channel)
      try connection.execute(
        """
        INSERT INTO events (event_id, type, version, correlation_id, story_id, timestamp, payload)
        VALUES ($1, $2, $3, $4, $5, $6, $7)
        """,
        [
          .text(record.eventId), .text(record.type), .integer(record.version),
          record.correlationId.map { .text($0) } ?? .null,
          record.storyId.map { .text($0) } ?? .null, .real(record.timestamp),
          .text(record.payload),
        ])
    }
  }

  public func records(_ filter: EventLog.Filter) throws -> [EventRecord] {
    try select(
      """
      SELECT * FROM events WHERE seq > $1 AND ($2::text IS NULL OR correlation_id = $2)
        AND ($3::text IS NULL OR story_id = $3) ORDER BY seq LIMIT $4
      """,
      [
        .integer(Int(filter.after)), filter.correlationId.map { .text($0) } ?? .null,
        filter.storyId.map { .text($0) } ?? .null, .integer(filter.limit),
      ])
  }

  public func latest(type: String, limit: Int) throws -> [EventRecord] {
    try select(
      "SELECT * FROM events WHERE type = $1 ORDER BY seq DESC LIMIT $2",
      [.text(type), .integer(limit)])
  }

  public func correlationIds(type: String, prefix: String, limit: Int) throws -> [String] {
    let rows = try database.transaction { connection in
      try connection.execute(
        """
        SELECT DISTINCT correlation_id FROM events
        WHERE type = $1 AND starts_with(correlation_id, $2) LIMIT $3
        """, [.text(type), .text(prefix), .integer(limit)])
    }
    return (0..<rows.count).compactMap { rows.string($0, "correlation_id") }
  }

  public func first(type: String, storyId: String) throws -> EventRecord? {
    try select(
      "SELECT * FROM events WHERE type = $1 AND story_id = $2 ORDER BY seq LIMIT 1",
      [.text(type), .text(storyId)]
    ).first
  }

  public func lastSequence() throws -> Int64 {
    let rows = try database.transaction { connection in
      try connection.execute("SELECT coalesce(max(seq), 0) AS last FROM events")
    }
    return Int64(rows.int(0, "last") ?? 0)
  }

  public func watchForEvents(_ wake: @escaping @Sendable () -> Void) -> (any StoreWatch)? {
    let listener = PostgresListener(url: database.url, channel: Self.channel, wake: wake)
    return StoreWatchHandle { listener.stop() }
  }

  private func select(_ sql: String, _ parameters: [PostgresValue]) throws -> [EventRecord] {
    let rows = try database.transaction { try $0.execute(sql, parameters) }
    return (0..<rows.count).map { row in
      EventRecord(
        sequence: Int64(rows.int(row, "seq") ?? 0), eventId: rows.string(row, "event_id") ?? "",
        type: rows.string(row, "type") ?? "?", version: rows.int(row, "version") ?? 1,
        correlationId: rows.string(row, "correlation_id"), storyId: rows.string(row, "story_id"),
        timestamp: rows.double(row, "timestamp") ?? 0, payload: rows.string(row, "payload") ?? "{}")
    }
  }
}
