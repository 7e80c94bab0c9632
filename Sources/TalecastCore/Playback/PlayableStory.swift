/// What the player needs of a story: its length and when each illustration appears.
public struct PlayableStory: Sendable, Hashable {
  public var id: String
  public var title: String
  /// Measured duration in seconds.
  public var duration: Double
  public var illustrations: [PlayableIllustration]
  /// Where the listener stopped last time: the first start of this story begins here.
  public var resumeAt: Double

  public init(
    id: String, title: String, duration: Double, illustrations: [PlayableIllustration],
    resumeAt: Double = 0
  ) {
    self.id = id
    self.title = title
    self.duration = duration
    self.illustrations = illustrations
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
