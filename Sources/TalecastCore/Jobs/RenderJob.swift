/// One story to render, as read from a job file.
public struct RenderJob: Sendable, Hashable {
  public var id: String
  /// Where the job came from (a file path), for messages.
  public var source: String
  public var hero: Hero
  public var event: BuiltInEvent
  public var length: StoryLength
  public var seed: UInt64
  public var voice: String
  public var format: AudioFormat
  public var illustrations: Bool

  public init(
    id: String = Identifier.make(), source: String, hero: Hero, event: BuiltInEvent,
    length: StoryLength = .short, seed: UInt64, voice: String = RenderJob.defaultVoice,
    format: AudioFormat = .m4a, illustrations: Bool = true
  ) {
    self.id = id
    self.source = source
    self.hero = hero
    self.event = event
    self.length = length
    self.seed = seed
    self.voice = voice
    self.format = format
    self.illustrations = illustrations
  }

  public static let defaultVoice = "en-us"
}

/// The audio formats a render can produce.
public enum AudioFormat: String, CaseIterable, Codable, Sendable {
  case m4a

  public var fileExtension: String { rawValue }
}
