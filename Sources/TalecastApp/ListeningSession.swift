import TalecastContract
import TalecastCore
import TalecastPlayback

/// One simulated listening session (`talecast play`). The player runs against a broker of
/// the session's own, so its many moments — every illustration, pause and tick, over a virtual
/// day if asked — are printed and streamed but not kept. When the session ends, what it means
/// for the library reaches the real broker once per story: one `PlaybackFinished` for a story
/// played to its end (however often it repeated) and one `PlaybackPositionSaved` for a story
/// left part-way. The library and the event log hear only those, so a `--repeat one` day is
/// one play, not 860, and a million-action script adds a few rows, not 788 MB.
final class ListeningSession: Sendable {
  /// Where the session's playback events go: subscribe here to print or stream them.
  let broker = EventBroker()
  let playback: AudioPlaybackService
  /// What the session did to each story, from the player's events on any thread (`Locked`).
  private let outcome = Locked(Outcome())
  private let subscriptions: [Subscription]

  /// What the session did to each story, in the order the stories were first met.
  struct Outcome {
    var order: [String] = []
    /// The first time each story was played to its end.
    var finished: [String: PlaybackFinished] = [:]
    /// Where each story was left, when the last thing that happened to it was a save.
    var position: [String: PlaybackPositionSaved] = [:]

    mutating func meet(_ storyId: String) {
      if finished[storyId] == nil && position[storyId] == nil { order.append(storyId) }
    }
  }

  init(logger: Logger) {
    playback = AudioPlaybackService(broker: broker, logger: logger)
    let outcome = self.outcome
    subscriptions = [
      broker.subscribe(PlaybackFinished.self) { event in
        outcome.withLock { outcome in
          outcome.meet(event.storyId)
          if outcome.finished[event.storyId] == nil { outcome.finished[event.storyId] = event }
          outcome.position[event.storyId] = nil
        }
      },
      broker.subscribe(PlaybackPositionSaved.self) { event in
        outcome.withLock { outcome in
          outcome.meet(event.storyId)
          outcome.position[event.storyId] = event
        }
      },
    ]
  }

  /// Hands the session's outcome to `broker`, once per story.
  func end(publishingTo broker: EventBroker) {
    for subscription in subscriptions { subscription.cancel() }
    let outcome = self.outcome.withLock { $0 }
    for storyId in outcome.order {
      if let finished = outcome.finished[storyId] { broker.publish(finished) }
      if let position = outcome.position[storyId] { broker.publish(position) }
    }
  }
}

extension Talecast {
  /// Runs `body` with a listening session, then records what it did in the library, once
  /// per story, even when the session ends in an error.
  func listen<T>(_ body: (ListeningSession) throws -> T) throws -> T {
    let session = ListeningSession(logger: logger)
    defer { session.end(publishingTo: broker) }
    return try body(session)
  }
}
