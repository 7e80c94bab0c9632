import Foundation
import TalecastCore
import TalecastStorage

extension SQLLibraryStore {
  public func store(_ story: GeneratedStory) throws(LibraryError) -> Bool {
    let manifest = story.manifest
    let manifestJSON = try LibraryCodec.manifestText(manifest)
    let scenes = LibraryCodec.scenes(of: manifest)
    let content = LibraryCodec.scenesText(scenes)
    let created = LibraryTime.text(manifest.created)
    return try write { db -> Bool in
      let known = try db.rows("SELECT job_id FROM stories WHERE id = ?", [.text(manifest.storyId)])
      // The same story from the same job again (a job resumed after a crash that came
      // between storing and finishing): it is there already, once.
      if let row = known.first, row.string("job_id") == story.jobId { return false }
      if !known.isEmpty && !story.replacing {
        throw LibraryError.alreadyExists(kind: .story, id: manifest.storyId)
      }
      if story.replacing, !known.isEmpty {
        try db.run(
          """
          UPDATE stories SET title = ?, folder = ?, audio_file = ?, format = ?, duration = ?, content = ?, body = ?,
            manifest = ?, job_id = ?, audio_needs_regeneration = 0, position = 0, modified = ? WHERE id = ?
          """,
          [
            .text(manifest.title), .text(story.folder), .text(manifest.audio.file),
            .text(manifest.audio.format), .real(manifest.duration), .text(content),
            .text(LibraryCodec.body(scenes)), .text(manifestJSON), .text(story.jobId),
            .text(LibraryTime.text(story.time)), .text(manifest.storyId),
          ])
        try db.run(
          "DELETE FROM illustrations WHERE story_id = ? AND scene_index >= ?",
          [.text(manifest.storyId), .integer(Int64(manifest.scenes.count))])
        try Self.storeIllustrations(of: manifest, in: db)
        return true
      }
      let heroId = try Self.storeHero(
        manifest.hero, freshId: story.freshHeroId, created: created, in: db)
      let custom = try db.rows(
        "SELECT id FROM custom_occasions WHERE id = ?", [.text(manifest.occasion.id)]
      ).first?.string("id")
      try db.run(
        """
        INSERT INTO stories (id, title, hero_id, hero_name, occasion_id, occasion_title, custom_occasion_id, voice,
          folder, audio_file, format, duration, content, body, manifest, job_id, created, modified)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """,
        [
          .text(manifest.storyId), .text(manifest.title), .text(heroId), .text(manifest.hero.name),
          .text(manifest.occasion.id), .text(manifest.occasion.title), SQLRows.text(custom),
          .text(manifest.voice), .text(story.folder), .text(manifest.audio.file),
          .text(manifest.audio.format), .real(manifest.duration), .text(content),
          .text(LibraryCodec.body(scenes)), .text(manifestJSON), .text(story.jobId),
          .text(created), .text(created),
        ])
      if let custom {
        try db.run(
          "UPDATE custom_occasions SET usage_count = usage_count + 1, last_used = ? WHERE id = ?",
          [.text(created), .text(custom)])
      }
      try Self.storeIllustrations(of: manifest, in: db)
      return true
    }
  }

  /// The stored hero identical to `hero` (an active one first), or a new one: with the
  /// manifest's id, or `freshId` when that id is another hero's.
  private static func storeHero(
    _ hero: Hero, freshId: String, created: String, in db: any SQLTransaction
  ) throws -> String {
    let existing = try db.rows(
      """
      SELECT id FROM heroes WHERE name = ? AND primary_trait = ? AND secondary_trait = ?
        AND appearance = ? AND special_ability = ? AND pronouns = ? ORDER BY active DESC, id LIMIT 1
      """,
      [
        .text(hero.name), .text(hero.primaryTrait.rawValue), .text(hero.secondaryTrait.rawValue),
        .text(hero.appearance), .text(hero.specialAbility), .text(hero.pronouns.rawValue),
      ])
    if let id = existing.first?.string("id") { return id }
    let taken = try db.exists("SELECT id FROM heroes WHERE id = ?", [.text(hero.id)])
    let id = taken ? freshId : hero.id
    try db.run(
      """
      INSERT INTO heroes (id, name, primary_trait, secondary_trait, appearance, special_ability, pronouns,
        created, modified) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
      """,
      [
        .text(id), .text(hero.name), .text(hero.primaryTrait.rawValue),
        .text(hero.secondaryTrait.rawValue), .text(hero.appearance), .text(hero.specialAbility),
        .text(hero.pronouns.rawValue), .text(created), .text(created),
      ])
    return id
  }

