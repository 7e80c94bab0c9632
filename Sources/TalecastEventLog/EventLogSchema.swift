import TalecastStorage

/// The event log's table, as named forward-only migrations.
enum EventLogSchema {
  static var migrator: Migrator {
    var migrator = Migrator()
    migrator.register(
      "2026-11-21-create-event-log",
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
    return migrator
  }
}
