import Foundation
import TalecastLibrary

/// A story as the API shows it (`Story` in the OpenAPI document): what a player needs (its
/// scenes' text and when each illustration shows, where the listener left it) and links to its
/// files. Its own contract: the library's record may change shape without changing this.
struct StoryResource: Encodable, Sendable {
  let id: String
  let title: String
  let hero: Hero
  let occasion: Occasion
  let language: String
  let voice: String
  let format: String
  /// Measured seconds of audio.
  let duration: Double
  /// The scenes with their text and timing; left out of a page of stories (a list is for
  /// choosing: its text would make each page twenty stories long).
  let scenes: [Scene]?
  let sceneCount: Int
  let favorite: Bool
  let playCount: Int
  let lastPlayed: Date?
  /// Seconds into the story where its listener left it.
  let position: Double
  /// The text or title changed since the audio was made (a rerender makes them agree).
  let audioOutdated: Bool
  /// `partial` when some illustrations could not be made.
  let status: String
  let jobId: String?
  let created: Date
  let modified: Date
  let links: Links

  struct Hero: Encodable, Sendable {
    /// Absent once the hero was deleted; the name stays.
    let id: String?
    let name: String
  }

  struct Occasion: Encodable, Sendable {
    let id: String
    let title: String
    let custom: Bool
  }

  struct Scene: Encodable, Sendable {
    /// 1-based.
    let number: Int
    let text: String
    /// Measured start and end in the audio, in seconds.
    let start: Double
    let end: Double
    let illustration: Illustration?
  }

  struct Illustration: Encodable, Sendable {
    /// The second of the audio at which it shows.
    let timestamp: Double
    let href: String
  }

  struct Links: Encodable, Sendable {
    let this: String
    let audio: String
    let subtitles: String?
    let manifest: String
    let plays: String
    let rerender: String

    enum CodingKeys: String, CodingKey {
      case this = "self"
      case audio, subtitles, manifest, plays, rerender
    }
  }

  init(_ story: LibraryStory, withScenes: Bool = true) {
    let base = "/v1/stories/\(story.id)"
    id = story.id
    title = story.title
    hero = Hero(id: story.heroId, name: story.heroName)
    occasion = Occasion(
      id: story.occasionId, title: story.occasionTitle, custom: story.customOccasionId != nil)
    language = story.language
    voice = story.voice
    format = story.format
    duration = story.duration
    // The text as it reads now; the timing as the audio was measured.
    let timings = story.manifest.scenes
    sceneCount = story.scenes.count
    scenes = !withScenes ? nil : story.scenes.enumerated().map { index, scene in
      let timing = timings.indices.contains(index) ? timings[index] : nil
      return Scene(
        number: index + 1, text: scene.text, start: timing?.start ?? 0, end: timing?.end ?? 0,
        illustration: timing?.illustration.map {
          Illustration(timestamp: $0.timestamp, href: "\(base)/illustrations/\(index + 1)")
        })
    }
    favorite = story.favorite
    playCount = story.playCount
    lastPlayed = story.lastPlayed
    position = story.position
    audioOutdated = story.audioNeedsRegeneration
    status = story.status.rawValue
    jobId = story.jobId
    created = story.created
    modified = story.modified
    links = Links(
      this: base, audio: "\(base)/audio",
      subtitles: story.manifest.audio.subtitles == nil ? nil : "\(base)/subtitles.vtt",
      manifest: "\(base)/manifest", plays: "\(base)/plays", rerender: "\(base)/rerender")
  }
}

/// A page of stories.
struct StoryResourcePage: Encodable, Sendable {
  let stories: [StoryResource]
  /// Pass as `after` for the next page; absent on the last.
  let next: String?
}
