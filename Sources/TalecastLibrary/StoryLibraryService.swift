import Foundation
import TalecastCore
import TalecastStorage

/// Keeps every rendered story, its hero and its illustrations in one SQLite database (WAL)
/// under the media root. It learns of new stories from `StoryGenerated` events and announces
/// what it stored with `LibraryChanged`; it knows nothing of the generator or the player.
public final class StoryLibraryService: Sendable {
  public static let databaseName = "talecast.sqlite"

  private let database: Database
  private let broker: any EventPublishing

  /// Uses (migrating if needed) the library tables of `database`.
  public init(database: Database, broker: any EventPublishing) throws {
    self.database = database
    try LibrarySchema.migrator.migrate(database)
    self.broker = broker
  }

  /// Opens (creating and migrating if needed) the library database in `mediaRoot`.
  public convenience init(mediaRoot: URL, broker: any EventPublishing) throws {
    try self.init(database: try Self.openDatabase(in: mediaRoot), broker: broker)
  }

  /// Opens the one Talecast database of a media root, creating the folder if needed.
  public static func openDatabase(in mediaRoot: URL) throws -> Database {
    try FileManager.default.createDirectory(at: mediaRoot, withIntermediateDirectories: true)
    return try Database(path: mediaRoot.appendingPathComponent(databaseName).path)
  }

  /// Subscribes the library to the events it acts on. Keep the handles as long as the
  /// library should listen.
  public func subscribe(to broker: EventBroker) -> [Subscription] {
    [broker.subscribe(StoryGenerated.self) { [weak self] event in self?.receive(event) }]
  }

  /// Stores a generated story, then announces the result.
  func receive(_ event: StoryGenerated) {
    do {
      try store(event)
      broker.publish(LibraryChanged(storyId: event.manifest.storyId, change: .created))
    } catch {
      broker.publish(LibraryStoreFailed(storyId: event.manifest.storyId, message: "\(error)"))
    }
  }

  /// Stores the story, its hero (reusing an identical stored hero) and its illustrations in
  /// one transaction.
  public func store(_ event: StoryGenerated) throws {
    let manifest = event.manifest
    let manifestJSON = String(
      decoding: try StoryManifest.makeEncoder().encode(manifest), as: UTF8.self)
    let created = Self.timestamp(manifest.created)
    try database.write { db in
      let heroId = try Self.storeHero(manifest.hero, created: created, in: db)
      try db.run(
        """
        INSERT INTO stories (id, title, hero_id, event_id, event_title, folder, audio_file, format,
                             duration, manifest, job_id, created)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """,
        [
          .text(manifest.storyId), .text(manifest.title), .text(heroId), .text(manifest.event.id),
          .text(manifest.event.title), .text(event.folder), .text(manifest.audio.file),
          .text(manifest.audio.format), .real(manifest.duration), .text(manifestJSON),
          .text(event.jobId),
          .text(created),
        ])
      for scene in manifest.scenes {
        try db.run(
          """
          INSERT INTO illustrations (story_id, scene_index, prompt, text_segment, file, timestamp, status)
          VALUES (?, ?, ?, ?, ?, ?, ?)
          """,
          [
            .text(manifest.storyId), .integer(Int64(scene.index)), .text(scene.illustrationPrompt),
            .text(scene.text), scene.illustration.map { .text($0.file) } ?? .null,
            .real(scene.illustration?.timestamp ?? scene.start),
            .text(scene.illustration == nil ? "pending" : "generated"),
          ])
      }
    }
  }

  private static func storeHero(_ hero: Hero, created: String, in db: borrowing Connection) throws
    -> String
  {
    let existing = try db.rows(
      """
      SELECT id FROM heroes WHERE name = ? AND primary_trait = ? AND secondary_trait = ?
        AND appearance = ? AND special_ability = ? LIMIT 1
      """,
      [
        .text(hero.name), .text(hero.primaryTrait.rawValue), .text(hero.secondaryTrait.rawValue),
        .text(hero.appearance), .text(hero.specialAbility),
      ])
    if let id = existing.first?.string("id") { return id }
    try db.run(
      "INSERT INTO heroes (id, name, primary_trait, secondary_trait, appearance, special_ability, created) VALUES (?, ?, ?, ?, ?, ?, ?)",
      [
        .text(hero.id), .text(hero.name), .text(hero.primaryTrait.rawValue),
        .text(hero.secondaryTrait.rawValue),
        .text(hero.appearance), .text(hero.specialAbility), .text(created),
      ])
    return hero.id
  }

  /// Every story, oldest first.
  public func stories() throws -> [LibraryStory] {
    try database.read { db in
      try db.rows(Self.storySelect + " ORDER BY s.created, s.id").map(Self.story(from:))
    }
  }

  /// The story whose id is `idOrPrefix`, or the only one whose id starts with it.
  public func story(matching idOrPrefix: String) throws -> LibraryStory {
    let wanted = idOrPrefix.lowercased()
    let rows = try database.read { db in
      let exact = try db.rows(Self.storySelect + " WHERE s.id = ?", [.text(wanted)])
      if !exact.isEmpty { return exact }
      // Prefix match; LIKE wildcards in the input are escaped so they match literally.
      let escaped = wanted.replacingOccurrences(of: "\\", with: "\\\\")
        .replacingOccurrences(of: "%", with: "\\%").replacingOccurrences(of: "_", with: "\\_")
      return try db.rows(
        Self.storySelect + " WHERE s.id LIKE ? ESCAPE '\\' ORDER BY s.id LIMIT 6",
        [.text(escaped + "%")])
    }
    guard !rows.isEmpty, !wanted.isEmpty else { throw LibraryError.storyNotFound(idOrPrefix) }
    guard rows.count == 1 else {
      throw LibraryError.ambiguousStoryId(idOrPrefix, matches: rows.compactMap { $0.string("id") })
    }
    return try Self.story(from: rows[0])
  }

  /// Timestamps are stored as ISO 8601 with milliseconds, so text order is time order.
  static func timestamp(_ date: Date) -> String { formatter().string(from: date) }

  static func date(from text: String) -> Date? { formatter().date(from: text) }

  private static func formatter() -> ISO8601DateFormatter {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    return formatter
  }

  private static let storySelect = """
    SELECT s.id, s.title, h.name AS hero_name, s.event_title, s.folder, s.duration, s.manifest, s.created
    FROM stories s JOIN heroes h ON h.id = s.hero_id
    """

  private static func story(from row: Row) throws -> LibraryStory {
    guard let id = row.string("id"), let json = row.string("manifest") else {
      throw LibraryError.storage("a story row is missing its id or manifest")
    }
    let manifest = try StoryManifest.makeDecoder().decode(StoryManifest.self, from: Data(json.utf8))
    return LibraryStory(
      id: id, title: row.string("title") ?? manifest.title,
      heroName: row.string("hero_name") ?? manifest.hero.name,
      eventTitle: row.string("event_title") ?? manifest.event.title,
      folder: row.string("folder") ?? "",
      duration: row.double("duration") ?? manifest.duration,
      created: row.string("created").flatMap(Self.date(from:)) ?? manifest.created,
      manifest: manifest)
  }
}
