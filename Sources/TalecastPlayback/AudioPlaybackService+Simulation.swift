import TalecastContract
import TalecastCore

extension AudioPlaybackService {
  /// How a simulated session is clocked (`PlaybackOptions`, in the contract).
  public typealias SessionOptions = PlaybackOptions

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
