import TalecastContract
import TalecastCore

/// The library's tables in SQLite: heroes, custom occasions, stories (with an FTS5 index of
/// their title and text) and illustrations. Earlier releases made versions 1 to 3 as the whole
/// database's versions 1, 2 and 4.
extension LibrarySchema {
  public static let sqlite = StoreSchema(
    store: store,
    migrations: [
      // Heroes, stories and illustrations, as the first renders made them.
      Migration(
        version: 1, name: "heroes, stories and illustrations",
        sql: """
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
          """),
      // The full library: hero avatars and activity, custom occasions, story favourites,
      // plays, positions, editable content, full-text search, illustration retries. Stories
      // are rebuilt so a hero can be deleted while its stories stay.
      Migration(
        version: 2, name: "full library",
        sql: """
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
          """),
      // Heroes' pronouns, which the built-in writer speaks of them by; earlier heroes are "they".
      Migration(
        version: 3, name: "hero pronouns",
        sql: """
          ALTER TABLE heroes ADD COLUMN pronouns TEXT NOT NULL DEFAULT 'they';
          """),
      // A story's occasion is an occasion ("event" is a broker message): renamed in place,
      // every row kept. SQLite rewrites the foreign key of stories to the renamed table;
      // the full-text index and its triggers read only the title and the text.
      Migration(
        version: 4, name: "occasions",
        sql: """
          ALTER TABLE custom_events RENAME TO custom_occasions;
          ALTER TABLE stories RENAME COLUMN event_id TO occasion_id;
          ALTER TABLE stories RENAME COLUMN event_title TO occasion_title;
          ALTER TABLE stories RENAME COLUMN custom_event_id TO custom_occasion_id;
          """),
      // What a list of stories shows of their text and manifest, in columns of its own: a
      // page of stories then reads no manifest (a page of 20 took 20 manifest decodes).
      // `partial`: a scene says why its illustration could not be made.
      Migration(
        version: 5, name: "story summaries",
        sql: """
          ALTER TABLE stories ADD COLUMN scene_count INTEGER NOT NULL DEFAULT 0;
          ALTER TABLE stories ADD COLUMN partial INTEGER NOT NULL DEFAULT 0;
          ALTER TABLE stories ADD COLUMN subtitles TEXT;
          UPDATE stories SET scene_count = json_array_length(content),
            partial = EXISTS (SELECT 1 FROM json_each(manifest, '$.scenes')
              WHERE json_extract(value, '$.illustrationError') IS NOT NULL),
            subtitles = json_extract(manifest, '$.audio.subtitles');
          """),
      // A custom occasion's story parts, each given or left to the premise.
      Migration(
        version: 6, name: "occasion parts",
        sql: """
          ALTER TABLE custom_occasions ADD COLUMN goal TEXT;
          ALTER TABLE custom_occasions ADD COLUMN thing TEXT;
          ALTER TABLE custom_occasions ADD COLUMN place TEXT;
          ALTER TABLE custom_occasions ADD COLUMN for_whom TEXT;
          ALTER TABLE custom_occasions ADD COLUMN deadline TEXT;
          """),
    ],
    adopted: [
      (wholeVersion: 1, version: 1), (wholeVersion: 2, version: 2), (wholeVersion: 4, version: 3),
    ])
}
