import Foundation
import TalecastCore
import TalecastStorage

/// The library: heroes, stories, illustrations and custom events in a `LibraryStore` — the one
/// SQLite database (WAL) under the media root, or a PostgreSQL server shared by many hosts. It is handed each new story when its job ends, learns of plays
/// from `PlaybackFinished` and of saved positions from `PlaybackPositionSaved`, and announces every
/// create, update and delete with `LibraryChanged`. It knows nothing of the generator or the
/// player.
public final class StoryLibraryService: Sendable {
  public static let databaseName = "talecast.sqlite"

  let store: any LibraryStore
  let broker: any EventPublishing
  /// The media root: story folders are resolved, and only ever deleted, inside it.
  let mediaRoot: URL

  /// Keeps the library in `store` (already migrated by its driver).
  public init(store: any LibraryStore, mediaRoot: URL, broker: any EventPublishing) {
    self.store = store
    self.mediaRoot = mediaRoot.standardizedFileURL
    self.broker = broker
  }

  /// Uses (migrating if needed) the library tables of the SQLite `database`.
  public convenience init(database: Database, mediaRoot: URL, broker: any EventPublishing) throws {
    self.init(
      store: try SQLiteLibraryStore(database: database), mediaRoot: mediaRoot, broker: broker)
  }

  /// Opens (creating and migrating if needed) the library database in `mediaRoot`.
  public convenience init(mediaRoot: URL, broker: any EventPublishing) throws {
    try self.init(
      database: try Self.openDatabase(in: mediaRoot), mediaRoot: mediaRoot, broker: broker)
  }

  /// Opens the one Talecast database of a media root, creating the folder if needed.
  public static func openDatabase(in mediaRoot: URL) throws -> Database {
    try FileManager.default.createDirectory(at: mediaRoot, withIntermediateDirectories: true)
    return try Database(path: mediaRoot.appendingPathComponent(databaseName).path)
  }

  /// Subscribes the library to the events it acts on. Keep the handles as long as the
  /// library should listen.
  ///
  /// A generated story is not among them: it is stored by whoever ends its job (`store`), in
  /// order with the job's end, so a crash cannot leave one without the other.
  public func subscribe(to broker: EventBroker) -> [Subscription] {
    [
      broker.subscribe(PlaybackFinished.self) { [weak self] event in
        try self?.recordPlay(of: event.storyId)
      },
      broker.subscribe(PlaybackPositionSaved.self) { [weak self] event in
        try self?.savePosition(event.position, of: event.storyId)
      },
    ]
  }

  /// A story was played to its end: one more play, played now, start from the beginning next time.
  public func recordPlay(of storyId: String, at time: Date = Date()) throws {
    let changed = try store.write { db -> Bool in
      try db.run(
        "UPDATE stories SET play_count = play_count + 1, last_played = ?, position = 0 WHERE id = ?",
        [.text(LibraryTime.text(time)), .text(storyId)]) > 0
    }
    if changed { broker.publish(LibraryChanged(storyId: storyId, change: .updated)) }
  }

  /// Where a listener left a story.
  public func savePosition(_ position: Double, of storyId: String) throws {
    let changed = try store.write { db -> Bool in
      // Within 0…duration (CASE rather than MIN/MAX, which PostgreSQL calls LEAST/GREATEST).
      try db.run(
        """
        UPDATE stories SET position = CASE WHEN ? < 0 THEN 0 WHEN ? > duration THEN duration ELSE ? END
        WHERE id = ?
        """,
        [.real(position), .real(position), .real(position), .text(storyId)]) > 0
    }
    if changed { broker.publish(LibraryChanged(storyId: storyId, change: .updated)) }
  }

  /// Finds one row by exact id or unique id prefix in `table`.
  func resolveId(_ idOrPrefix: String, in table: String, kind: String) throws -> String {
    let wanted = idOrPrefix.lowercased()
    guard !wanted.isEmpty else { throw LibraryError.notFound(kind: kind, id: idOrPrefix) }
    let rows = try store.read { db in
      let exact = try db.rows("SELECT id FROM \(table) WHERE id = ?", [.text(wanted)])
      if !exact.isEmpty { return exact }
      return try db.rows(
        "SELECT id FROM \(table) WHERE id LIKE ? ESCAPE '\\' ORDER BY id LIMIT 6",
        [QueryCompiler.contains(wanted, prefixOnly: true)])
    }
    guard !rows.isEmpty else { throw LibraryError.notFound(kind: kind, id: idOrPrefix) }
    guard rows.count == 1, let id = rows[0].string("id") else {
      throw LibraryError.ambiguousId(
        kind: kind, id: idOrPrefix, matches: rows.compactMap { $0.string("id") })
    }
    return id
  }
}
