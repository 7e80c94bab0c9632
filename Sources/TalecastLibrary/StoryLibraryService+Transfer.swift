import Foundation
import TalecastCore
import TalecastStorage

/// A library (or part of one) as JSON: what `export` writes and `library import` reads.
public struct LibraryExport: Codable, Sendable {

  public init(
    format: String, version: Int, exported: Date, heroes: [HeroRecord],
    customOccasions: [CustomOccasion],
    stories: [LibraryStory]
  ) {
    self.format = format
    self.version = version
    self.exported = exported
    self.heroes = heroes
    self.customOccasions = customOccasions
    self.stories = stories
  }
  public static let formatName = "talecast-library"
  public var format: String
  public var version: Int
  public var exported: Date
  public var heroes: [HeroRecord]
  public var customOccasions: [CustomOccasion]
  public var stories: [LibraryStory]

  enum CodingKeys: String, CodingKey {
    case format, version, exported, heroes, customOccasions, stories
  }

  /// Exports from an earlier Talecast call custom occasions `customEvents`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    format = try container.decode(String.self, forKey: .format)
    version = try container.decode(Int.self, forKey: .version)
    exported = try container.decode(Date.self, forKey: .exported)
    heroes = try container.decode([HeroRecord].self, forKey: .heroes)
    customOccasions = try decoder.decode(
      [CustomOccasion].self, CodingKeys.customOccasions, legacy: "customEvents")
    stories = try container.decode([LibraryStory].self, forKey: .stories)
  }

  public static func makeEncoder() -> JSONEncoder { StoryManifest.makeEncoder() }
  public static func makeDecoder() -> JSONDecoder { StoryManifest.makeDecoder() }
}

/// What an import changed.
public struct ImportReport: Sendable, Equatable {
  public var heroesAdded = 0, heroesUpdated = 0
  public var customOccasionsAdded = 0, customOccasionsUpdated = 0
  public var storiesAdded = 0, storiesUpdated = 0
}

extension StoryLibraryService {
  /// The stories matching `query` (all by default), with the heroes and custom events they use
  /// (all of them when exporting everything).
  public func export(_ query: StoryQuery = .all) throws -> LibraryExport {
    let stories = try planDeletion(matching: query).stories
    var heroes = try heroes(includeInactive: true)
    var events = try customOccasions()
    if !query.clauses.isEmpty {
      let heroIds = Set(stories.compactMap(\.heroId))
      let eventIds = Set(stories.compactMap(\.customOccasionId))
      heroes = heroes.filter { heroIds.contains($0.id) }
      events = events.filter { eventIds.contains($0.id) }
    }
    return LibraryExport(
      format: LibraryExport.formatName, version: 1, exported: Date(), heroes: heroes,
      customOccasions: events, stories: stories)
  }

  /// Merges an export by id: new ids are added, known ids are updated to the exported values.
  /// Everything is one transaction: a bad file changes nothing.
  @discardableResult
  public func importLibrary(_ library: LibraryExport) throws -> ImportReport {
    guard library.format == LibraryExport.formatName else {
      throw LibraryError.invalid(
        field: "format",
        problem: "expected \"\(LibraryExport.formatName)\", found \"\(library.format)\"")
    }
    guard library.version == 1 else {
      throw LibraryError.invalid(
        field: "version", problem: "this Talecast reads version 1 exports, not \(library.version)")
    }
    try library.check()
    let report: ImportReport
    let encoder = StoryManifest.makeEncoder()
    do {
      report = try write(library, encoder: encoder)
    } catch let error as LibraryStoreRefusal {
      throw LibraryError.refused(error.message)
    }
    for record in library.heroes {
      broker.publish(LibraryChanged(entity: .hero, id: record.id, change: .updated))
    }
    for event in library.customOccasions {
      broker.publish(LibraryChanged(entity: .customOccasion, id: event.id, change: .updated))
    }
    for story in library.stories {
      broker.publish(LibraryChanged(storyId: story.id, change: .updated))
    }
    return report
  }

