import TalecastStorage

/// The library's tables, as named forward-only migrations.
enum LibrarySchema {
  static var migrator: Migrator {
    var migrator = Migrator()
    migrator.register(
      "2026-11-21-create-library",
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
        """)
    return migrator
  }
}
