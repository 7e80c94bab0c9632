import Foundation
import TalecastCore

/// The kinds of record a library keeps and finds by id.
public enum LibraryRecordKind: String, Sendable, CaseIterable {
  case story, hero
  case customOccasion = "custom occasion"
}

/// Ids of records of each kind: what to delete, or what was.
public struct LibraryRecords: Sendable, Equatable {
  public var stories: [String]
  public var heroes: [String]
  public var customOccasions: [String]

  public init(stories: [String] = [], heroes: [String] = [], customOccasions: [String] = []) {
    self.stories = stories
    self.heroes = heroes
    self.customOccasions = customOccasions
  }
}

/// A story as its job ended, for `LibraryStore.store`.
public struct GeneratedStory: Sendable {
  public var jobId: String
  /// The story folder, relative to the media root.
  public var folder: String
  public var manifest: StoryManifest
  /// Rendered again (`stories rerender`): a known story takes the new files, text and job,
  /// and keeps what the listener made of it (favourite, plays, created).
  public var replacing: Bool
  /// When it is stored (a replaced story's modified time).
  public var time: Date
  /// The id a new hero takes when the manifest's hero id belongs to another hero.
  public var freshHeroId: String

  public init(
    _ event: StoryGenerated, replacing: Bool, time: Date, freshHeroId: String = Identifier.make()
  ) {
    jobId = event.jobId
    folder = event.folder
    manifest = event.manifest
    self.replacing = replacing
    self.time = time
    self.freshHeroId = freshHeroId
  }
}

/// One scene's illustration as the library tracks it.
public struct IllustrationRecord: Sendable, Hashable {
  public enum Status: String, Sendable { case generated, failed, pending }

  public var sceneIndex: Int
  public var prompt: String
  public var text: String
  /// The image's file name in the story folder, once drawn.
  public var file: String?
  /// When it shows, in seconds into the audio.
  public var timestamp: Double
  public var status: Status
  /// How many times a redraw was asked of it.
  public var retryCount: Int
  /// Why it could not be drawn, the last time it could not.
  public var lastError: String?

  public init(
    sceneIndex: Int, prompt: String, text: String, file: String?, timestamp: Double,
    status: Status, retryCount: Int, lastError: String?
  ) {
    self.sceneIndex = sceneIndex
    self.prompt = prompt
    self.text = text
    self.file = file
    self.timestamp = timestamp
    self.status = status
    self.retryCount = retryCount
    self.lastError = lastError
  }
}
