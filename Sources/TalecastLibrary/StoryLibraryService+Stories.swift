import Foundation
import TalecastCore
import TalecastStorage

/// One page of a story list.
public struct StoryPage: Sendable {
  public let stories: [LibraryStory]
  /// Pass to `--after` for the next page; nil on the last page.
  public let nextCursor: String?
}

extension StoryLibraryService {
  /// Stores a generated story, its hero (reusing an identical stored hero) and its
  /// illustrations in one transaction, then announces it.
  ///
  /// With `replacing`, the story was rendered again (`stories rerender`): its row takes the new
  /// files, text and job, and keeps what the listener made of it (favourite, plays, created).
  public func store(_ event: StoryGenerated, replacing: Bool = false) throws {
    let manifest = event.manifest
    let encoder = StoryManifest.makeEncoder()
    let manifestJSON = String(decoding: try encoder.encode(manifest), as: UTF8.self)
    let scenes = manifest.scenes.map {
      SceneText(text: $0.text, illustrationPrompt: $0.illustrationPrompt)
    }
    let content = String(decoding: try JSONEncoder().encode(scenes), as: UTF8.self)
    let created = LibraryTime.text(manifest.created)
    let stored = try store.write { db -> Bool in
      // The same story from the same job again (a job resumed after a crash that came
      // between storing and finishing): it is there already, once.
      let known = try db.rows(
        "SELECT job_id FROM stories WHERE id = ?", [.text(manifest.storyId)])
      if let row = known.first, row.string("job_id") == event.jobId { return false }
      if replacing, !known.isEmpty {
        try db.run(
          """
          UPDATE stories SET title = ?, folder = ?, audio_file = ?, format = ?, duration = ?, content = ?, body = ?,
            manifest = ?, job_id = ?, audio_needs_regeneration = 0, position = 0, modified = ? WHERE id = ?
          """,
          [
            .text(manifest.title), .text(event.folder), .text(manifest.audio.file),
            .text(manifest.audio.format), .real(manifest.duration), .text(content),
            .text(scenes.map(\.text).joined(separator: " ")), .text(manifestJSON),
            .text(event.jobId),
            .text(LibraryTime.text(Date())), .text(manifest.storyId),
          ])
        try db.run(
          "DELETE FROM illustrations WHERE story_id = ? AND scene_index >= ?",
          [.text(manifest.storyId), .integer(Int64(manifest.scenes.count))])
        try Self.storeIllustrations(of: manifest, in: db)
        return true
      }
      let heroId = try Self.storeHero(manifest.hero, created: created, in: db)
      let custom = try db.rows(
        "SELECT id FROM custom_events WHERE id = ?", [.text(manifest.occasion.id)]
      ).first?.string("id")
      try db.run(
        """
        INSERT INTO stories (id, title, hero_id, hero_name, event_id, event_title, custom_event_id, voice, folder,
          audio_file, format, duration, content, body, manifest, job_id, created, modified)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """,
        [
          .text(manifest.storyId), .text(manifest.title), .text(heroId), .text(manifest.hero.name),
          .text(manifest.occasion.id), .text(manifest.occasion.title),
          custom.map { .text($0) } ?? .null,
          .text(manifest.voice),
          .text(event.folder), .text(manifest.audio.file), .text(manifest.audio.format),
          .real(manifest.duration),
          .text(content), .text(scenes.map(\.text).joined(separator: " ")), .text(manifestJSON),
          .text(event.jobId),
          .text(created), .text(created),
        ])
      if let custom {
        try db.run(
          "UPDATE custom_events SET usage_count = usage_count + 1, last_used = ? WHERE id = ?",
          [.text(created), .text(custom)])
      }
      try Self.storeIllustrations(of: manifest, in: db)
      return true
    }
    if stored { broker.publish(LibraryChanged(storyId: manifest.storyId, change: .created)) }
  }

  /// The id of the story a job made, if the library has it.
  public func storyId(ofJob jobId: String) throws -> String? {
    try store.read { db in
      try db.rows("SELECT id FROM stories WHERE job_id = ? LIMIT 1", [.text(jobId)]).first?.string(
        "id")
    }
  }

