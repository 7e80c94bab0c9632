import Foundation
import TalecastContract
import TalecastCore
import TalecastPostgres
import TalecastSQL
import TalecastStorage

/// The event log in a SQL database: one set of statements for SQLite and PostgreSQL, run by
/// the database's engine. What differs is said where it differs: PostgreSQL appends in turn
/// (so sequence numbers are handed out in commit order) and notifies its followers; each
/// database watches for appends its own way (`SQLiteEventStore`, `PostgresEventStore`).
///
/// A class so that the two drivers share these operations; it holds only its engine
/// (immutable, `Sendable`), so it is safe to share between threads.
public class SQLEventStore: EventStore, @unchecked Sendable {
  let engine: any SQLEngine

  init(engine: any SQLEngine) { self.engine = engine }

  public func append(_ record: EventRecord) throws {
    try engine.write { db in
      if engine.dialect == .postgres {
        _ = try db.rows("SELECT pg_advisory_xact_lock(\(PostgresEventStore.appendLock))")
        _ = try db.rows("SELECT pg_notify(\(PostgresEventStore.channel), '')")
      }
      try db.run(
        """
        INSERT INTO events (event_id, type, version, correlation_id, story_id, timestamp, payload)
        VALUES (\(record.eventId), \(record.type), \(record.version), \(record.correlationId),
          \(record.storyId), \(record.timestamp), \(record.payload))
        """)
    }
  }

  public func records(_ filter: EventLog.Filter) throws -> [EventRecord] {
    var statement: SQLFragment = "SELECT * FROM events WHERE seq > \(Int(filter.after))"
    if let id = filter.correlationId { statement += " AND correlation_id = \(id)" }
    if let id = filter.storyId { statement += " AND story_id = \(id)" }
    return try select(statement + " ORDER BY seq LIMIT \(filter.limit)")
  }

  public func latest(type: String, limit: Int) throws -> [EventRecord] {
    try select("SELECT * FROM events WHERE type = \(type) ORDER BY seq DESC LIMIT \(limit)")
  }

  public func correlationIds(type: String, prefix: String, limit: Int) throws -> [String] {
    // A prefix is matched as written (with LIKE, "%" would be a pattern).
    let starting: SQLFragment =
      engine.dialect == .postgres
      ? "starts_with(correlation_id, \(prefix))"
      : "correlation_id >= \(prefix) AND correlation_id < \(prefix + "\u{10FFFF}")"
    return try engine.read { db in
      try db.rows(
        "SELECT DISTINCT correlation_id FROM events WHERE type = \(type) AND \(starting) LIMIT \(limit)"
      )
    }.compactMap { $0.string("correlation_id") }
  }

  public func first(type: String, storyId: String) throws -> EventRecord? {
    try select(
      "SELECT * FROM events WHERE type = \(type) AND story_id = \(storyId) ORDER BY seq LIMIT 1"
    ).first
  }

  public func lastSequence() throws -> Int64 {
    let rows = try engine.read { db in
      try db.rows("SELECT coalesce(max(seq), 0) AS last FROM events")
    }
    return Int64(rows.first?.int("last") ?? 0)
  }

  /// Overridden by each database: how appends by other processes are noticed.
  public func watchForEvents(_ wake: @escaping @Sendable () -> Void) -> (any StoreWatch)? { nil }

  private func select(_ statement: SQLFragment) throws -> [EventRecord] {
    try engine.read { db in try db.rows(statement) }.map { row in
      EventRecord(
        sequence: Int64(row.int("seq") ?? 0), eventId: row.string("event_id") ?? "",
        type: row.string("type") ?? "?", version: row.int("version") ?? 1,
        correlationId: row.string("correlation_id"), storyId: row.string("story_id"),
        timestamp: row.double("timestamp") ?? 0, payload: row.string("payload") ?? "{}")
    }
  }
}

/// The event log in the Talecast SQLite database; appends by other processes are noticed by
/// the database's change watch.
public final class SQLiteEventStore: SQLEventStore, @unchecked Sendable {
  let database: Database

  public init(database: Database) throws {
    try SQLiteMigrator(EventLogSchema.sqlite, database: database).migrate()
    self.database = database
    super.init(engine: SQLiteEngine(database: database))
  }

  public override func watchForEvents(_ wake: @escaping @Sendable () -> Void)
    -> (any StoreWatch)?
  {
    database.watchChanges(wake)
  }
}

/// The event log in a PostgreSQL database shared by many hosts; `log --follow` on any host
/// sees every host's events.
public final class PostgresEventStore: SQLEventStore, @unchecked Sendable {
  /// The channel every append notifies and followers listen on.
  public static let channel = "talecast_events"
  /// The advisory lock appends take in turn (any number, the same on every host).
  static let appendLock = 0x7461_6c65_6576
  let database: PostgresDatabase

  public init(database: PostgresDatabase) throws {
    try PostgresMigrator(EventLogSchema.postgres, database: database).migrate()
    self.database = database
    super.init(engine: PostgresEngine(database: database))
  }

  public override func watchForEvents(_ wake: @escaping @Sendable () -> Void)
    -> (any StoreWatch)?
  {
    let listener = PostgresListener(url: database.url, channel: Self.channel, wake: wake)
    return StoreWatchHandle { listener.stop() }
  }
}
