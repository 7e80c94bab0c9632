import Foundation
import TalecastCore

/// A story as the library holds it.
public struct LibraryStory: Codable, Sendable, Hashable {

  public init(
    id: String, title: String, heroId: String?, heroName: String, occasionId: String,
    occasionTitle: String, customOccasionId: String?, language: String, voice: String,
    folder: String,
    audioFile: String, format: String, duration: Double, scenes: [SceneText], favorite: Bool,
    playCount: Int, lastPlayed: Date?, position: Double, audioNeedsRegeneration: Bool,
    jobId: String?, created: Date, modified: Date, manifest: StoryManifest
  ) {
    self.id = id
    self.title = title
    self.heroId = heroId
    self.heroName = heroName
    self.occasionId = occasionId
    self.occasionTitle = occasionTitle
    self.customOccasionId = customOccasionId
    self.language = language
    self.voice = voice
    self.folder = folder
    self.audioFile = audioFile
    self.format = format
    self.duration = duration
    self.scenes = scenes
    self.favorite = favorite
    self.playCount = playCount
    self.lastPlayed = lastPlayed
    self.position = position
    self.audioNeedsRegeneration = audioNeedsRegeneration
    self.jobId = jobId
    self.created = created
    self.modified = modified
    self.manifest = manifest
  }
  public var id: String
  public var title: String
  /// Nil once the hero was deleted; the name stays.
  public var heroId: String?
  public var heroName: String
  /// A built-in occasion's id, or a custom occasion's id.
  public var occasionId: String
  public var occasionTitle: String
  public var customOccasionId: String?
  public var language: String
  public var voice: String
  /// The story folder, relative to the media root.
  public var folder: String
  /// The audio file's name inside the folder.
  public var audioFile: String
  public var format: String
  /// Measured duration of the audio in seconds.
  public var duration: Double
  /// The scenes as they read now (they may have been edited since the audio was made).
  public var scenes: [SceneText]
  public var favorite: Bool
  public var playCount: Int
  public var lastPlayed: Date?
  /// Where a listener left off, in seconds.
  public var position: Double
  /// Set when the title or text changed after the audio was made.
  public var audioNeedsRegeneration: Bool
  public var jobId: String?
  public var created: Date
  public var modified: Date
  /// `partial` when some illustrations could not be made.
  public var status: StoryStatus { manifest.status }

  /// What the render wrote: timings and illustrations.
  public var manifest: StoryManifest

  /// The audio file, relative to the media root.
  public var audioPath: String { "\(folder)/\(audioFile)" }

  package enum CodingKeys: String, CodingKey {
    case id, title, heroId, heroName, occasionId, occasionTitle, customOccasionId, language, voice
    case folder, audioFile, format, duration, scenes, favorite, playCount, lastPlayed, position
    case audioNeedsRegeneration, jobId, created, modified, manifest
  }

  /// Exports from an earlier Talecast name the occasion fields `eventId`, `eventTitle` and
  /// `customEventId`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(String.self, forKey: .id)
    title = try container.decode(String.self, forKey: .title)
    heroId = try container.decodeIfPresent(String.self, forKey: .heroId)
    heroName = try container.decode(String.self, forKey: .heroName)
    occasionId = try decoder.decode(String.self, CodingKeys.occasionId, legacy: "eventId")
    occasionTitle = try decoder.decode(String.self, CodingKeys.occasionTitle, legacy: "eventTitle")
    customOccasionId = try decoder.decodeIfPresent(
      String.self, CodingKeys.customOccasionId, legacy: "customEventId")
    language = try container.decode(String.self, forKey: .language)
    voice = try container.decode(String.self, forKey: .voice)
    folder = try container.decode(String.self, forKey: .folder)
    audioFile = try container.decode(String.self, forKey: .audioFile)
    format = try container.decode(String.self, forKey: .format)
    duration = try container.decode(Double.self, forKey: .duration)
    scenes = try container.decode([SceneText].self, forKey: .scenes)
    favorite = try container.decode(Bool.self, forKey: .favorite)
    playCount = try container.decode(Int.self, forKey: .playCount)
    lastPlayed = try container.decodeIfPresent(Date.self, forKey: .lastPlayed)
    position = try container.decode(Double.self, forKey: .position)
    audioNeedsRegeneration = try container.decode(Bool.self, forKey: .audioNeedsRegeneration)
    jobId = try container.decodeIfPresent(String.self, forKey: .jobId)
    created = try container.decode(Date.self, forKey: .created)
    modified = try container.decode(Date.self, forKey: .modified)
    manifest = try container.decode(StoryManifest.self, forKey: .manifest)
  }
}

/// A hero as the library holds it.
public struct HeroRecord: Codable, Sendable, Hashable {

  public init(
    hero: Hero, avatar: String?, active: Bool, created: Date, modified: Date, storyCount: Int
  ) {
    self.hero = hero
    self.avatar = avatar
    self.active = active
    self.created = created
    self.modified = modified
    self.storyCount = storyCount
  }
  public var hero: Hero
  /// An image file for the hero, if the user gave one.
  public var avatar: String?
  public var active: Bool
  public var created: Date
  public var modified: Date
  /// How many stories in the library feature this hero.
  public var storyCount: Int

  public var id: String { hero.id }
}
