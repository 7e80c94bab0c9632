import Foundation
import TalecastCore

/// A story as a list shows it: every field of `LibraryStory` but its scenes' text and its
/// manifest, and what a list says of those (how many scenes, whether an illustration is
/// missing, whether there are subtitles). The stores read it from columns of their own, so a
/// page of summaries decodes no manifest.
public struct StorySummary: Sendable, Hashable {
  public var id: String
  public var title: String
  /// Nil once the hero was deleted; the name stays.
  public var heroId: String?
  public var heroName: String
  public var occasionId: String
  public var occasionTitle: String
  public var customOccasionId: String?
  public var language: String
  public var voice: String
  public var format: String
  /// Measured duration of the audio in seconds.
  public var duration: Double
  /// How many scenes the text has now.
  public var sceneCount: Int
  public var status: StoryStatus
  /// The subtitles file's name in the story folder, when the render wrote one.
  public var subtitles: String?
  public var favorite: Bool
  public var playCount: Int
  public var lastPlayed: Date?
  public var position: Double
  public var audioNeedsRegeneration: Bool
  public var jobId: String?
  public var created: Date
  public var modified: Date

  public init(
    id: String, title: String, heroId: String?, heroName: String, occasionId: String,
    occasionTitle: String, customOccasionId: String?, language: String, voice: String,
    format: String, duration: Double, sceneCount: Int, status: StoryStatus, subtitles: String?,
    favorite: Bool, playCount: Int, lastPlayed: Date?, position: Double,
    audioNeedsRegeneration: Bool, jobId: String?, created: Date, modified: Date
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
    self.format = format
    self.duration = duration
    self.sceneCount = sceneCount
    self.status = status
    self.subtitles = subtitles
    self.favorite = favorite
    self.playCount = playCount
    self.lastPlayed = lastPlayed
    self.position = position
    self.audioNeedsRegeneration = audioNeedsRegeneration
    self.jobId = jobId
    self.created = created
    self.modified = modified
  }

  /// What a list says of a whole story.
  public init(_ story: LibraryStory) {
    self.init(
      id: story.id, title: story.title, heroId: story.heroId, heroName: story.heroName,
      occasionId: story.occasionId, occasionTitle: story.occasionTitle,
      customOccasionId: story.customOccasionId, language: story.language, voice: story.voice,
      format: story.format, duration: story.duration, sceneCount: story.scenes.count,
      status: story.status, subtitles: story.manifest.audio.subtitles, favorite: story.favorite,
      playCount: story.playCount, lastPlayed: story.lastPlayed, position: story.position,
      audioNeedsRegeneration: story.audioNeedsRegeneration, jobId: story.jobId,
      created: story.created, modified: story.modified)
  }
}