  /// One row per scene: `generated` with its file, `failed` with the error (a partial
  /// story), or `pending` when none was asked for. `retried` scenes count one more retry.
  static func storeIllustrations(
    of manifest: StoryManifest, retried: Set<Int> = [], in db: any LibraryTransaction
  ) throws {
    for scene in manifest.scenes {
      let status =
        scene.illustration != nil
        ? "generated" : scene.illustrationError != nil ? "failed" : "pending"
      let retries = retried.contains(scene.index) ? 1 : 0
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
          .text(manifest.storyId), .integer(Int64(scene.index)), .text(scene.illustrationPrompt),
          .text(scene.text),
          scene.illustration.map { .text($0.file) } ?? .null,
          .real(scene.illustration?.timestamp ?? scene.start),
          .text(status), .integer(Int64(retries)),
          scene.illustrationError.map { .text($0) } ?? .null,
        ])
    }
  }

  /// A partial story's illustrations were drawn again: its manifest and illustration rows
  /// take the new state.
  public func storeIllustrations(_ event: StoryIllustrated) throws {
    let manifest = event.manifest
    let json = String(decoding: try StoryManifest.makeEncoder().encode(manifest), as: UTF8.self)
    let retried = Set(event.drawn + event.failed)
    let changed = try store.write { db -> Bool in
      let updated = try db.run(
        "UPDATE stories SET manifest = ?, modified = ? WHERE id = ?",
        [.text(json), .text(LibraryTime.text(Date())), .text(manifest.storyId)])
      guard updated > 0 else { return false }
      try Self.storeIllustrations(of: manifest, retried: retried, in: db)
      return true
    }
    guard changed else { throw LibraryError.notFound(kind: "story", id: manifest.storyId) }
    broker.publish(LibraryChanged(storyId: manifest.storyId, change: .updated))
  }

  private static func storeHero(_ hero: Hero, created: String, in db: any LibraryTransaction) throws
    -> String
  {
    let existing = try db.rows(
      """
      SELECT id FROM heroes WHERE name = ? AND primary_trait = ? AND secondary_trait = ?
        AND appearance = ? AND special_ability = ? AND pronouns = ? ORDER BY active DESC LIMIT 1
      """,
      [
        .text(hero.name), .text(hero.primaryTrait.rawValue), .text(hero.secondaryTrait.rawValue),
        .text(hero.appearance), .text(hero.specialAbility), .text(hero.pronouns.rawValue),
      ])
    if let id = existing.first?.string("id") { return id }
    let byId = try db.rows("SELECT id FROM heroes WHERE id = ?", [.text(hero.id)])
    let id = byId.isEmpty ? hero.id : Identifier.make()
    try db.run(
      """
      INSERT INTO heroes (id, name, primary_trait, secondary_trait, appearance, special_ability, pronouns,
        created, modified) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
      """,
      [
        .text(id), .text(hero.name), .text(hero.primaryTrait.rawValue),
        .text(hero.secondaryTrait.rawValue),
        .text(hero.appearance), .text(hero.specialAbility), .text(hero.pronouns.rawValue),
        .text(created), .text(created),
      ])
    return id
  }

  /// The story whose id is `idOrPrefix`, or the only one whose id starts with it.
  public func story(matching idOrPrefix: String) throws -> LibraryStory {
    let id = try resolveId(idOrPrefix, in: "stories", kind: "story")
    let rows = try store.read { db in
      try db.rows("SELECT s.* FROM stories s WHERE s.id = ?", [.text(id)])
    }
    guard let row = rows.first else { throw LibraryError.notFound(kind: "story", id: idOrPrefix) }
    return try Self.story(from: row)
  }

  /// Every story, oldest first.
  public func stories() throws -> [LibraryStory] {
    try page(StoryQuery.all, sort: .oldestFirst, limit: Int(Int32.max)).stories
  }

  /// One page of the stories matching `query`, in `sort` order (by default: best match first
  /// when searching words, else oldest first), after `cursor`.
  public func page(
    _ query: StoryQuery, sort: StorySort? = nil, after cursor: String? = nil, limit: Int = 50
  ) throws
    -> StoryPage
  {
    let sort = sort ?? (query.searchesText ? .bestMatch : .oldestFirst)
    if sort.usesRank && !query.searchesText {
      throw LibraryError.invalid(field: "--sort", problem: "rank needs words to search for")
    }
    let compiler = QueryCompiler(query, dialect: store.dialect)
    let position = try cursor.map { token throws(LibraryError) in
      try PageCursor.decode(token, expectedSort: sort)
    }
    let limit = max(1, limit)
    let (sql, arguments) = compiler.select(sort: sort, after: position, limit: limit + 1)
    let (keys, rows): ([Row], [Row])
    do {
      (keys, rows) = try store.read { db in
        let keys = try db.rows(sql, arguments)
        let wanted = keys.prefix(limit).compactMap { $0.int("seq") }
        guard !wanted.isEmpty else { return (keys, []) }
        let marks = Array(repeating: "?", count: wanted.count).joined(separator: ", ")
        let rows = try db.rows(
          "SELECT s.* FROM stories s WHERE s.seq IN (\(marks))", wanted.map { .integer(Int64($0)) })
        return (keys, rows)
      }
    } catch let error as DatabaseError where error.message.contains("fts5") {
      throw LibraryError.invalid(
        field: "query", problem: "the search words could not be searched (\(error.message))")
    }
    // The second query returns rows in any order: put them back in the page's order.
    let bySeq = Dictionary(
      rows.map { ($0.int("seq") ?? -1, $0) }, uniquingKeysWith: { first, _ in first })
    let stories = try keys.prefix(limit).compactMap { key in
      try bySeq[key.int("seq") ?? -1].map(Self.story(from:))
    }
    var next: String?
    if keys.count > limit, let last = keys.prefix(limit).last, let id = last.string("id") {
      // The sort values exactly as SQLite computed them, so the next page continues exactly.
      let values = sort.keys.indices.map { index -> PageCursor.Value in
        switch last.columns["k\(index)"] {
        case .integer(let number): .number(Double(number))
        case .real(let number): .number(number)
        case .text(let text): .text(text)
        default: .text("")
        }
      }
      next = PageCursor(sort: sort.text, values: values, id: id).token
    }
    return StoryPage(stories: stories, nextCursor: next)
  }

  static func story(from row: Row) throws -> LibraryStory {
    guard let id = row.string("id"), let manifestJSON = row.string("manifest") else {
      throw LibraryError.storage("a story row is missing its id or manifest")
    }
    let manifest = try StoryManifest.makeDecoder().decode(
      StoryManifest.self, from: Data(manifestJSON.utf8))
    let scenes =
      (try? JSONDecoder().decode([SceneText].self, from: Data((row.string("content") ?? "[]").utf8)))
      ?? []
    return LibraryStory(
      id: id, title: row.string("title") ?? manifest.title, heroId: row.string("hero_id"),
      heroName: row.string("hero_name") ?? manifest.hero.name,
      occasionId: row.string("event_id") ?? manifest.occasion.id,
      occasionTitle: row.string("event_title") ?? manifest.occasion.title,
      customOccasionId: row.string("custom_event_id"),
      language: row.string("language") ?? "en", voice: row.string("voice") ?? manifest.voice,
      folder: row.string("folder") ?? "",
      audioFile: row.string("audio_file") ?? manifest.audio.file,
      format: row.string("format") ?? manifest.audio.format,
      duration: row.double("duration") ?? manifest.duration,
      scenes: scenes, favorite: row.int("favorite") == 1, playCount: row.int("play_count") ?? 0,
      lastPlayed: LibraryTime.date(row.string("last_played")),
      position: row.double("position") ?? 0,
      audioNeedsRegeneration: row.int("audio_needs_regeneration") == 1, jobId: row.string("job_id"),
      created: LibraryTime.date(row.string("created")) ?? manifest.created,
      modified: LibraryTime.date(row.string("modified")) ?? manifest.created, manifest: manifest)
  }
}
