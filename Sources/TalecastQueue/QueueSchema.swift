import TalecastContract
import TalecastCore

/// The queue's tables: every job submitted, before any work starts, with its state, lease and
/// attempts. Earlier releases made them as the whole database's version 3 (SQLite) or 1
/// (PostgreSQL).
public enum QueueSchema {
  public static let store = "queue"

  public static let sqlite = StoreSchema(
    store: store,
    migrations: [
      Migration(
        version: 1, name: "job queue",
        sql: """
          CREATE TABLE jobs (
            seq INTEGER PRIMARY KEY AUTOINCREMENT,
            id TEXT NOT NULL UNIQUE,
            source TEXT NOT NULL,
            payload TEXT NOT NULL,
            idempotency_key TEXT NOT NULL UNIQUE,
            state TEXT NOT NULL,
            priority INTEGER NOT NULL DEFAULT 0,
            run_at REAL NOT NULL,
            attempts INTEGER NOT NULL DEFAULT 0,
            max_attempts INTEGER NOT NULL,
            lease_owner TEXT,
            lease_expires REAL,
            cancel_requested INTEGER NOT NULL DEFAULT 0,
            story_id TEXT,
            last_error TEXT,
            created REAL NOT NULL,
            updated REAL NOT NULL,
            finished REAL
          );
          CREATE INDEX jobs_claim ON jobs(state, priority DESC, run_at, seq);
          CREATE TABLE job_attempts (
            job_id TEXT NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
            number INTEGER NOT NULL,
            worker TEXT NOT NULL,
            started REAL NOT NULL,
            ended REAL,
            outcome TEXT,
            error TEXT,
            PRIMARY KEY (job_id, number)
          );
          """)
    ],
    adopted: [(wholeVersion: 3, version: 1)])

  public static let postgres = StoreSchema(
    store: store,
    migrations: [
      Migration(
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
    ],
    adopted: [(wholeVersion: 1, version: 1)])
}
