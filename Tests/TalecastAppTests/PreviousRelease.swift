/// The schema of the release before per-store versions, copied verbatim from its migrations:
/// the fixture of the tests that open a library that release made. SQLite numbered the whole
/// file with `PRAGMA user_version` (1 to 4), PostgreSQL with `talecast_schema.version` (1 to 3).
enum PreviousRelease {
  static let sqlite1 = """
        CREATE TABLE heroes (
          id TEXT PRIMARY KEY,
          name TEXT NOT NULL,
          primary_trait TEXT NOT NULL,
          secondary_trait TEXT NOT NULL,
          appearance TEXT NOT NULL,
          special_ability TEXT NOT NULL,
          created TEXT NOT NULL
        );
        CREATE TABLE stories (
          id TEXT PRIMARY KEY,
          title TEXT NOT NULL,
          hero_id TEXT NOT NULL REFERENCES heroes(id),
          event_id TEXT NOT NULL,
          event_title TEXT NOT NULL,
          folder TEXT NOT NULL,
          audio_file TEXT NOT NULL,
          format TEXT NOT NULL,
          duration REAL NOT NULL,
          manifest TEXT NOT NULL,
          job_id TEXT,
          created TEXT NOT NULL
        );
        CREATE INDEX stories_created ON stories(created);
        CREATE TABLE illustrations (
          story_id TEXT NOT NULL REFERENCES stories(id) ON DELETE CASCADE,
          scene_index INTEGER NOT NULL,
          prompt TEXT NOT NULL,
          text_segment TEXT NOT NULL,
          file TEXT,
          timestamp REAL NOT NULL,
          status TEXT NOT NULL,
          PRIMARY KEY (story_id, scene_index)
        );
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
    """

  static let sqlite2 = """
        ALTER TABLE heroes ADD COLUMN avatar TEXT;
        ALTER TABLE heroes ADD COLUMN active INTEGER NOT NULL DEFAULT 1;
        ALTER TABLE heroes ADD COLUMN modified TEXT NOT NULL DEFAULT '';
        UPDATE heroes SET modified = created;

        CREATE TABLE custom_events (
          id TEXT PRIMARY KEY,
          title TEXT NOT NULL,
          description TEXT NOT NULL DEFAULT '',
          prompt_seed TEXT NOT NULL DEFAULT '',
          category TEXT NOT NULL DEFAULT 'general',
          min_age INTEGER,
          max_age INTEGER,
          tone TEXT NOT NULL DEFAULT '',
          keywords TEXT NOT NULL DEFAULT '[]',
          usage_count INTEGER NOT NULL DEFAULT 0,
          favorite INTEGER NOT NULL DEFAULT 0,
          last_used TEXT,
          created TEXT NOT NULL,
          modified TEXT NOT NULL
        );

        CREATE TABLE stories_v2 (
          seq INTEGER PRIMARY KEY AUTOINCREMENT,
          id TEXT NOT NULL UNIQUE,
          title TEXT NOT NULL,
          hero_id TEXT REFERENCES heroes(id) ON DELETE SET NULL,
          hero_name TEXT NOT NULL,
          event_id TEXT NOT NULL,
          event_title TEXT NOT NULL,
          custom_event_id TEXT REFERENCES custom_events(id) ON DELETE SET NULL,
          language TEXT NOT NULL DEFAULT 'en',
          voice TEXT NOT NULL DEFAULT '',
          folder TEXT NOT NULL,
          audio_file TEXT NOT NULL,
          format TEXT NOT NULL,
          duration REAL NOT NULL,
          content TEXT NOT NULL,
          body TEXT NOT NULL,
          manifest TEXT NOT NULL,
          favorite INTEGER NOT NULL DEFAULT 0,
          play_count INTEGER NOT NULL DEFAULT 0,
          last_played TEXT,
          position REAL NOT NULL DEFAULT 0,
          audio_needs_regeneration INTEGER NOT NULL DEFAULT 0,
          job_id TEXT,
          created TEXT NOT NULL,
          modified TEXT NOT NULL
        );
        INSERT INTO stories_v2 (
          id, title, hero_id, hero_name, event_id, event_title, voice, folder, audio_file, format, duration,
          content, body, manifest, job_id, created, modified)
        SELECT s.id, s.title, s.hero_id, COALESCE(h.name, ''), s.event_id, s.event_title,
          COALESCE(json_extract(s.manifest, '$.voice'), ''), s.folder, s.audio_file, s.format, s.duration,
          COALESCE((SELECT json_group_array(json_object(
              'text', json_extract(value, '$.text'),
              'illustrationPrompt', json_extract(value, '$.illustrationPrompt')))
            FROM json_each(s.manifest, '$.scenes')), '[]'),
          COALESCE((SELECT group_concat(json_extract(value, '$.text'), ' ') FROM json_each(s.manifest, '$.scenes')), ''),
          s.manifest, s.job_id, s.created, s.created
        FROM stories s LEFT JOIN heroes h ON h.id = s.hero_id ORDER BY s.created, s.id;
        DROP TABLE stories;
        ALTER TABLE stories_v2 RENAME TO stories;
        CREATE INDEX stories_created ON stories(created, id);
        CREATE INDEX stories_hero ON stories(hero_id);
        CREATE INDEX stories_plays ON stories(play_count);

        ALTER TABLE illustrations ADD COLUMN retry_count INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE illustrations ADD COLUMN last_error TEXT;

        CREATE VIRTUAL TABLE stories_search USING fts5(
          title, body, content = 'stories', content_rowid = 'seq', tokenize = 'unicode61 remove_diacritics 2');
        CREATE TRIGGER stories_search_insert AFTER INSERT ON stories BEGIN
          INSERT INTO stories_search (rowid, title, body) VALUES (new.seq, new.title, new.body);
        END;
        CREATE TRIGGER stories_search_delete AFTER DELETE ON stories BEGIN
          INSERT INTO stories_search (stories_search, rowid, title, body) VALUES ('delete', old.seq, old.title, old.body);
        END;
        CREATE TRIGGER stories_search_update AFTER UPDATE OF title, body ON stories BEGIN
          INSERT INTO stories_search (stories_search, rowid, title, body) VALUES ('delete', old.seq, old.title, old.body);
          INSERT INTO stories_search (rowid, title, body) VALUES (new.seq, new.title, new.body);
        END;
        INSERT INTO stories_search (stories_search) VALUES ('rebuild');
    """

  static let sqlite3 = """
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
    """

  static let sqlite4 = """
        ALTER TABLE heroes ADD COLUMN pronouns TEXT NOT NULL DEFAULT 'they';
    """

  static let postgres1 = """
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
    """

  static let postgres2 = """
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
    """

  static let postgres3 = """
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
    """

  static let sqlite = [sqlite1, sqlite2, sqlite3, sqlite4]
  static let postgres = [postgres1, postgres2, postgres3]
}
