import TalecastCore

/// Plays a queue of stories against a clock and announces, as events, when each story starts
/// and ends and when each illustration is shown. It prints nothing and knows nothing of the
/// library: it is handed what to play.
public final class AudioPlaybackService: Sendable {
  private let broker: any EventPublishing

  public init(broker: any EventPublishing) {
    self.broker = broker
  }

  /// Plays the whole queue in order. With a `VirtualClock` this returns at once; with a
  /// `RealClock` it takes as long as the stories (divided by the speed).
  public func play(_ queue: [PlayableStory], clock: any PlaybackClock) {
    let sessionStart = clock.now
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
    broker.publish(
      PlaybackQueueFinished(storiesPlayed: queue.count, sessionTime: clock.now - sessionStart))
  }
}
