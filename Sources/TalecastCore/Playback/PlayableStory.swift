/// What the player needs of a story: its length and when each illustration appears.
public struct PlayableStory: Sendable, Hashable {
  public var id: String
  public var title: String
  /// Measured duration in seconds.
  public var duration: Double
  public var illustrations: [PlayableIllustration]
  /// What is heard, a sentence (or, in a story made before subtitles, a scene) at a time.
  public var captions: [PlayableCaption]
  /// Where the listener stopped last time: the first start of this story begins here.
  public var resumeAt: Double

  public init(
    id: String, title: String, duration: Double, illustrations: [PlayableIllustration],
    captions: [PlayableCaption] = [], resumeAt: Double = 0
  ) {
    self.id = id
    self.title = title
    self.duration = duration
    self.illustrations = illustrations
    self.captions = captions
    self.resumeAt = resumeAt
  }
}

public struct PlayableIllustration: Sendable, Hashable {
  /// Seconds into the story at which the illustration appears.
  public var timestamp: Double
  /// The image file, relative to the media root.
  public var file: String

  public init(timestamp: Double, file: String) {
    self.timestamp = timestamp
    self.file = file
  }
}

/// One caption: a sentence heard from `start` (seconds into the story).
public struct PlayableCaption: Sendable, Hashable {
  public var start: Double
  public var text: String

  public init(start: Double, text: String) {
    self.start = start
    self.text = text
  }
}