  /// The import's one transaction.
  private func write(_ library: LibraryExport, encoder: JSONEncoder) throws -> ImportReport {
    try store.write { db in
      // Counted inside: a store may run the transaction again after a lost connection.
      var report = ImportReport()
      for record in library.heroes {
        let exists = !(try db.rows("SELECT 1 FROM heroes WHERE id = ?", [.text(record.id)])).isEmpty
        try db.run(
          """
          INSERT INTO heroes (id, name, primary_trait, secondary_trait, appearance, special_ability, pronouns,
            avatar, active, created, modified) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
          ON CONFLICT(id) DO UPDATE SET name = excluded.name, primary_trait = excluded.primary_trait,
            secondary_trait = excluded.secondary_trait, appearance = excluded.appearance,
            special_ability = excluded.special_ability, pronouns = excluded.pronouns, avatar = excluded.avatar, active = excluded.active,
            modified = excluded.modified
          """,
          [
            .text(record.id), .text(record.hero.name), .text(record.hero.primaryTrait.rawValue),
            .text(record.hero.secondaryTrait.rawValue), .text(record.hero.appearance),
            .text(record.hero.specialAbility), .text(record.hero.pronouns.rawValue),
            record.avatar.map { .text($0) } ?? .null, .integer(record.active ? 1 : 0),
            .text(LibraryTime.text(record.created)), .text(LibraryTime.text(record.modified)),
          ])
        if exists { report.heroesUpdated += 1 } else { report.heroesAdded += 1 }
      }
      for event in library.customOccasions {
        let exists = !(try db.rows("SELECT 1 FROM custom_events WHERE id = ?", [.text(event.id)]))
          .isEmpty
        try Self.write(event, inserting: !exists, in: db)
        if exists { report.customOccasionsUpdated += 1 } else { report.customOccasionsAdded += 1 }
      }
      for story in library.stories {
        let exists = !(try db.rows("SELECT 1 FROM stories WHERE id = ?", [.text(story.id)])).isEmpty
        let heroKnown =
          try story.heroId.map {
            !(try db.rows("SELECT 1 FROM heroes WHERE id = ?", [.text($0)])).isEmpty
          } ?? false
        let occasionKnown =
          try story.customOccasionId.map {
            !(try db.rows("SELECT 1 FROM custom_events WHERE id = ?", [.text($0)])).isEmpty
          }
          ?? false
        let content = String(decoding: try JSONEncoder().encode(story.scenes), as: UTF8.self)
        let manifest = String(decoding: try encoder.encode(story.manifest), as: UTF8.self)
        try db.run(
          """
          INSERT INTO stories (id, title, hero_id, hero_name, event_id, event_title, custom_event_id, language, voice,
            folder, audio_file, format, duration, content, body, manifest, favorite, play_count, last_played, position,
            audio_needs_regeneration, job_id, created, modified)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
          ON CONFLICT(id) DO UPDATE SET title = excluded.title, hero_id = excluded.hero_id,
            hero_name = excluded.hero_name, event_id = excluded.event_id, event_title = excluded.event_title,
            custom_event_id = excluded.custom_event_id, language = excluded.language, voice = excluded.voice, folder = excluded.folder,
            audio_file = excluded.audio_file, format = excluded.format, duration = excluded.duration,
            content = excluded.content, body = excluded.body, manifest = excluded.manifest,
            favorite = excluded.favorite, play_count = excluded.play_count, last_played = excluded.last_played,
            position = excluded.position, audio_needs_regeneration = excluded.audio_needs_regeneration,
            job_id = excluded.job_id, modified = excluded.modified
          """,
          [
            .text(story.id), .text(story.title), heroKnown ? .text(story.heroId!) : .null,
            .text(story.heroName),
            .text(story.occasionId), .text(story.occasionTitle),
            occasionKnown ? .text(story.customOccasionId!) : .null,
            .text(story.language), .text(story.voice), .text(story.folder),
            .text(story.audioFile), .text(story.format), .real(story.duration), .text(content),
            .text(story.scenes.map(\.text).joined(separator: " ")), .text(manifest),
            .integer(story.favorite ? 1 : 0),
            .integer(Int64(story.playCount)),
            story.lastPlayed.map { .text(LibraryTime.text($0)) } ?? .null,
            .real(story.position), .integer(story.audioNeedsRegeneration ? 1 : 0),
            story.jobId.map { .text($0) } ?? .null,
            .text(LibraryTime.text(story.created)), .text(LibraryTime.text(story.modified)),
          ])
        try Self.storeIllustrations(of: story.manifest, in: db)
        if exists { report.storiesUpdated += 1 } else { report.storiesAdded += 1 }
      }
      return report
    }
  }
}
