import Foundation

/// One story to render, as read from a job file. Codable: the pipeline keeps it in the job's
/// work folder, so a retry in another process renders exactly the same job.
public struct RenderJob: Sendable, Hashable, Codable {
  public var id: String
  /// Where the job came from (a file path), for messages.
  public var source: String
  public var hero: Hero
  /// What the story is written for (a job file's "occasion", once called "event").
  public var occasion: StoryOccasion
  public var length: StoryLength
  public var seed: UInt64
  public var voice: String
  /// Speaking rate in words per minute (the built-in narrator; a remote one gets the ratio
  /// to the default as its speed).
  public var rate: Int
  public var format: AudioFormat
  public var illustrations: Bool
  /// Normalise loudness to −16 LUFS, true peak ≤ −1.5 dBTP (EBU R128 for speech).
  public var normalize: Bool
  public var providers: JobProviders
  /// Queue order: higher first.
  public var priority: Int
  /// Not started before this time.
  public var runAt: Date?
  /// Submitting two jobs with one key makes one job; without a key the file's content is the key.
  public var idempotencyKey: String?
  /// The pauses after sentences and between scenes; nil (jobs stored before pacing
  /// existed) is `Pacing.standard`.
  public var pacing: Pacing?
  /// Set when the job renders a story of the library again (`talecast stories rerender`): its
  /// text is not written but taken as it is (edited, perhaps), and the story keeps its id.
  public var rerender: Rerender?

  /// A story to render again: its id and its text as the library has it now.
  public struct Rerender: Sendable, Hashable, Codable {
    public var storyId: String
    public var text: StoryText

    public init(storyId: String, text: StoryText) {
      self.storyId = storyId
      self.text = text
    }
  }

  public init(
    id: String = Identifier.make(), source: String, hero: Hero, occasion: StoryOccasion,
    length: StoryLength = .short, seed: UInt64, voice: String = RenderJob.defaultVoice,
    rate: Int = RenderJob.defaultRate, format: AudioFormat = .m4a, illustrations: Bool = true,
    normalize: Bool = true, providers: JobProviders = .builtIn, priority: Int = 0,
    runAt: Date? = nil, idempotencyKey: String? = nil, pacing: Pacing? = nil
  ) {
    self.pacing = pacing
    self.priority = priority
    self.runAt = runAt
    self.idempotencyKey = idempotencyKey
    self.id = id
    self.source = source
    self.hero = hero
    self.occasion = occasion
    self.length = length
    self.seed = seed
    self.voice = voice
    self.rate = rate
    self.format = format
    self.illustrations = illustrations
    self.normalize = normalize
    self.providers = providers
  }

  enum CodingKeys: String, CodingKey {
    case id, source, hero, occasion, length, seed, voice, rate, format, illustrations, normalize
    case providers, priority, runAt, idempotencyKey, pacing, rerender
  }

  /// Jobs queued or checkpointed by an earlier Talecast name their occasion "event".
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(String.self, forKey: .id)
    source = try container.decode(String.self, forKey: .source)
    hero = try container.decode(Hero.self, forKey: .hero)
    occasion = try decoder.decode(StoryOccasion.self, CodingKeys.occasion, legacy: "event")
    length = try container.decode(StoryLength.self, forKey: .length)
    seed = try container.decode(UInt64.self, forKey: .seed)
    voice = try container.decode(String.self, forKey: .voice)
    rate = try container.decode(Int.self, forKey: .rate)
    format = try container.decode(AudioFormat.self, forKey: .format)
    illustrations = try container.decode(Bool.self, forKey: .illustrations)
    normalize = try container.decode(Bool.self, forKey: .normalize)
    providers = try container.decode(JobProviders.self, forKey: .providers)
    priority = try container.decode(Int.self, forKey: .priority)
    runAt = try container.decodeIfPresent(Date.self, forKey: .runAt)
    idempotencyKey = try container.decodeIfPresent(String.self, forKey: .idempotencyKey)
    pacing = try container.decodeIfPresent(Pacing.self, forKey: .pacing)
    rerender = try container.decodeIfPresent(Rerender.self, forKey: .rerender)
  }

  /// espeak-ng's American English voice: what a job made in code speaks with unless told.
  public static let defaultVoice = "en-us"
  /// What a job file or request that names no voice gets: Talecast chooses when the job is
  /// submitted — `TALECAST_VOICE`, else the neural voice for English when one is installed,
  /// else `defaultVoice` — and the queue keeps the voice chosen. A job may name it too.
  public static let automaticVoice = "default"
  public static let defaultRate = 165
  /// The rates espeak-ng speaks at.
  public static let rateRange = 80...450
}

/// The audio formats Talecast writes.
public enum AudioFormat: String, CaseIterable, Codable, Sendable {
  /// AAC in an MPEG-4 audio file; the default.
  case m4a
  /// AAC in an MPEG-4 audiobook file (chapters shown by audiobook players).
  case m4b
  /// MP3 (LAME), chapters as ID3 CHAP frames.
  case mp3
  /// Opus in Ogg, always 48 kHz.
  case opus
  /// Uncompressed 16-bit PCM.
  case wav

  public var fileExtension: String { rawValue }

  /// The format a file name asks for, by its extension.
  public init?(fileName: String) {
    guard let dot = fileName.lastIndex(of: ".") else { return nil }
    self.init(rawValue: fileName[fileName.index(after: dot)...].lowercased())
  }
}
