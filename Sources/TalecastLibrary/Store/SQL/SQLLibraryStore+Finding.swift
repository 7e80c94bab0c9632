import TalecastContract
import TalecastCore
import TalecastSQL

extension SQLLibraryStore {
  public func ids(of kind: LibraryRecordKind, matching idOrPrefix: String, limit: Int)
    throws(LibraryError) -> [String]
  {
    let wanted = idOrPrefix.lowercased()
    let table = Self.table(kind)
    return try read { db in
      let exact = try db.rows("SELECT id FROM \(raw: table) WHERE id = \(wanted)")
      if !exact.isEmpty { return exact.compactMap { $0.string("id") } }
      let prefix = SQLFragment.like("id", QueryCompiler.contains(wanted, prefixOnly: true))
      return try db.rows("SELECT id FROM \(raw: table) WHERE \(prefix) ORDER BY id LIMIT \(limit)")
        .compactMap { $0.string("id") }
    }
  }

  public func story(id: String) throws(LibraryError) -> LibraryStory? {
    try read { db in try db.rows("SELECT s.* FROM stories s WHERE s.id = \(id)") }
      .first.map { row throws(LibraryError) in try SQLRows.story(row) }
  }

  public func storyId(ofJob jobId: String) throws(LibraryError) -> String? {
    try read { db in
      try db.rows("SELECT id FROM stories WHERE job_id = \(jobId) ORDER BY id LIMIT 1")
    }.first?.string("id")
  }

  public func storyFolders() throws(LibraryError) -> [String: String] {
    let rows = try read { db in try db.rows("SELECT id, folder FROM stories") }
    var folders: [String: String] = [:]
    for row in rows {
      if let id = row.string("id"), let folder = row.string("folder") { folders[id] = folder }
    }
    return folders
  }

  public func hero(id: String) throws(LibraryError) -> HeroRecord? {
    try read { db in try db.rows(Self.heroSelect + " WHERE h.id = \(id)") }
      .first.map { row throws(LibraryError) in try SQLRows.hero(row) }
  }

  public func customOccasion(id: String) throws(LibraryError) -> CustomOccasion? {
    try read { db in try db.rows("SELECT * FROM custom_occasions WHERE id = \(id)") }
      .first.map { row throws(LibraryError) in try SQLRows.customOccasion(row) }
  }

  public func illustrations(ofStory id: String) throws(LibraryError) -> [IllustrationRecord] {
    try read { db in
      try db.rows("SELECT * FROM illustrations WHERE story_id = \(id) ORDER BY scene_index")
    }.map(SQLRows.illustration)
  }

  public func stories(ofHero id: String) throws(LibraryError) -> [LibraryStory] {
    try read { db in
      try db.rows("SELECT s.* FROM stories s WHERE s.hero_id = \(id) ORDER BY s.created, s.id")
    }.map { row throws(LibraryError) in try SQLRows.story(row) }
  }

  public func stats() throws(LibraryError) -> LibraryStats {
    try read { db in
      let story = try db.rows(
        """
        SELECT COUNT(*) AS stories,
          COALESCE(SUM(CASE WHEN play_count = 0 THEN 1 ELSE 0 END), 0) AS new,
          COALESCE(SUM(CASE WHEN play_count BETWEEN 1 AND 2 THEN 1 ELSE 0 END), 0) AS in_progress,
          COALESCE(SUM(CASE WHEN play_count >= 3 THEN 1 ELSE 0 END), 0) AS completed,
          COALESCE(SUM(favorite), 0) AS favorites,
          COALESCE(SUM(audio_needs_regeneration), 0) AS outdated,
          COALESCE(SUM(duration), 0) AS total
        FROM stories
        """)[0]
      let heroes = try db.rows("SELECT COUNT(*) AS n FROM heroes WHERE active = 1")[0].int("n")
      let occasions = try db.rows("SELECT COUNT(*) AS n FROM custom_occasions")[0].int("n")
      return LibraryStats(
        stories: story.int("stories") ?? 0, new: story.int("new") ?? 0,
        inProgress: story.int("in_progress") ?? 0,
        completed: story.int("completed") ?? 0, favorites: story.int("favorites") ?? 0,
        needingNewAudio: story.int("outdated") ?? 0, totalAudio: story.double("total") ?? 0,
        heroes: heroes ?? 0, customOccasions: occasions ?? 0)
    }
  }

  static let heroSelect: SQLFragment = """
    SELECT h.*, (SELECT COUNT(*) AS n FROM stories s WHERE s.hero_id = h.id) AS story_count FROM heroes h
    """
}
