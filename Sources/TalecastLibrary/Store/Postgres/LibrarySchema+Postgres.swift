import TalecastContract
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
          """),
      // A story's occasion is an occasion ("event" is a broker message): renamed in place,
      // every row kept; the constraints (and the primary key's index) take the new names too.
      Migration(
        version: 2, name: "occasions",
        sql: """
          ALTER TABLE custom_events RENAME TO custom_occasions;
          ALTER TABLE custom_occasions RENAME CONSTRAINT custom_events_pkey TO custom_occasions_pkey;
          ALTER TABLE stories RENAME COLUMN event_id TO occasion_id;
          ALTER TABLE stories RENAME COLUMN event_title TO occasion_title;
          ALTER TABLE stories RENAME COLUMN custom_event_id TO custom_occasion_id;
          ALTER TABLE stories RENAME CONSTRAINT stories_custom_event_id_fkey TO stories_custom_occasion_id_fkey;
          """),
      // Search reads words as FTS5 does: the title and the text apart (a phrase does not run
      // from the end of the title into the text: a lexeme no query can name stands between
      // them), lower case in every alphabet (ICU, whatever the server's locale), and split at
      // everything but letters and digits (not into PostgreSQL's own tokens: hyphenated
      // words, e-mail addresses, decimal numbers). One difference stays: numbers that are not
      // digits (½, ², Ⅻ) separate words here, where FTS5 reads them as words; PostgreSQL's
      // patterns have no class for them.
      Migration(
        version: 3, name: "search as FTS5 reads it",
        sql: """
          DROP INDEX stories_search;
          ALTER TABLE stories DROP COLUMN search;
          CREATE OR REPLACE FUNCTION search_words(text) RETURNS tsvector LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
            AS $$ SELECT to_tsvector('simple', regexp_replace(normalize(regexp_replace(
              normalize(lower($1 COLLATE "und-x-icu"), NFD), '[\\u0300-\\u036f]', '', 'g'), NFC),
              '[^[:alnum:]]+', ' ', 'g')) $$;
          ALTER TABLE stories ADD COLUMN search tsvector
            GENERATED ALWAYS AS (search_words(title) || '''|'':1'::tsvector || search_words(body)) STORED;
          CREATE INDEX stories_search ON stories USING GIN (search);
          """),
      // `fold()` compares in NFC too, as the SQLite adapter's and the memory store's do: a
      // name stored with its accent apart (e + U+0301) is found by `hero:zoé` precomposed.
      // Rows stored before are found alike; no index holds fold()'s values.
      Migration(
        version: 4, name: "fold in NFC",
        sql: """
          CREATE OR REPLACE FUNCTION fold(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
            AS $$ SELECT normalize(lower($1 COLLATE "und-x-icu"), NFC) $$;
          """),
      // What a list of stories shows of their text and manifest, in columns of its own: a
      // page of stories then reads no manifest. `partial`: a scene says why its illustration
      // could not be made.
      Migration(
        version: 5, name: "story summaries",
        sql: """
          ALTER TABLE stories ADD COLUMN scene_count INTEGER NOT NULL DEFAULT 0,
            ADD COLUMN partial INTEGER NOT NULL DEFAULT 0, ADD COLUMN subtitles TEXT COLLATE "C";
          UPDATE stories SET scene_count = json_array_length(content::json),
            partial = CASE WHEN EXISTS (SELECT 1 FROM json_array_elements(manifest::json -> 'scenes') scene
              WHERE json_typeof(scene -> 'illustrationError') IS DISTINCT FROM 'null'
                AND scene -> 'illustrationError' IS NOT NULL) THEN 1 ELSE 0 END,
            subtitles = manifest::json #>> '{audio,subtitles}';
          """),
      Migration(
        version: 6, name: "occasion parts",
        sql: """
          ALTER TABLE custom_occasions ADD COLUMN goal TEXT COLLATE "C",
            ADD COLUMN thing TEXT COLLATE "C", ADD COLUMN place TEXT COLLATE "C",
            ADD COLUMN for_whom TEXT COLLATE "C", ADD COLUMN deadline TEXT COLLATE "C";
          """),
    ],
    adopted: [(wholeVersion: 3, version: 1)])
}
