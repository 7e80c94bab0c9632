import Foundation
import TalecastContract
import TalecastCore
import TalecastLibrary
import TalecastPostgres
import TalecastStorage

/// The previous release's database, made as it made it: its migrations in order (SQLite
/// numbering the file with `user_version`, PostgreSQL with `talecast_schema.version`), then
/// its rows under its column names (`custom_events`, `event_id`, `event_title`,
/// `custom_event_id`) and its manifests' key (`event`).
extension PreviousReleaseLibrary {
  static func makeSQLite(at path: String) throws {
    let database = try Database(path: path)
    try database.read { try $0.execute("PRAGMA foreign_keys = OFF") }
    for (index, sql) in PreviousRelease.sqlite.enumerated() {
      try database.write { db in
        try db.execute(sql)
        try db.execute("PRAGMA user_version = \(index + 1)")
      }
    }
    try database.read { try $0.execute("PRAGMA foreign_keys = ON") }
    try database.write { db in
      for statement in try rows() { try db.execute(statement) }
    }
  }

  static func makePostgres(at url: PostgresURL) throws {
    let connection = try PostgresConnection(url)
    try connection.executeScript(
      """
      CREATE TABLE IF NOT EXISTS talecast_schema (
        version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied TIMESTAMPTZ NOT NULL DEFAULT now())
      """)
    for (index, (sql, name)) in zip(
      PreviousRelease.postgres, ["job queue", "event log", "library"]
    )
    .enumerated() {
      try connection.execute("BEGIN")
      try connection.executeScript(sql)
      try connection.execute(
        "INSERT INTO talecast_schema (version, name) VALUES ($1, $2)",
        [.integer(index + 1), .text(name)])
      try connection.execute("COMMIT")
    }
    for statement in try rows() { try connection.executeScript(statement) }
  }

  /// Every row, as literal SQL both databases read.
  static func rows() throws -> [String] {
    var statements: [String] = []
    for record in [luna, ada] {
      let hero = record.hero
      statements.append(
        """
        INSERT INTO heroes (id, name, primary_trait, secondary_trait, appearance, special_ability, created,
          avatar, active, modified, pronouns)
        VALUES (\(values(hero.id, hero.name, hero.primaryTrait.rawValue, hero.secondaryTrait.rawValue,
          hero.appearance, hero.specialAbility, text(record.created), record.avatar,
          record.active ? 1 : 0, text(record.modified), hero.pronouns.rawValue)))
        """)
    }
    for occasion in [grandma, picnic] {
      let keywords = String(decoding: try JSONEncoder().encode(occasion.keywords), as: UTF8.self)
      statements.append(
        """
        INSERT INTO custom_events (id, title, description, prompt_seed, category, min_age, max_age, tone, keywords,
          usage_count, favorite, last_used, created, modified)
        VALUES (\(values(occasion.id, occasion.title, occasion.description, occasion.promptSeed,
          occasion.category.rawValue, occasion.minimumAge, occasion.maximumAge, occasion.tone,
          keywords, occasion.usageCount, occasion.favorite ? 1 : 0, occasion.lastUsed.map(text),
          text(occasion.created), text(occasion.modified))))
        """)
    }
    for story in stories {
      let content = String(decoding: try JSONEncoder().encode(story.scenes), as: UTF8.self)
      statements.append(
        """
        INSERT INTO stories (id, title, hero_id, hero_name, event_id, event_title, custom_event_id, language, voice,
          folder, audio_file, format, duration, content, body, manifest, favorite, play_count, last_played, position,
          audio_needs_regeneration, job_id, created, modified)
        VALUES (\(values(story.id, story.title, story.heroId, story.heroName, story.occasionId,
          story.occasionTitle, story.customOccasionId, story.language, story.voice, story.folder,
          story.audioFile, story.format, story.duration, content,
          story.scenes.map(\.text).joined(separator: " "), try manifestAsItWas(story.manifest),
          story.favorite ? 1 : 0, story.playCount, story.lastPlayed.map(text), story.position,
          story.audioNeedsRegeneration ? 1 : 0, story.jobId, text(story.created),
          text(story.modified))))
        """)
      for record in illustrations(of: story) {
        statements.append(
          """
          INSERT INTO illustrations (story_id, scene_index, prompt, text_segment, file, timestamp, status,
            retry_count, last_error)
          VALUES (\(values(story.id, record.sceneIndex, record.prompt, record.text, record.file,
            record.timestamp, record.status.rawValue, record.retryCount, record.lastError)))
          """)
      }
    }
    let payload = String(decoding: try EventCoding.makeEncoder().encode(event), as: UTF8.self)
    statements.append(
      """
      INSERT INTO events (event_id, type, version, correlation_id, story_id, timestamp, payload)
      VALUES (\(values(event.metadata.eventId, LibraryChanged.typeName, event.metadata.version,
        event.metadata.correlationId, "s00000000001", 1_790_000_100.5, payload)))
      """)
    statements.append(
      """
      INSERT INTO jobs (id, source, payload, idempotency_key, state, priority, run_at, attempts, max_attempts,
        story_id, created, updated, finished)
      VALUES (\(values(jobId, "Jobs/dragon.json", "{}", "key-1", "succeeded", 0, 1_790_000_000.0, 1, 3,
        "s00000000001", 1_790_000_000.0, 1_790_000_020.0, 1_790_000_020.0)))
      """)
    return statements
  }

  /// The manifest's JSON as the previous release wrote it: its occasion under `event`.
  static func manifestAsItWas(_ manifest: StoryManifest) throws -> String {
    let data = try StoryManifest.makeEncoder().encode(manifest)
    guard var object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw CocoaError(.coderInvalidValue)
    }
    object["event"] = object.removeValue(forKey: "occasion")
    return String(
      decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]),
      as: UTF8.self)
  }

  static func text(_ date: Date) -> String { EventCoding.timestamp(date) }

  /// Values as SQL literals: text quoted (quotes doubled), numbers as they are, nil as NULL.
  static func values(_ values: Any?...) -> String {
    values.map { value -> String in
      switch value {
      case let text as String: "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
      case let number as Int: String(number)
      case let number as Double: String(number)
      default: "NULL"
      }
    }.joined(separator: ", ")
  }
}
