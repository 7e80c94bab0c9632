import TalecastContract
import TalecastCore

/// Plays a queue of stories against a clock and announces, as events, when each story starts
/// and ends and when each illustration is shown. Its own state (idle, playing, paused,
/// finished) moves only along the player's transition table, each change published as
/// `PlayerStateChanged`. It prints nothing and knows nothing of the library.
public final class AudioPlaybackService: Sendable {
  let broker: any EventPublishing
  /// The player's state machine, behind a lock (`Locked`) so its state can be read from any thread.
  private let machine: Locked<StateMachine<PlayerTransitions>>

  public init(broker: any EventPublishing, logger: Logger = Logger(label: "talecast.playback")) {
    self.broker = broker
    machine = Locked(StateMachine(.idle, logger: logger))
  }

  public var state: PlayerState { machine.withLock { $0.state } }

  /// Every state change so far, with its time.
  public var history: [Transition<PlayerState>] { machine.withLock { $0.history } }

  /// Plays the whole queue in order, no listener actions. With a `VirtualClock` this returns
  /// at once; with a `RealClock` it takes as long as the stories (divided by its speed).
  public func play(_ queue: [PlayableStory], clock: any PlaybackClock) throws {
    try simulate(queue, script: [], options: SessionOptions(), clock: clock)
  }

  func move(to next: PlayerState, sessionTime: Double) throws(IllegalTransition) {
    let from = try machine.withLock { machine throws(IllegalTransition) -> PlayerState in
      let from = machine.state
      try machine.transition(to: next)
      return from
    }
    broker.publish(PlayerStateChanged(from: from, to: next, sessionTime: sessionTime))
  }
}
