/// Talecast's tables in PostgreSQL, as one ordered list of migrations: the version names the
/// whole database, so every store migrates it all (under the migrator's advisory lock) before
/// it starts. The tables match the SQLite schema's columns, so rows read alike.
public enum PostgresSchema {
  public static let migrator = PostgresMigrator([queue, eventLog])

  public static func migrate(_ database: PostgresDatabase) throws {
    try migrator.migrate(database)
  }

  /// The version this build knows.
  public static var latestVersion: Int { migrator.migrations.last?.version ?? 0 }

  static let queue = PostgresMigrator.Migration(
    version: 1, name: "job queue",
    sql: """
      CREATE TABLE jobs (
        seq BIGSERIAL PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        source TEXT NOT NULL,
        payload TEXT NOT NULL,
        idempotency_key TEXT NOT NULL UNIQUE,
        state TEXT NOT NULL,
        priority INTEGER NOT NULL DEFAULT 0,
        run_at DOUBLE PRECISION NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        max_attempts INTEGER NOT NULL,
        lease_owner TEXT,
        lease_expires DOUBLE PRECISION,
        cancel_requested INTEGER NOT NULL DEFAULT 0,
        story_id TEXT,
        last_error TEXT,
        created DOUBLE PRECISION NOT NULL,
        updated DOUBLE PRECISION NOT NULL,
        finished DOUBLE PRECISION
      );
      CREATE INDEX jobs_claim ON jobs (state, priority DESC, run_at, seq);
      CREATE TABLE job_attempts (
        job_id TEXT NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
        number INTEGER NOT NULL,
        worker TEXT NOT NULL,
        started DOUBLE PRECISION NOT NULL,
        ended DOUBLE PRECISION,
        outcome TEXT,
        error TEXT,
        PRIMARY KEY (job_id, number)
      );
      """)

  static let eventLog = PostgresMigrator.Migration(
    version: 2, name: "event log",
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
}
