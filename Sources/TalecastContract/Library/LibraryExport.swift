import Foundation
import TalecastCore

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

  package enum CodingKeys: String, CodingKey {
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
  /// Stories whose audio is not in this library: kept with their text, marked to be rendered
  /// again (`stories rerender outdated:yes`).
  public var storiesWithoutFiles = 0

  package init(
    heroesAdded: Int = 0, heroesUpdated: Int = 0, customOccasionsAdded: Int = 0,
    customOccasionsUpdated: Int = 0, storiesAdded: Int = 0, storiesUpdated: Int = 0,
    storiesWithoutFiles: Int = 0
  ) {
    self.heroesAdded = heroesAdded
    self.heroesUpdated = heroesUpdated
    self.customOccasionsAdded = customOccasionsAdded
    self.customOccasionsUpdated = customOccasionsUpdated
    self.storiesAdded = storiesAdded
    self.storiesUpdated = storiesUpdated
    self.storiesWithoutFiles = storiesWithoutFiles
  }
}
