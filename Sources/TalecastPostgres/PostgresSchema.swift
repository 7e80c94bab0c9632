/// Talecast's tables in PostgreSQL, as one ordered list of migrations: the version names the
/// whole database, so every store migrates it all (under the migrator's advisory lock) before
/// it starts. The tables match the SQLite schema's columns, so rows read alike.
public enum PostgresSchema {
  public static let migrator = PostgresMigrator([queue, eventLog, library])

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

  /// The library: the SQLite tables (as of its version 4) with text in the "C" collation, so
  /// text compares and sorts byte by byte as SQLite's does, and search by a generated
  /// `tsvector` (lower case, accents removed, as FTS5's unicode61 tokenizer does) with a GIN
  /// index. `fold()` is the adapter function of SQLite's, here in SQL through ICU.
  static let library = PostgresMigrator.Migration(
    version: 3, name: "library",
    sql: """
      CREATE FUNCTION fold(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
        AS $$ SELECT lower($1 COLLATE "und-x-icu") $$;
      CREATE FUNCTION search_words(text) RETURNS tsvector LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
        AS $$ SELECT to_tsvector('simple', regexp_replace(normalize($1, NFD), '[\\u0300-\\u036f]', '', 'g')) $$;
      CREATE TABLE heroes (
        id TEXT COLLATE "C" PRIMARY KEY,
        name TEXT COLLATE "C" NOT NULL,
        primary_trait TEXT COLLATE "C" NOT NULL,
        secondary_trait TEXT COLLATE "C" NOT NULL,
        appearance TEXT COLLATE "C" NOT NULL,
        special_ability TEXT COLLATE "C" NOT NULL,
        pronouns TEXT COLLATE "C" NOT NULL DEFAULT 'they',
        avatar TEXT COLLATE "C",
        active INTEGER NOT NULL DEFAULT 1,
        created TEXT COLLATE "C" NOT NULL,
        modified TEXT COLLATE "C" NOT NULL
      );
      CREATE TABLE custom_events (
        id TEXT COLLATE "C" PRIMARY KEY,
        title TEXT COLLATE "C" NOT NULL,
        description TEXT COLLATE "C" NOT NULL DEFAULT '',
        prompt_seed TEXT COLLATE "C" NOT NULL DEFAULT '',
        category TEXT COLLATE "C" NOT NULL DEFAULT 'general',
        min_age INTEGER,
        max_age INTEGER,
        tone TEXT COLLATE "C" NOT NULL DEFAULT '',
        keywords TEXT COLLATE "C" NOT NULL DEFAULT '[]',
        usage_count INTEGER NOT NULL DEFAULT 0,
        favorite INTEGER NOT NULL DEFAULT 0,
        last_used TEXT COLLATE "C",
        created TEXT COLLATE "C" NOT NULL,
        modified TEXT COLLATE "C" NOT NULL
      );
      CREATE TABLE stories (
        seq BIGSERIAL PRIMARY KEY,
        id TEXT COLLATE "C" NOT NULL UNIQUE,
        title TEXT COLLATE "C" NOT NULL,
        hero_id TEXT COLLATE "C" REFERENCES heroes(id) ON DELETE SET NULL,
        hero_name TEXT COLLATE "C" NOT NULL,
        event_id TEXT COLLATE "C" NOT NULL,
        event_title TEXT COLLATE "C" NOT NULL,
        custom_event_id TEXT COLLATE "C" REFERENCES custom_events(id) ON DELETE SET NULL,
        language TEXT COLLATE "C" NOT NULL DEFAULT 'en',
        voice TEXT COLLATE "C" NOT NULL DEFAULT '',
        folder TEXT COLLATE "C" NOT NULL,
        audio_file TEXT COLLATE "C" NOT NULL,
        format TEXT COLLATE "C" NOT NULL,
        duration DOUBLE PRECISION NOT NULL,
        content TEXT COLLATE "C" NOT NULL,
        body TEXT COLLATE "C" NOT NULL,
        manifest TEXT COLLATE "C" NOT NULL,
        favorite INTEGER NOT NULL DEFAULT 0,
        play_count INTEGER NOT NULL DEFAULT 0,
        last_played TEXT COLLATE "C",
        position DOUBLE PRECISION NOT NULL DEFAULT 0,
        audio_needs_regeneration INTEGER NOT NULL DEFAULT 0,
        job_id TEXT COLLATE "C",
        created TEXT COLLATE "C" NOT NULL,
        modified TEXT COLLATE "C" NOT NULL,
        search tsvector GENERATED ALWAYS AS (search_words(title || ' ' || body)) STORED
      );
      CREATE INDEX stories_created ON stories (created, id);
      CREATE INDEX stories_hero ON stories (hero_id);
      CREATE INDEX stories_plays ON stories (play_count);
      CREATE INDEX stories_job ON stories (job_id);
      CREATE INDEX stories_search ON stories USING GIN (search);
      CREATE TABLE illustrations (
        story_id TEXT COLLATE "C" NOT NULL REFERENCES stories(id) ON DELETE CASCADE,
        scene_index INTEGER NOT NULL,
        prompt TEXT COLLATE "C" NOT NULL,
        text_segment TEXT COLLATE "C" NOT NULL,
        file TEXT COLLATE "C",
        timestamp DOUBLE PRECISION NOT NULL,
        status TEXT COLLATE "C" NOT NULL,
        retry_count INTEGER NOT NULL DEFAULT 0,
        last_error TEXT COLLATE "C",
        PRIMARY KEY (story_id, scene_index)
      );
      """)
}
