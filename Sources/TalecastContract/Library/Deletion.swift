import Foundation
import TalecastCore

/// Everything a deletion will remove, listed before anything is removed.
public struct DeletionPlan: Sendable {
  public var stories: [LibraryStory]
  public var heroes: [HeroRecord]
  public var customOccasions: [CustomOccasion]
  /// Files that will be removed, relative to the media root.
  public var files: [String]
  /// Story folders that will be removed (inside the media root's `stories/`).
  public var folders: [URL]

  public var isEmpty: Bool { stories.isEmpty && heroes.isEmpty && customOccasions.isEmpty }

  package init(
    stories: [LibraryStory], heroes: [HeroRecord], customOccasions: [CustomOccasion],
    files: [String], folders: [URL]
  ) {
    self.stories = stories
    self.heroes = heroes
    self.customOccasions = customOccasions
    self.files = files
    self.folders = folders
  }
}

/// What a deletion did.
public struct DeletionReport: Sendable {
  public var storiesDeleted: Int
  public var heroesDeleted: Int
  public var customOccasionsDeleted: Int
  public var filesRemoved: Int
  /// Files or folders that could not be removed, with why; the rows are gone regardless.
  public var problems: [String]

  package init(
    storiesDeleted: Int, heroesDeleted: Int, customOccasionsDeleted: Int, filesRemoved: Int,
    problems: [String]
  ) {
    self.storiesDeleted = storiesDeleted
    self.heroesDeleted = heroesDeleted
    self.customOccasionsDeleted = customOccasionsDeleted
    self.filesRemoved = filesRemoved
    self.problems = problems
  }
}
