/// Where in a playback session something happened. `sessionTime` is the clock's reading in
/// seconds since the queue started; `storyPosition` is the position inside the current story.
public struct PlaybackMoment: Codable, Sendable, Hashable {
  public let sessionTime: Double
  public let storyPosition: Double

  public init(sessionTime: Double, storyPosition: Double) {
    self.sessionTime = sessionTime
    self.storyPosition = storyPosition
  }
}

/// A story of the queue began playing. Correlation id: the story id.
public struct PlaybackStarted: TalecastEvent {
  public static let typeName = "PlaybackStarted"
  public let metadata: EventMetadata
  public let storyId: String
  public let title: String
  /// 1-based position in the queue and the queue's length.
  public let queuePosition: Int
  public let queueLength: Int
  public let duration: Double
  public let moment: PlaybackMoment

  public init(
    storyId: String, title: String, queuePosition: Int, queueLength: Int, duration: Double,
    moment: PlaybackMoment
  ) {
    self.metadata = .new(for: Self.self, correlationId: storyId)
    self.storyId = storyId
    self.title = title
    self.queuePosition = queuePosition
    self.queueLength = queueLength
    self.duration = duration
    self.moment = moment
  }
}

/// An illustration became visible.
public struct IllustrationShown: TalecastEvent {
  public static let typeName = "IllustrationShown"
  public let metadata: EventMetadata
  public let storyId: String
  public let title: String
  public let queuePosition: Int
  public let queueLength: Int
  /// 1-based illustration number and the story's illustration count.
  public let number: Int
  public let count: Int
  /// The illustration file, relative to the media root.
  public let file: String
  public let moment: PlaybackMoment

  public init(
    storyId: String, title: String, queuePosition: Int, queueLength: Int, number: Int, count: Int,
    file: String, moment: PlaybackMoment
  ) {
    self.metadata = .new(for: Self.self, correlationId: storyId)
    self.storyId = storyId
    self.title = title
    self.queuePosition = queuePosition
    self.queueLength = queueLength
    self.number = number
    self.count = count
    self.file = file
    self.moment = moment
  }
}

/// A caption begins to be heard: a sentence of the story (or, in a story made before
/// subtitles, a scene's text).
public struct CaptionHeard: TalecastEvent {
  public static let typeName = "CaptionHeard"
  public let metadata: EventMetadata
  public let storyId: String
  public let title: String
  public let queuePosition: Int
  public let queueLength: Int
  /// 1-based caption number and the story's caption count.
  public let number: Int
  public let count: Int
  public let text: String
  public let moment: PlaybackMoment

  public init(
    storyId: String, title: String, queuePosition: Int, queueLength: Int, number: Int, count: Int,
    text: String, moment: PlaybackMoment
  ) {
    self.metadata = .new(for: Self.self, correlationId: storyId)
    self.storyId = storyId
    self.title = title
    self.queuePosition = queuePosition
    self.queueLength = queueLength
    self.number = number
    self.count = count
    self.text = text
    self.moment = moment
  }
}

/// A story played to its end.
public struct PlaybackFinished: TalecastEvent {
  public static let typeName = "PlaybackFinished"
  public let metadata: EventMetadata
  public let storyId: String
  public let title: String
  public let queuePosition: Int
  public let queueLength: Int
  public let moment: PlaybackMoment

  public init(
    storyId: String, title: String, queuePosition: Int, queueLength: Int, moment: PlaybackMoment
  ) {
    self.metadata = .new(for: Self.self, correlationId: storyId)
    self.storyId = storyId
    self.title = title
    self.queuePosition = queuePosition
    self.queueLength = queueLength
    self.moment = moment
  }
}

/// The whole queue played to its end.
public struct PlaybackQueueFinished: TalecastEvent {
  public static let typeName = "PlaybackQueueFinished"
  public let metadata: EventMetadata
  public let storiesPlayed: Int
  public let sessionTime: Double

  public init(storiesPlayed: Int, sessionTime: Double) {
    self.metadata = .new(for: Self.self, correlationId: nil)
    self.storiesPlayed = storiesPlayed
    self.sessionTime = sessionTime
  }
}

/// The player moved from one state to another.
public struct PlayerStateChanged: TalecastEvent {
  public static let typeName = "PlayerStateChanged"
  public let metadata: EventMetadata
  public let from: PlayerState
  public let to: PlayerState
  public let sessionTime: Double

  public init(from: PlayerState, to: PlayerState, sessionTime: Double) {
    self.metadata = .new(for: Self.self, correlationId: nil)
    self.from = from
    self.to = to
    self.sessionTime = sessionTime
  }
}

/// The listener left a story part-way: where to resume it. The library keeps the position.
public struct PlaybackPositionSaved: TalecastEvent {
  public static let typeName = "PlaybackPositionSaved"
  public let metadata: EventMetadata
  public let storyId: String
  /// Seconds into the story.
  public let position: Double

  public init(storyId: String, position: Double) {
    self.metadata = .new(for: Self.self, correlationId: storyId)
    self.storyId = storyId
    self.position = position
  }
}
