import Foundation
import TalecastCore

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

  package init(
    stories: Int, new: Int, inProgress: Int, completed: Int, favorites: Int, needingNewAudio: Int,
    totalAudio: Double, heroes: Int, customOccasions: Int
  ) {
    self.stories = stories
    self.new = new
    self.inProgress = inProgress
    self.completed = completed
    self.favorites = favorites
    self.needingNewAudio = needingNewAudio
    self.totalAudio = totalAudio
    self.heroes = heroes
    self.customOccasions = customOccasions
  }
}
