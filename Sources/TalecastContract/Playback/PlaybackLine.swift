import TalecastCore

/// One thing a listener hears or sees, and when: queue time (seconds since the queue began),
/// story time, the story's place in the queue, and what happened.
public struct PlaybackLine: Sendable, Hashable {
  public enum Change: Sendable, Hashable {
    case started
    case illustration(number: Int, count: Int)
    /// A caption begins to be heard: 1-based, of the story's count.
    case caption(number: Int, count: Int)
    /// No illustration yet (a seek before the first one).
    case noIllustration
    case paused, resumed, stopped
    case seeked(from: Double)
    case speed(Double)
    case finished
    case queueFinished
    case sleepTimer
    case queueChanged(String)
    case setting(String)
  }

  public var storyId: String
  /// The file of the illustration shown, for an illustration change.
  public var file: String?
  /// What is heard, for a caption.
  public var caption: String?
  public var queueTime: Double
  public var storyTime: Double
  /// 1-based; 0 when the queue is empty.
  public var storyNumber: Int
  public var queueLength: Int
  public var title: String
  /// The current story's length in seconds.
  public var duration: Double
  public var state: PlayerState
  public var change: Change

  /// `[00:12.4] 2/3 "Luna and the Rainy Day" 00:03.1 ▶ illustration 3/5`
  public var text: String {
    let place =
      storyNumber > 0
      ? "\(storyNumber)/\(queueLength) \"\(title)\" \(TimeText.clock(storyTime))" : "-"
    return "[\(TimeText.clock(queueTime))] \(place) \(description)"
  }

  package var description: String {
    switch change {
    case .started: "▶ started"
    case .illustration(let number, let count): "▶ illustration \(number)/\(count)"
    case .noIllustration: "▶ no illustration yet"
    case .caption: "♪ \"\(caption ?? "")\""
    case .paused: "⏸ paused"
    case .resumed: "▶ resumed"
    case .stopped: "■ stopped"
    case .seeked(let from): "⇥ seek from \(TimeText.clock(from))"
    case .speed(let rate): "speed \(rate)×"
    case .finished: "■ finished"
    case .queueFinished: "■ queue finished"
    case .sleepTimer: "☾ sleep timer: paused"
    case .queueChanged(let what): "queue: \(what)"
    case .setting(let what): what
    }
  }

  package init(
    storyId: String, file: String? = nil, caption: String? = nil, queueTime: Double,
    storyTime: Double, storyNumber: Int, queueLength: Int, title: String, duration: Double,
    state: PlayerState, change: Change
  ) {
    self.storyId = storyId
    self.file = file
    self.caption = caption
    self.queueTime = queueTime
    self.storyTime = storyTime
    self.storyNumber = storyNumber
    self.queueLength = queueLength
    self.title = title
    self.duration = duration
    self.state = state
    self.change = change
  }
}

/// An action the player cannot do in its state, said plainly.
public struct PlayerError: Error, Sendable, Equatable, CustomStringConvertible {
  public let description: String
  package init(_ description: String) { self.description = description }
}
