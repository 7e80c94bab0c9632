import Foundation
import TalecastContract
import TalecastCore
import TalecastStorage

/// The event log in the Talecast SQLite database.
public struct SQLiteEventStore: EventStore {
  let database: Database

  public init(database: Database) throws {
    try SQLiteMigrator(EventLogSchema.sqlite, database: database).migrate()
    self.database = database
  }

  public func append(_ record: EventRecord) throws {
    try database.write { db in
      try db.run(
        """
        INSERT INTO events (event_id, type, version, correlation_id, story_id, timestamp, payload)
        VALUES (?, ?, ?, ?, ?, ?, ?)
        """,
        [
          .text(record.eventId), .text(record.type), .integer(Int64(record.version)),
          record.correlationId.map { .text($0) } ?? .null,
          record.storyId.map { .text($0) } ?? .null, .real(record.timestamp),
          .text(record.payload),
        ])
    }
  }

  public func records(_ filter: EventLog.Filter) throws -> [EventRecord] {
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
    return try database.read { db in try db.rows(sql, arguments) }.map(Self.record(from:))
  }

  public func latest(type: String, limit: Int) throws -> [EventRecord] {
    try database.read { db in
      try db.rows(
        "SELECT * FROM events WHERE type = ? ORDER BY seq DESC LIMIT ?",
        [.text(type), .integer(Int64(limit))])
    }.map(Self.record(from:))
  }

  public func correlationIds(type: String, prefix: String, limit: Int) throws -> [String] {
    // A range, not LIKE: a prefix is matched as written ("%" is not a pattern).
    try database.read { db in
      try db.rows(
        """
        SELECT DISTINCT correlation_id FROM events
        WHERE type = ? AND correlation_id >= ? AND correlation_id < ? LIMIT ?
        """, [.text(type), .text(prefix), .text(prefix + "\u{10FFFF}"), .integer(Int64(limit))])
    }.compactMap { $0.string("correlation_id") }
  }

  public func first(type: String, storyId: String) throws -> EventRecord? {
    try database.read { db in
      try db.rows(
        "SELECT * FROM events WHERE type = ? AND story_id = ? ORDER BY seq LIMIT 1",
        [.text(type), .text(storyId)])
    }.first.map(Self.record(from:))
  }

  public func lastSequence() throws -> Int64 {
    Int64(
      try database.read { db in try db.rows("SELECT max(seq) AS last FROM events") }.first?.int(
        "last") ?? 0)
  }

  /// Every commit to the database, by any process (SQLite cannot say which table changed).
  public func watchForEvents(_ wake: @escaping @Sendable () -> Void) -> (any StoreWatch)? {
    database.watchChanges(wake)
  }

  static func record(from row: Row) -> EventRecord {
    EventRecord(
      sequence: Int64(row.int("seq") ?? 0), eventId: row.string("event_id") ?? "",
      type: row.string("type") ?? "?", version: row.int("version") ?? 1,
      correlationId: row.string("correlation_id"), storyId: row.string("story_id"),
      timestamp: row.double("timestamp") ?? 0, payload: row.string("payload") ?? "{}")
  }
}
