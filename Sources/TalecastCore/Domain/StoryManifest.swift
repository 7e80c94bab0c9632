import Foundation

/// Everything known about a rendered story, written as `manifest.json` in its folder.
/// Times are seconds in the final audio; they are measured from sample counts, not estimated.
public struct StoryManifest: Codable, Sendable, Hashable {
  public var storyId: String
  public var title: String
  public var hero: Hero
  /// What the story was written for (written as "occasion"; read as "event" too).
  public var occasion: OccasionReference
  public var length: StoryLength
  public var seed: UInt64
  public var voice: String
  /// Who spoke it: the engine and voice (nil in stories rendered before it was recorded).
  public var speech: SpeechSummary?
  public var created: Date
  public var audio: AudioSummary
  public var scenes: [SceneManifest]

  public init(
    storyId: String, title: String, hero: Hero, occasion: OccasionReference, length: StoryLength,
    seed: UInt64, voice: String, speech: SpeechSummary? = nil, created: Date,
    audio: AudioSummary, scenes: [SceneManifest]
  ) {
    self.speech = speech
    self.storyId = storyId
    self.title = title
    self.hero = hero
    self.occasion = occasion
    self.length = length
    self.seed = seed
    self.voice = voice
    self.created = created
    self.audio = audio
    self.scenes = scenes
  }

  enum CodingKeys: String, CodingKey {
    case storyId, title, hero, occasion, length, seed, voice, speech, created, audio, scenes
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    storyId = try container.decode(String.self, forKey: .storyId)
    title = try container.decode(String.self, forKey: .title)
    hero = try container.decode(Hero.self, forKey: .hero)
    occasion = try decoder.decode(OccasionReference.self, CodingKeys.occasion, legacy: "event")
    length = try container.decode(StoryLength.self, forKey: .length)
    seed = try container.decode(UInt64.self, forKey: .seed)
    voice = try container.decode(String.self, forKey: .voice)
    speech = try container.decodeIfPresent(SpeechSummary.self, forKey: .speech)
    created = try container.decode(Date.self, forKey: .created)
    audio = try container.decode(AudioSummary.self, forKey: .audio)
    scenes = try container.decode([SceneManifest].self, forKey: .scenes)
  }

  /// The measured duration of the final audio in seconds.
  public var duration: Double { audio.duration }

  /// `partial` when an illustration could not be made (its scene says why).
  public var status: StoryStatus {
    scenes.contains { $0.illustrationError != nil } ? .partial : .complete
  }
}

/// The engine and voice that spoke a story, as its manifest, `stories show` and the API say.
public struct SpeechSummary: Codable, Sendable, Hashable {
  /// "sherpa-onnx 2.0.1 (onnxruntime 1.28.2)", "espeak-ng 1.51", or "remote".
  public var engine: String
  /// The voice as the job keeps it: "piper:en_US-joe-medium", "en-us", "alloy".
  public var voice: String
  /// More about the voice, when there is more: "Piper en_US-joe-medium, medium, 22050 Hz".
  public var detail: String?

  public init(engine: String, voice: String, detail: String? = nil) {
    self.engine = engine
    self.voice = voice
    self.detail = detail
  }
}

/// Whether a story has everything it was asked for.
public enum StoryStatus: String, Sendable, Codable {
  case complete
  /// Some illustrations failed; `talecast jobs retry ID --illustrations-only` redraws them.
  case partial
}

/// Which occasion a story was written for.
public struct OccasionReference: Codable, Sendable, Hashable {
  public var id: String
  public var title: String

  public init(id: String, title: String) {
    self.id = id
    self.title = title
  }

  public init(_ occasion: BuiltInOccasion) {
    self.init(id: occasion.rawValue, title: occasion.title)
  }
}

public struct AudioSummary: Codable, Sendable, Hashable {
  /// File name inside the story folder.
  public var file: String
  public var format: String
  public var codec: String
  public var sampleRate: Int
  /// Seconds, measured by decoding the written file.
  public var duration: Double
  /// The WebVTT subtitle file beside the audio (one cue per sentence); nil in stories made
  /// before subtitles were written.
  public var subtitles: String?

  public init(
    file: String, format: String, codec: String, sampleRate: Int, duration: Double,
    subtitles: String? = nil
  ) {
    self.file = file
    self.format = format
    self.codec = codec
    self.sampleRate = sampleRate
    self.duration = duration
    self.subtitles = subtitles
  }
}

public struct SceneManifest: Codable, Sendable, Hashable {
  public var index: Int
  /// The scene's title, its chapter's in the audio; nil in stories made before scenes had
  /// titles (their chapters are "Scene N").
  public var title: String?
  public var text: String
  public var illustrationPrompt: String
  /// Measured start and end of the scene in the final audio, in seconds.
  public var start: Double
  public var end: Double
  public var illustration: IllustrationManifest?
  /// Why the scene has no illustration, when one was asked for and could not be made.
  public var illustrationError: String?

  public init(
    index: Int, title: String? = nil, text: String, illustrationPrompt: String, start: Double,
    end: Double, illustration: IllustrationManifest?, illustrationError: String? = nil
  ) {
    self.title = title
    self.illustrationError = illustrationError
    self.index = index
    self.text = text
    self.illustrationPrompt = illustrationPrompt
    self.start = start
    self.end = end
    self.illustration = illustration
  }

  /// What the scene is called: its title, else "Scene N".
  public var chapterTitle: String { SceneText.chapterTitle(title, index: index) }
}

public struct IllustrationManifest: Codable, Sendable, Hashable {
  /// File name inside the story folder.
  public var file: String
  /// The second of the final audio at which this illustration appears: its scene's start.
  public var timestamp: Double

  public init(file: String, timestamp: Double) {
    self.file = file
    self.timestamp = timestamp
  }
}

extension StoryManifest {
  /// The encoder used for `manifest.json` and events: sorted keys, ISO 8601 dates.
  public static func makeEncoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    return encoder
  }

  public static func makeDecoder() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return decoder
  }
}
