import TalecastCore

/// The library's tables in PostgreSQL: those of SQLite with every text column in the "C"
/// collation (so text compares and sorts byte by byte, as in SQLite), search by a generated
/// `tsvector` with a GIN index, and `fold()` (the SQLite adapter's function) in SQL through ICU.
/// Earlier releases made them as the whole database's version 3.
extension LibrarySchema {
  public static let postgres = StoreSchema(
    store: store,
    migrations: [
      // The SQLite tables (as of their version 3) with text in the "C" collation, and search
      // by a generated `tsvector` (lower case, accents removed, as FTS5's unicode61 tokenizer
      // does) with a GIN index.
      Migration(
        version: 1, name: "library",
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
    ],
    adopted: [(wholeVersion: 3, version: 1)])
}
