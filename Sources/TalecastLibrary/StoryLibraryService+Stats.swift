import TalecastStorage

/// The library at a glance.
public struct LibraryStats: Codable, Sendable, Equatable {
  public var stories: Int
  /// Never played.
  public var new: Int
  /// Played once or twice.
  public var inProgress: Int
  /// Played three times or more.
  public var completed: Int
  public var favorites: Int
  public var needingNewAudio: Int
  /// Seconds of audio in all stories.
  public var totalAudio: Double
  public var heroes: Int
  public var customOccasions: Int
}

extension StoryLibraryService {
  public func stats() throws -> LibraryStats {
    try store.read { db in
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
      let heroes = try db.rows("SELECT COUNT(*) AS n FROM heroes WHERE active = 1")[0].int("n") ?? 0
      let events = try db.rows("SELECT COUNT(*) AS n FROM custom_events")[0].int("n") ?? 0
      return LibraryStats(
        stories: story.int("stories") ?? 0, new: story.int("new") ?? 0,
        inProgress: story.int("in_progress") ?? 0,
        completed: story.int("completed") ?? 0, favorites: story.int("favorites") ?? 0,
        needingNewAudio: story.int("outdated") ?? 0, totalAudio: story.double("total") ?? 0,
        heroes: heroes,
        customOccasions: events)
    }
  }
}
