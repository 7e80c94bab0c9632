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

  /// Plays the whole queue in order. With a `VirtualClock` this returns at once; with a
  /// `RealClock` it takes as long as the stories (divided by the speed).
  public func play(_ queue: [PlayableStory], clock: any PlaybackClock) throws(IllegalTransition) {
    let sessionStart = clock.now
    try move(to: .playing, sessionTime: 0)
    func moment(_ storyStart: Double) -> PlaybackMoment {
      let now = clock.now
      return PlaybackMoment(sessionTime: now - sessionStart, storyPosition: now - storyStart)
    }
    for (offset, story) in queue.enumerated() {
      let position = offset + 1
      let storyStart = clock.now
      broker.publish(
        PlaybackStarted(
          storyId: story.id, title: story.title, queuePosition: position, queueLength: queue.count,
          duration: story.duration, moment: moment(storyStart)))
      let shown = story.illustrations.sorted { $0.timestamp < $1.timestamp }
      for (index, illustration) in shown.enumerated() where illustration.timestamp <= story.duration
      {
        clock.wait(until: storyStart + illustration.timestamp)
        broker.publish(
          IllustrationShown(
            storyId: story.id, title: story.title, queuePosition: position,
            queueLength: queue.count,
            number: index + 1, count: shown.count, file: illustration.file,
            moment: moment(storyStart)))
      }
      clock.wait(until: storyStart + story.duration)
      broker.publish(
        PlaybackFinished(
          storyId: story.id, title: story.title, queuePosition: position, queueLength: queue.count,
          moment: moment(storyStart)))
    }
    let total = clock.now - sessionStart
    broker.publish(PlaybackQueueFinished(storiesPlayed: queue.count, sessionTime: total))
    try move(to: .finished, sessionTime: total)
  }

  private func move(to next: PlayerState, sessionTime: Double) throws(IllegalTransition) {
    let from = try machine.withLock { machine throws(IllegalTransition) -> PlayerState in
      let from = machine.state
      try machine.transition(to: next)
      return from
    }
    broker.publish(PlayerStateChanged(from: from, to: next, sessionTime: sessionTime))
  }
}
