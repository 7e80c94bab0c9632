import Foundation
import TalecastContract
import TalecastCore
import TalecastSQL

extension SQLLibraryStore {
  public func store(_ story: GeneratedStory) throws(LibraryError) -> Bool {
    let manifest = story.manifest
    let manifestJSON = try LibraryCodec.manifestText(manifest)
    let scenes = LibraryCodec.scenes(of: manifest)
    let content = LibraryCodec.scenesText(scenes)
    let body = LibraryCodec.body(scenes)
    let created = LibraryTime.text(manifest.created)
    return try write { db -> Bool in
      let known = try db.rows("SELECT job_id FROM stories WHERE id = \(manifest.storyId)")
      // The same story from the same job again (a job resumed after a crash that came
      // between storing and finishing): it is there already, once.
      if let row = known.first, row.string("job_id") == story.jobId { return false }
      if !known.isEmpty && !story.replacing {
        throw LibraryError.alreadyExists(kind: .story, id: manifest.storyId)
      }
      if story.replacing, !known.isEmpty {
        try db.run(
          """
          UPDATE stories SET title = \(manifest.title), folder = \(story.folder),
            audio_file = \(manifest.audio.file), format = \(manifest.audio.format),
            duration = \(manifest.duration), content = \(content), body = \(body),
            manifest = \(manifestJSON), job_id = \(story.jobId), audio_needs_regeneration = 0,
            position = 0, modified = \(time: story.time), scene_count = \(scenes.count),
            partial = \(flag: manifest.status == .partial), subtitles = \(manifest.audio.subtitles)
          WHERE id = \(manifest.storyId)
          """)
        try db.run(
          """
          DELETE FROM illustrations WHERE story_id = \(manifest.storyId)
            AND scene_index >= \(manifest.scenes.count)
          """)
        try Self.storeIllustrations(of: manifest, in: db)
        return true
      }
      let heroId = try Self.storeHero(
        manifest.hero, freshId: story.freshHeroId, created: created, in: db)
      let custom = try db.rows(
        "SELECT id FROM custom_occasions WHERE id = \(manifest.occasion.id)"
      ).first?.string("id")
      try db.run(
        """
        INSERT INTO stories (id, title, hero_id, hero_name, occasion_id, occasion_title, custom_occasion_id, voice,
          folder, audio_file, format, duration, content, body, manifest, job_id, created, modified, scene_count,
          partial, subtitles)
        VALUES (\(manifest.storyId), \(manifest.title), \(heroId), \(manifest.hero.name),
          \(manifest.occasion.id), \(manifest.occasion.title), \(custom), \(manifest.voice), \(story.folder),
          \(manifest.audio.file), \(manifest.audio.format), \(manifest.duration), \(content), \(body),
          \(manifestJSON), \(story.jobId), \(created), \(created), \(scenes.count),
          \(flag: manifest.status == .partial), \(manifest.audio.subtitles))
        """)
      if let custom {
        try db.run(
          """
          UPDATE custom_occasions SET usage_count = \(SQLFragment.oneMore("usage_count")),
            last_used = \(created)
          WHERE id = \(custom)
          """)
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
      SELECT id FROM heroes WHERE name = \(hero.name) AND primary_trait = \(hero.primaryTrait.rawValue)
        AND secondary_trait = \(hero.secondaryTrait.rawValue) AND appearance = \(hero.appearance)
        AND special_ability = \(hero.specialAbility) AND pronouns = \(hero.pronouns.rawValue)
      ORDER BY active DESC, id LIMIT 1
      """)
    if let id = existing.first?.string("id") { return id }
    let taken = try db.exists("SELECT id FROM heroes WHERE id = \(hero.id)")
    let id = taken ? freshId : hero.id
    try db.run(
      """
      INSERT INTO heroes (id, name, primary_trait, secondary_trait, appearance, special_ability, pronouns,
        created, modified)
      VALUES (\(id), \(hero.name), \(hero.primaryTrait.rawValue), \(hero.secondaryTrait.rawValue),
        \(hero.appearance), \(hero.specialAbility), \(hero.pronouns.rawValue), \(created), \(created))
      """)
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
        VALUES (\(manifest.storyId), \(record.sceneIndex), \(record.prompt), \(record.text), \(record.file),
          \(record.timestamp), \(record.status.rawValue), \(retried.contains(scene.index) ? 1 : 0),
          \(record.lastError))
        ON CONFLICT (story_id, scene_index) DO UPDATE SET prompt = excluded.prompt,
          text_segment = excluded.text_segment, file = excluded.file, timestamp = excluded.timestamp,
          status = excluded.status, retry_count = illustrations.retry_count + excluded.retry_count,
          last_error = COALESCE(excluded.last_error, illustrations.last_error)
        """)
    }
  }

  public func storeIllustrations(of manifest: StoryManifest, retried: Set<Int>, at time: Date)
    throws(LibraryError) -> Bool
  {
    let json = try LibraryCodec.manifestText(manifest)
    return try write { db -> Bool in
      let updated = try db.run(
        """
        UPDATE stories SET manifest = \(json), modified = \(time: time),
          partial = \(flag: manifest.status == .partial), subtitles = \(manifest.audio.subtitles)
        WHERE id = \(manifest.storyId)
        """)
      guard updated > 0 else { return false }
      try Self.storeIllustrations(of: manifest, retried: retried, in: db)
      return true
    }
  }
}
