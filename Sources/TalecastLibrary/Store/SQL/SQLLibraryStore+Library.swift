import Foundation
import TalecastContract
import TalecastCore
import TalecastSQL

extension SQLLibraryStore {
  public func delete(_ records: LibraryRecords) throws(LibraryError) -> LibraryRecords {
    try write { db in
      // Illustrations go with their story; stories lose the id of a deleted hero or custom
      // occasion and keep its name (the foreign keys say so).
      func delete(_ ids: [String], from table: String) throws -> [String] {
        try ids.filter { id in try db.run("DELETE FROM \(raw: table) WHERE id = \(id)") > 0 }
      }
      return LibraryRecords(
        stories: try delete(records.stories, from: "stories"),
        heroes: try delete(records.heroes, from: "heroes"),
        customOccasions: try delete(records.customOccasions, from: "custom_occasions"))
    }
  }

  public func importLibrary(_ library: LibraryExport) throws(LibraryError) -> ImportReport {
    let manifests = try library.stories.map { story throws(LibraryError) in
      try LibraryCodec.manifestText(story.manifest)
    }
    return try write(refused: LibraryError.refused) { db in
      // Counted inside: an engine may run the transaction again after a lost connection.
      var report = ImportReport()
      for record in library.heroes {
        let exists = try db.exists("SELECT 1 FROM heroes WHERE id = \(record.id)")
        try db.run(
          Self.insert(record)
            + """
             ON CONFLICT(id) DO UPDATE SET name = excluded.name, primary_trait = excluded.primary_trait,
              secondary_trait = excluded.secondary_trait, appearance = excluded.appearance,
              special_ability = excluded.special_ability, pronouns = excluded.pronouns, avatar = excluded.avatar,
              active = excluded.active, modified = excluded.modified
            """)
        if exists { report.heroesUpdated += 1 } else { report.heroesAdded += 1 }
      }
      for occasion in library.customOccasions {
        let exists = try db.exists("SELECT 1 FROM custom_occasions WHERE id = \(occasion.id)")
        try Self.write(occasion, inserting: !exists, in: db)
        if exists {
          report.customOccasionsUpdated += 1
        } else {
          report.customOccasionsAdded += 1
        }
      }
      for (story, manifest) in zip(library.stories, manifests) {
        let exists = try db.exists("SELECT 1 FROM stories WHERE id = \(story.id)")
        try Self.importStory(story, manifest: manifest, in: db)
        if exists { report.storiesUpdated += 1 } else { report.storiesAdded += 1 }
      }
      return report
    }
  }

  /// A story of an import, inserted or updated by id; its hero and custom occasion only if
  /// the library has them (the import's own were stored first).
  private static func importStory(
    _ story: LibraryStory, manifest: String, in db: any SQLTransaction
  ) throws {
    let heroId = try story.heroId.flatMap { id in
      try db.exists("SELECT 1 FROM heroes WHERE id = \(id)") ? id : nil
    }
    let occasionId = try story.customOccasionId.flatMap { id in
      try db.exists("SELECT 1 FROM custom_occasions WHERE id = \(id)") ? id : nil
    }
    try db.run(
      """
      INSERT INTO stories (id, title, hero_id, hero_name, occasion_id, occasion_title, custom_occasion_id, language,
        voice, folder, audio_file, format, duration, content, body, manifest, favorite, play_count, last_played,
        position, audio_needs_regeneration, job_id, created, modified, scene_count, partial, subtitles)
      VALUES (\(story.id), \(story.title), \(heroId), \(story.heroName), \(story.occasionId),
        \(story.occasionTitle), \(occasionId), \(story.language), \(story.voice), \(story.folder),
        \(story.audioFile), \(story.format), \(story.duration), \(LibraryCodec.scenesText(story.scenes)),
        \(LibraryCodec.body(story.scenes)), \(manifest), \(flag: story.favorite), \(story.playCount),
        \(time: story.lastPlayed), \(story.position), \(flag: story.audioNeedsRegeneration), \(story.jobId),
        \(time: story.created), \(time: story.modified), \(story.scenes.count),
        \(flag: story.status == .partial), \(story.manifest.audio.subtitles))
      ON CONFLICT(id) DO UPDATE SET title = excluded.title, hero_id = excluded.hero_id,
        hero_name = excluded.hero_name, occasion_id = excluded.occasion_id, occasion_title = excluded.occasion_title,
        custom_occasion_id = excluded.custom_occasion_id, language = excluded.language, voice = excluded.voice,
        folder = excluded.folder, audio_file = excluded.audio_file, format = excluded.format,
        duration = excluded.duration, content = excluded.content, body = excluded.body, manifest = excluded.manifest,
        favorite = excluded.favorite, play_count = excluded.play_count, last_played = excluded.last_played,
        position = excluded.position, audio_needs_regeneration = excluded.audio_needs_regeneration,
        job_id = excluded.job_id, modified = excluded.modified, scene_count = excluded.scene_count,
        partial = excluded.partial, subtitles = excluded.subtitles
      """)
    try storeIllustrations(of: story.manifest, in: db)
  }
}
