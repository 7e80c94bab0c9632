import TalecastContract
import TalecastCore
import TalecastTesting
import Testing

@testable import TalecastPlayback

@Suite struct AudioPlaybackServiceTests {
  let first = PlayableStory(
    id: "a", title: "First", duration: 30,
    illustrations: [
      PlayableIllustration(timestamp: 12.5, file: "a/2.svg"),
      PlayableIllustration(timestamp: 0, file: "a/1.svg"),
    ])
  let second = PlayableStory(
    id: "b", title: "Second", duration: 20,
    illustrations: [PlayableIllustration(timestamp: 0, file: "b/1.svg")])

  @Test func aQueuePlaysInOrderWithIllustrationsAtTheirTimestamps() throws {
    let broker = CapturingBroker()
    let clock = VirtualClock()
    try AudioPlaybackService(broker: broker).play([first, second], clock: clock)

    #expect(
      broker.typeNames == [
        "PlayerStateChanged", "PlaybackStarted", "IllustrationShown", "IllustrationShown",
        "PlaybackFinished",
        "PlaybackStarted", "IllustrationShown", "PlaybackFinished", "PlayerStateChanged",
        "PlaybackQueueFinished",
      ])
    let shown = broker.events(of: IllustrationShown.self)
    #expect(shown.map(\.file) == ["a/1.svg", "a/2.svg", "b/1.svg"])
    #expect(shown.map(\.moment.sessionTime) == [0, 12.5, 30])
    #expect(shown.map(\.moment.storyPosition) == [0, 12.5, 0])
    #expect(shown.map { "\($0.number)/\($0.count)" } == ["1/2", "2/2", "1/1"])
    let finished = broker.events(of: PlaybackFinished.self)
    #expect(finished.map(\.moment.sessionTime) == [30, 50])
    #expect(
      broker.events(of: PlaybackStarted.self).map { "\($0.queuePosition)/\($0.queueLength)" } == [
        "1/2", "2/2",
      ])
    #expect(broker.events(of: PlaybackQueueFinished.self).first?.sessionTime == 50)
    #expect(clock.now == 50)
  }

  @Test func anIllustrationPastTheEndIsNotShown() throws {
    let broker = CapturingBroker()
    let odd = PlayableStory(
      id: "c", title: "Odd", duration: 5,
      illustrations: [PlayableIllustration(timestamp: 9, file: "x")])
    try AudioPlaybackService(broker: broker).play([odd], clock: VirtualClock())
    #expect(broker.events(of: IllustrationShown.self).isEmpty)
  }

  @Test func theRealClockReallyWaits() throws {
    let broker = CapturingBroker()
    let short = PlayableStory(
      id: "d", title: "Short", duration: 1,
      illustrations: [PlayableIllustration(timestamp: 0.5, file: "x")])
    let clock = RealClock(speed: 10)
    try AudioPlaybackService(broker: broker).play([short], clock: clock)
    // At ten times real time a one-second story takes at least 0.1 s of wall time.
    #expect(clock.now >= 1)
    #expect(broker.events(of: IllustrationShown.self).first?.moment.storyPosition ?? 0 >= 0.5)
  }
}