  /// Each scene's illustration row, inserted or brought up to date (`retried` scenes count
  /// one more retry; an error stays until another).
  static func storeIllustrations(
    of manifest: StoryManifest, retried: Set<Int> = [], in db: any SQLTransaction
  ) throws {
    let records = IllustrationRecord.merging(manifest, into: [:])
    for scene in manifest.scenes {
      guard let record = records[scene.index] else { continue }
      try db.run(
        """
        INSERT INTO illustrations (story_id, scene_index, prompt, text_segment, file, timestamp, status, retry_count, last_error)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
        ON CONFLICT (story_id, scene_index) DO UPDATE SET prompt = excluded.prompt,
          text_segment = excluded.text_segment, file = excluded.file, timestamp = excluded.timestamp,
          status = excluded.status, retry_count = illustrations.retry_count + excluded.retry_count,
          last_error = COALESCE(excluded.last_error, illustrations.last_error)
        """,
        [
          .text(manifest.storyId), .integer(Int64(record.sceneIndex)), .text(record.prompt),
          .text(record.text), SQLRows.text(record.file), .real(record.timestamp),
          .text(record.status.rawValue), .integer(retried.contains(scene.index) ? 1 : 0),
          SQLRows.text(record.lastError),
        ])
    }
  }

  public func storeIllustrations(of manifest: StoryManifest, retried: Set<Int>, at time: Date)
    throws(LibraryError) -> Bool
  {
    let json = try LibraryCodec.manifestText(manifest)
    return try write { db -> Bool in
      let updated = try db.run(
        "UPDATE stories SET manifest = ?, modified = ? WHERE id = ?",
        [.text(json), .text(LibraryTime.text(time)), .text(manifest.storyId)])
      guard updated > 0 else { return false }
      try Self.storeIllustrations(of: manifest, retried: retried, in: db)
      return true
    }
  }

  public func update(_ story: LibraryStory) throws(LibraryError) -> Bool {
    try write { db in
      try db.run(
        """
        UPDATE stories SET title = ?, content = ?, body = ?, language = ?, voice = ?, audio_needs_regeneration = ?,
          modified = ? WHERE id = ?
        """,
        [
          .text(story.title), .text(LibraryCodec.scenesText(story.scenes)),
          .text(LibraryCodec.body(story.scenes)), .text(story.language), .text(story.voice),
          SQLRows.flag(story.audioNeedsRegeneration), SQLRows.time(story.modified),
          .text(story.id),
        ]) > 0
    }
  }

  public func setFavorite(_ favorite: Bool, ofStories ids: [String], at time: Date)
    throws(LibraryError)
  {
    try write { db in
      for id in ids {
        try db.run(
          "UPDATE stories SET favorite = ?, modified = ? WHERE id = ?",
          [SQLRows.flag(favorite), SQLRows.time(time), .text(id)])
      }
    }
  }

  public func relocate(story id: String, to folder: String) throws(LibraryError) -> Bool {
    try write { db in
      try db.run("UPDATE stories SET folder = ? WHERE id = ?", [.text(folder), .text(id)]) > 0
    }
  }

  public func markForRerender(story id: String) throws(LibraryError) -> Bool {
    try write { db in
      try db.run(
        "UPDATE stories SET audio_needs_regeneration = 1 WHERE id = ? AND audio_needs_regeneration = 0",
        [.text(id)]) > 0
    }
  }

  public func recordPlay(ofStory id: String, at time: Date) throws(LibraryError) -> Bool {
    try write { db in
      try db.run(
        "UPDATE stories SET play_count = play_count + 1, last_played = ?, position = 0 WHERE id = ?",
        [SQLRows.time(time), .text(id)]) > 0
    }
  }

  public func savePosition(_ position: Double, ofStory id: String) throws(LibraryError) -> Bool {
    try write { db in
      // Within 0…duration (CASE rather than MIN/MAX, which PostgreSQL calls LEAST/GREATEST).
      try db.run(
        """
        UPDATE stories SET position = CASE WHEN ? < 0 THEN 0 WHEN ? > duration THEN duration ELSE ? END
        WHERE id = ?
        """,
        [.real(position), .real(position), .real(position), .text(id)]) > 0
    }
  }
}
