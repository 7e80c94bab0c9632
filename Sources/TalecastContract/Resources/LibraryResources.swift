import Foundation
import TalecastCore

/// The library at a glance (`LibraryStats`).
public struct StatsResource: Encodable, Sendable {
  public let stories: Int
  public let new: Int
  public let inProgress: Int
  public let completed: Int
  public let favorites: Int
  public let needingNewAudio: Int
  public let totalAudioSeconds: Double
  public let heroes: Int
  public let customOccasions: Int

  public init(_ stats: LibraryStats) {
    stories = stats.stories
    new = stats.new
    inProgress = stats.inProgress
    completed = stats.completed
    favorites = stats.favorites
    needingNewAudio = stats.needingNewAudio
    totalAudioSeconds = stats.totalAudio
    heroes = stats.heroes
    customOccasions = stats.customOccasions
  }
}

/// What an import changed (`ImportReport`).
public struct ImportReportResource: Encodable, Sendable {
  public let heroesAdded: Int
  public let heroesUpdated: Int
  public let customOccasionsAdded: Int
  public let customOccasionsUpdated: Int
  public let storiesAdded: Int
  public let storiesUpdated: Int
  /// Stories whose audio is not here: kept, marked to be rendered again.
  public let storiesWithoutFiles: Int

  public init(_ report: ImportReport) {
    heroesAdded = report.heroesAdded
    heroesUpdated = report.heroesUpdated
    customOccasionsAdded = report.customOccasionsAdded
    customOccasionsUpdated = report.customOccasionsUpdated
    storiesAdded = report.storiesAdded
    storiesUpdated = report.storiesUpdated
    storiesWithoutFiles = report.storiesWithoutFiles
  }
}
