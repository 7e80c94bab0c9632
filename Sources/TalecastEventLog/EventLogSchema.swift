import TalecastContract
import TalecastCore

/// The event log's table: every broker message, in the order it was published. Earlier
/// releases made it as part of the whole database's version 1 (SQLite) or as version 2
/// (PostgreSQL).
public enum EventLogSchema {
  public static let store = "event log"

  public static let sqlite = StoreSchema(
    store: store,
    migrations: [
      Migration(
        version: 1, name: "event log",
        sql: """
          CREATE TABLE events (
            seq INTEGER PRIMARY KEY AUTOINCREMENT,
            event_id TEXT NOT NULL UNIQUE,
            type TEXT NOT NULL,
            version INTEGER NOT NULL,
            correlation_id TEXT,
            story_id TEXT,
            timestamp REAL NOT NULL,
            payload TEXT NOT NULL
          );
          CREATE INDEX events_correlation ON events(correlation_id, seq);
          CREATE INDEX events_story ON events(story_id, seq);
          CREATE INDEX events_type ON events(type, seq);
          """)
    ],
    adopted: [(wholeVersion: 1, version: 1)])

  public static let postgres = StoreSchema(
    store: store,
    migrations: [
      Migration(
        version: 1, name: "event log",
        sql: """
          CREATE TABLE events (
            seq BIGSERIAL PRIMARY KEY,
            event_id TEXT NOT NULL UNIQUE,
            type TEXT NOT NULL,
            version INTEGER NOT NULL,
            correlation_id TEXT,
            story_id TEXT,
            timestamp DOUBLE PRECISION NOT NULL,
            payload TEXT NOT NULL
          );
          CREATE INDEX events_correlation ON events (correlation_id, seq);
          CREATE INDEX events_story ON events (story_id, seq);
          CREATE INDEX events_type ON events (type, seq);
          """)
    ],
    adopted: [(wholeVersion: 2, version: 1)])
}
