import TalecastCore

extension AudioPlaybackService {
  /// How a simulated session is clocked.
  public struct SessionOptions: Sendable {
    /// Seconds of queue time per tick.
    public var tick: Double
    /// Sleep between ticks (the real clock) instead of jumping (the virtual one).
    public var realtime: Bool
    /// Story time per second of queue time at the start (`--speed`).
    public var speed: Double
    /// Whether the next story starts when one ends (`--no-auto-advance` turns it off).
    public var autoAdvance: Bool
    /// Repeat mode at the start (`--repeat`).
    public var repeatMode: RepeatMode

    public init(
      tick: Double = 0.1, realtime: Bool = false, speed: Double = 1, autoAdvance: Bool = true,
      repeatMode: RepeatMode = .off
    ) {
      self.tick = tick
      self.realtime = realtime
      self.speed = speed
      self.autoAdvance = autoAdvance
      self.repeatMode = repeatMode
    }

    /// The settings that differ from a fresh player's, as actions at queue time 0, so they
    /// print like any other setting.
    var startingActions: [TimedAction] {
      var actions: [TimedAction] = []
      if speed != 1 { actions.append(TimedAction(action: .speed(speed), time: 0)) }
      if !autoAdvance { actions.append(TimedAction(action: .autoAdvance(false), time: 0)) }
      if repeatMode != .off {
        actions.append(TimedAction(action: .repeatMode(repeatMode), time: 0))
      }
      return actions
    }
  }

  /// Plays `queue` with the listener's `script` (and, in interactive mode, what `live`
  /// returns at each tick), telling `emit` every line as it happens and publishing the
  /// playback events: started, illustration shown, caption heard, finished, queue finished, and the
  /// position whenever playing stops (pause, stop, sleep timer) so the library can resume there.
  public func simulate(
    _ queue: [PlayableStory], script: [TimedAction], options: SessionOptions,
    clock: (any PlaybackClock)? = nil,
    resolve: (String) throws -> [PlayableStory] = { _ in [] },
    live: (() -> [ListenerAction])? = nil, emit: (PlaybackLine) -> Void = { _ in },
    status: (String) -> Void = { _ in }
  ) throws(PlayerSimulation.Failure) {
    var player = Player(queue: queue)
    let actions = options.startingActions + script
    let clock = clock ?? (options.realtime ? RealClock(speed: 1) : nil)
    var finished = 0
    var state = PlayerState.idle
    try PlayerSimulation(tick: options.tick).run(
      &player, script: actions, resolve: resolve, wait: { clock?.wait(until: $0) }, live: live,
      emit: { line in
        emit(line)
        if line.state != state {
          // The player's own state machine: every change is a legal move, published.
          try? move(to: line.state, sessionTime: line.queueTime)
          state = line.state
        }
        finished += publish(line, finished: finished)
      }, status: status)
    if player.state != state { try? move(to: player.state, sessionTime: player.time) }
  }

  /// Publishes the event a line stands for; returns 1 for a finished story.
  private func publish(_ line: PlaybackLine, finished: Int) -> Int {
    let moment = PlaybackMoment(sessionTime: line.queueTime, storyPosition: line.storyTime)
    switch line.change {
    case .started:
      broker.publish(
        PlaybackStarted(
          storyId: line.storyId, title: line.title, queuePosition: line.storyNumber,
          queueLength: line.queueLength, duration: line.duration, moment: moment))
    case .illustration(let number, let count):
      broker.publish(
        IllustrationShown(
          storyId: line.storyId, title: line.title, queuePosition: line.storyNumber,
          queueLength: line.queueLength, number: number, count: count, file: line.file ?? "",
          moment: moment))
    case .caption(let number, let count):
      broker.publish(
        CaptionHeard(
          storyId: line.storyId, title: line.title, queuePosition: line.storyNumber,
          queueLength: line.queueLength, number: number, count: count, text: line.caption ?? "",
          moment: moment))
    case .finished:
      broker.publish(
        PlaybackFinished(
          storyId: line.storyId, title: line.title, queuePosition: line.storyNumber,
          queueLength: line.queueLength, moment: moment))
      return 1
    case .queueFinished:
      broker.publish(PlaybackQueueFinished(storiesPlayed: finished, sessionTime: line.queueTime))
    case .paused, .stopped, .sleepTimer:
      broker.publish(PlaybackPositionSaved(storyId: line.storyId, position: line.storyTime))
    default: break
    }
    return 0
  }
}
