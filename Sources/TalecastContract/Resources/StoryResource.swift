import Foundation
import TalecastCore

/// A story as the API shows it (`Story` in the OpenAPI document): what a player needs (its
/// scenes' text and when each illustration shows, where the listener left it) and links to its
/// files. Its own contract: the library's record may change shape without changing this.
public struct StoryResource: Encodable, Sendable {
  public let id: String
  public let title: String
  public let hero: Hero
  public let occasion: Occasion
  public let language: String
  /// The voice of its next render (editable).
  public let voice: String
  /// The engine and voice that spoke its audio; only on a whole story (a page's stories are
  /// written without it), and absent for stories rendered before it was recorded.
  public let spokenBy: SpeechSummary?
  public let format: String
  /// Measured seconds of audio.
  public let duration: Double
  /// The scenes with their text and timing; left out of a page of stories (a list is for
  /// choosing: its text would make each page twenty stories long).
  public let scenes: [Scene]?
  public let sceneCount: Int
  public let favorite: Bool
  public let playCount: Int
  public let lastPlayed: Date?
  /// Seconds into the story where its listener left it.
  public let position: Double
  /// The text or title changed since the audio was made (a rerender makes them agree).
  public let audioOutdated: Bool
  /// `partial` when some illustrations could not be made.
  public let status: String
  public let jobId: String?
  public let created: Date
  public let modified: Date
  public let links: Links
  /// Where its files are on this host: set only by the CLI's `--json`, never over HTTP (a
  /// path on the server is not the client's business).
  public var files: Files?

  public struct Hero: Encodable, Sendable {
    /// Absent once the hero was deleted; the name stays.
    public let id: String?
    public let name: String
  }

  public struct Occasion: Encodable, Sendable {
    public let id: String
    public let title: String
    public let custom: Bool
  }

  public struct Scene: Encodable, Sendable {
    /// 1-based.
    public let number: Int
    /// Its chapter's title ("Scene N" for a story made before scenes had titles).
    public let title: String
    public let text: String
    /// Measured start and end in the audio, in seconds.
    public let start: Double
    public let end: Double
    public let illustration: Illustration?
  }

  public struct Illustration: Encodable, Sendable {
    /// The second of the audio at which it shows.
    public let timestamp: Double
    public let href: String
  }

  public struct Links: Encodable, Sendable {
    public let this: String
    public let audio: String
    public let subtitles: String?
    public let manifest: String
    public let plays: String
    public let rerender: String

    public enum CodingKeys: String, CodingKey {
      case this = "self"
      case audio, subtitles, manifest, plays, rerender
    }
  }

  /// A whole story: what a list shows, and its scenes with their text and timing.
  public init(_ story: LibraryStory) {
    // The text as it reads now; the timing as the audio was measured.
    let timings = story.manifest.scenes
    let base = "/v1/stories/\(story.id)"
    self.init(
      StorySummary(story),
      scenes: story.scenes.enumerated().map { index, scene in
        let timing = timings.indices.contains(index) ? timings[index] : nil
        return Scene(
          number: index + 1, title: scene.title(at: index), text: scene.text,
          start: timing?.start ?? 0, end: timing?.end ?? 0,
          illustration: timing?.illustration.map {
            Illustration(timestamp: $0.timestamp, href: "\(base)/illustrations/\(index + 1)")
          })
      }, spokenBy: story.manifest.speech)
  }
}

extension StoryResource {
  /// A story's folder and files as absolute paths on this host.
  public struct Files: Encodable, Sendable {
    public let folder: String
    public let audio: String
    public let subtitles: String?
    public let manifest: String
  }

  /// The resource with where its files are under `mediaRoot` (the CLI's `--json`).
  public func locally(_ story: LibraryStory, mediaRoot: URL) -> StoryResource {
    var resource = self
    let folder = mediaRoot.appendingPathComponent(story.folder)
    resource.files = Files(
      folder: folder.path, audio: mediaRoot.appendingPathComponent(story.audioPath).path,
      subtitles: story.manifest.audio.subtitles.map { folder.appendingPathComponent($0).path },
      manifest: folder.appendingPathComponent("manifest.json").path)
    return resource
  }
}

/// A page of stories.
public struct StoryResourcePage: Encodable, Sendable {
  public let stories: [StoryResource]
  /// Pass as `after` for the next page; absent on the last.
  public let next: String?

  public init(stories: [StoryResource], next: String?) {
    self.stories = stories
    self.next = next
  }
}

extension StoryResource {
  /// A story as a list shows it (no scenes), or with the scenes given.
  public init(_ story: StorySummary, scenes: [Scene]? = nil, spokenBy: SpeechSummary? = nil) {
    self.spokenBy = spokenBy
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
    self.scenes = scenes
    sceneCount = story.sceneCount
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
      subtitles: story.subtitles == nil ? nil : "\(base)/subtitles.vtt",
      manifest: "\(base)/manifest", plays: "\(base)/plays", rerender: "\(base)/rerender")
  }

  /// Written as `JSONEncoder` writes it (keys sorted, absent optionals left out), for pages.
  public func write(to json: inout JSONText) {
    json.object { json in
      json.key("audioOutdated")
      json.bool(audioOutdated)
      json.key("created")
      json.date(created)
      json.key("duration")
      json.number(duration)
      json.key("favorite")
      json.bool(favorite)
      json.key("format")
      json.string(format)
      json.key("hero")
      json.object { json in
        if let id = hero.id {
          json.key("id")
          json.string(id)
        }
        json.key("name")
        json.string(hero.name)
      }
      json.key("id")
      json.string(id)
      if let jobId {
        json.key("jobId")
        json.string(jobId)
      }
      json.key("language")
      json.string(language)
      if let lastPlayed {
        json.key("lastPlayed")
        json.date(lastPlayed)
      }
      json.key("links")
      links.write(to: &json)
      json.key("modified")
      json.date(modified)
      json.key("occasion")
      json.object { json in
        json.key("custom")
        json.bool(occasion.custom)
        json.key("id")
        json.string(occasion.id)
        json.key("title")
        json.string(occasion.title)
      }
      json.key("playCount")
      json.number(playCount)
      json.key("position")
      json.number(position)
      json.key("sceneCount")
      json.number(sceneCount)
      precondition(
        scenes == nil && spokenBy == nil && files == nil,
        "a page's stories are written without their scenes, and without files")
      json.key("status")
      json.string(status)
      json.key("title")
      json.string(title)
      json.key("voice")
      json.string(voice)
    }
  }
}

extension StoryResource.Links {
  public func write(to json: inout JSONText) {
    json.object { json in
      json.key("audio")
      json.string(audio)
      json.key("manifest")
      json.string(manifest)
      json.key("plays")
      json.string(plays)
      json.key("rerender")
      json.string(rerender)
      json.key("self")
      json.string(this)
      if let subtitles {
        json.key("subtitles")
        json.string(subtitles)
      }
    }
  }
}

extension StoryResourcePage {
  /// The page as `JSONAnswer` would encode it, written by hand (`JSONText`).
  public var json: [UInt8] {
    var json = JSONText(capacity: 1_024 * (stories.count + 1))
    json.object { json in
      if let next {
        json.key("next")
        json.string(next)
      }
      json.key("stories")
      json.array { json in
        for story in stories { story.write(to: &json) }
      }
    }
    return json.bytes
  }
}
