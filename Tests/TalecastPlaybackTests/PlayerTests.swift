import TalecastContract
import TalecastCore
import Testing

@testable import TalecastPlayback

/// Golden tests of the timed output: a queue of three stories, scripts of listener actions,
/// the exact lines a listener would see.
@Suite struct PlayerTests {
  static let queue = [
    PlayableStory(
      id: "a", title: "Luna", duration: 30,
      illustrations: [0, 10, 20].enumerated().map {
        PlayableIllustration(timestamp: $0.element, file: "a\($0.offset + 1).svg")
      }),
    PlayableStory(
      id: "b", title: "Theo", duration: 20,
      illustrations: [0, 12].enumerated().map {
        PlayableIllustration(timestamp: $0.element, file: "b\($0.offset + 1).svg")
      }),
    PlayableStory(id: "c", title: "Ada", duration: 10, illustrations: []),
  ]

  func run(_ script: String, queue: [PlayableStory] = PlayerTests.queue, tick: Double = 0.1)
    throws -> [String]
  {
    var player = Player(queue: queue)
    var lines: [String] = []
    try PlayerSimulation(tick: tick).run(
      &player, script: try ListenerScript.parse(script), emit: { lines.append($0.text) })
    return lines
  }

  @Test func aQueuePlaysThroughWithEveryIllustrationAtItsTime() throws {
    #expect(
      try run("") == [
        #"[00:00.0] 1/3 "Luna" 00:00.0 ▶ started"#,
        #"[00:00.0] 1/3 "Luna" 00:00.0 ▶ illustration 1/3"#,
        #"[00:10.0] 1/3 "Luna" 00:10.0 ▶ illustration 2/3"#,
        #"[00:20.0] 1/3 "Luna" 00:20.0 ▶ illustration 3/3"#,
        #"[00:30.0] 1/3 "Luna" 00:30.0 ■ finished"#,
        #"[00:30.0] 2/3 "Theo" 00:00.0 ▶ started"#,
        #"[00:30.0] 2/3 "Theo" 00:00.0 ▶ illustration 1/2"#,
        #"[00:42.0] 2/3 "Theo" 00:12.0 ▶ illustration 2/2"#,
        #"[00:50.0] 2/3 "Theo" 00:20.0 ■ finished"#,
        #"[00:50.0] 3/3 "Ada" 00:00.0 ▶ started"#,
        #"[01:00.0] 3/3 "Ada" 00:10.0 ■ finished"#,
        #"[01:00.0] 3/3 "Ada" 00:10.0 ■ queue finished"#,
      ])
  }

  /// What is heard beside what is shown: each caption as it starts (after the picture of the
  /// same moment), at double speed in half the queue time, and again after a seek.
  @Test func captionsAreHeardAsTheyStart() throws {
    let story = PlayableStory(
      id: "a", title: "Luna", duration: 12,
      illustrations: [
        PlayableIllustration(timestamp: 0, file: "1.svg"),
        PlayableIllustration(timestamp: 6, file: "2.svg"),
      ],
      captions: [
        PlayableCaption(start: 0, text: "Luna woke."), PlayableCaption(start: 2.5, text: "Rain!"),
        PlayableCaption(start: 6, text: "Then the sun."),
        PlayableCaption(start: 12, text: "Past the end: never heard."),
      ])
    #expect(
      try run("speed=2@4 seek=3@5", queue: [story]) == [
        #"[00:00.0] 1/1 "Luna" 00:00.0 ▶ started"#,
        #"[00:00.0] 1/1 "Luna" 00:00.0 ▶ illustration 1/2"#,
        #"[00:00.0] 1/1 "Luna" 00:00.0 ♪ "Luna woke.""#,
        #"[00:02.5] 1/1 "Luna" 00:02.5 ♪ "Rain!""#,
        #"[00:04.0] 1/1 "Luna" 00:04.0 speed 2.0×"#,
        #"[00:05.0] 1/1 "Luna" 00:06.0 ▶ illustration 2/2"#,
        #"[00:05.0] 1/1 "Luna" 00:06.0 ♪ "Then the sun.""#,
        #"[00:05.0] 1/1 "Luna" 00:03.0 ⇥ seek from 00:06.0"#,
        #"[00:05.0] 1/1 "Luna" 00:03.0 ▶ illustration 1/2"#,
        #"[00:05.0] 1/1 "Luna" 00:03.0 ♪ "Rain!""#,
        #"[00:06.5] 1/1 "Luna" 00:06.0 ▶ illustration 2/2"#,
        #"[00:06.5] 1/1 "Luna" 00:06.0 ♪ "Then the sun.""#,
        #"[00:09.5] 1/1 "Luna" 00:12.0 ■ finished"#,
        #"[00:09.5] 1/1 "Luna" 00:12.0 ■ queue finished"#,
      ])
  }

  @Test func pauseResumeSeekAcrossIllustrationsAndSpeed() throws {
    #expect(
      try run("pause@5 resume@8 seek=25@9 seek=-20@10 speed=2@11 seek=50%@12") == [
        #"[00:00.0] 1/3 "Luna" 00:00.0 ▶ started"#,
        #"[00:00.0] 1/3 "Luna" 00:00.0 ▶ illustration 1/3"#,
        #"[00:05.0] 1/3 "Luna" 00:05.0 ⏸ paused"#,
        #"[00:08.0] 1/3 "Luna" 00:05.0 ▶ resumed"#,
        #"[00:09.0] 1/3 "Luna" 00:25.0 ⇥ seek from 00:06.0"#,
        #"[00:09.0] 1/3 "Luna" 00:25.0 ▶ illustration 3/3"#,
        #"[00:10.0] 1/3 "Luna" 00:06.0 ⇥ seek from 00:26.0"#,
        #"[00:10.0] 1/3 "Luna" 00:06.0 ▶ illustration 1/3"#,
        #"[00:11.0] 1/3 "Luna" 00:07.0 speed 2.0×"#,
        #"[00:12.0] 1/3 "Luna" 00:15.0 ⇥ seek from 00:09.0"#,
        #"[00:12.0] 1/3 "Luna" 00:15.0 ▶ illustration 2/3"#,
        #"[00:14.5] 1/3 "Luna" 00:20.0 ▶ illustration 3/3"#,
        #"[00:19.5] 1/3 "Luna" 00:30.0 ■ finished"#,
        #"[00:19.5] 2/3 "Theo" 00:00.0 ▶ started"#,
        #"[00:19.5] 2/3 "Theo" 00:00.0 ▶ illustration 1/2"#,
        #"[00:25.5] 2/3 "Theo" 00:12.0 ▶ illustration 2/2"#,
        #"[00:29.5] 2/3 "Theo" 00:20.0 ■ finished"#,
        #"[00:29.5] 3/3 "Ada" 00:00.0 ▶ started"#,
        #"[00:34.5] 3/3 "Ada" 00:10.0 ■ finished"#,
        #"[00:34.5] 3/3 "Ada" 00:10.0 ■ queue finished"#,
      ])
  }

  @Test func previousWithinThreeSecondsGoesBackAStoryAfterThatToTheStart() throws {
    let lines = try run("next@2 previous@3 next@4 previous@10 stop@11")
    #expect(
      lines == [
        #"[00:00.0] 1/3 "Luna" 00:00.0 ▶ started"#,
        #"[00:00.0] 1/3 "Luna" 00:00.0 ▶ illustration 1/3"#,
        #"[00:02.0] 1/3 "Luna" 00:02.0 ⏭ next"#,
        #"[00:02.0] 2/3 "Theo" 00:00.0 ▶ started"#,
        #"[00:02.0] 2/3 "Theo" 00:00.0 ▶ illustration 1/2"#,
        // 1 s into Theo: back to Luna.
        #"[00:03.0] 2/3 "Theo" 00:01.0 ⏮ previous"#,
        #"[00:03.0] 1/3 "Luna" 00:00.0 ▶ started"#,
        #"[00:03.0] 1/3 "Luna" 00:00.0 ▶ illustration 1/3"#,
        #"[00:04.0] 1/3 "Luna" 00:01.0 ⏭ next"#,
        #"[00:04.0] 2/3 "Theo" 00:00.0 ▶ started"#,
        #"[00:04.0] 2/3 "Theo" 00:00.0 ▶ illustration 1/2"#,
        // 6 s into Theo: back to Theo's start.
        #"[00:10.0] 2/3 "Theo" 00:06.0 ⏮ previous"#,
        #"[00:10.0] 2/3 "Theo" 00:00.0 ▶ started"#,
        #"[00:10.0] 2/3 "Theo" 00:00.0 ▶ illustration 1/2"#,
        #"[00:11.0] 2/3 "Theo" 00:01.0 ■ stopped"#,
      ])
  }

  @Test func repeatOneRepeatAllAndTheSleepTimer() throws {
    let one = try run("repeat=one@25 repeat=off@35 sleep=end@36")
    #expect(one.contains(#"[00:30.0] 1/3 "Luna" 00:00.0 ▶ started"#))
    // Luna again from 30 s, repeat off at 35 s, so at her end (60 s) Theo is cued, paused.
    #expect(one.last == #"[01:00.0] 2/3 "Theo" 00:00.0 ☾ sleep timer: paused"#, "\(one)")
    let all = try run("next@1 next@2 repeat=all@3 sleep=0.5@4")
    #expect(all.contains(#"[00:12.0] 1/3 "Luna" 00:00.0 ▶ started"#), "\(all)")
    // Ada ended at 12 s and Luna began again; half a minute after 4 s the timer pauses her.
    #expect(all.last == #"[00:34.0] 1/3 "Luna" 00:22.0 ☾ sleep timer: paused"#, "\(all)")
  }

  @Test func halfSpeedAndAResumedStory() throws {
    var queue = PlayerTests.queue
    queue[0].resumeAt = 15
    let lines = try run("speed=0.5@0", queue: Array(queue.prefix(1)))
    #expect(
      lines == [
        #"[00:00.0] 1/1 "Luna" 00:15.0 ▶ started"#,
        #"[00:00.0] 1/1 "Luna" 00:15.0 ▶ illustration 2/3"#,
        #"[00:00.0] 1/1 "Luna" 00:15.0 speed 0.5×"#,
        #"[00:10.0] 1/1 "Luna" 00:20.0 ▶ illustration 3/3"#,
        #"[00:30.0] 1/1 "Luna" 00:30.0 ■ finished"#,
        #"[00:30.0] 1/1 "Luna" 00:30.0 ■ queue finished"#,
      ], "\(lines)")
  }

  @Test func illegalActionsAreErrors() {
    #expect(throws: PlayerError.self) {
      var player = Player(queue: PlayerTests.queue)
      _ = try player.apply(.resume)
    }
    #expect(throws: PlayerError.self) {
      var player = Player(queue: [])
      _ = try player.apply(.seek(.absolute(10)))
    }
    do {
      _ = try run("pause@1 pause@2")
      Issue.record("pausing twice should fail")
    } catch let failure as PlayerSimulation.Failure {
      #expect(failure.action.time == 2)
      #expect("\(failure.error)" == "pause: the player is paused, not playing")
      #expect(failure.lines.last?.change == .paused)
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  @Test func theQueueCanBeEditedWhilePlaying() throws {
    var player = Player(queue: PlayerTests.queue)
    _ = try player.apply(.play)
    _ = try player.apply(.move(from: 3, to: 1))
    #expect(player.queue.map(\.id) == ["c", "a", "b"])
    #expect(player.current?.id == "a")
    _ = try player.apply(.remove(position: 1))
    #expect(player.queue.map(\.id) == ["a", "b"] && player.current?.id == "a")
    _ = try player.apply(.insertNext("x")) { _ in
      [PlayableStory(id: "x", title: "X", duration: 5, illustrations: [])]
    }
    #expect(player.queue.map(\.id) == ["a", "x", "b"])
    var shuffled = Player(
      queue: (0..<8).map {
        PlayableStory(id: "\($0)", title: "\($0)", duration: 1, illustrations: [])
      })
    _ = try shuffled.apply(.shuffle(seed: 3))
    var again = Player(queue: shuffled.queue.sorted { $0.id < $1.id })
    _ = try again.apply(.shuffle(seed: 3))
    #expect(shuffled.queue.map(\.id) == again.queue.map(\.id), "a seed shuffles the same way")
    #expect(shuffled.queue.first?.id == "0", "the current story stays")
    _ = try player.apply(.clear)
    #expect(player.queue.isEmpty && player.state == .idle)
  }
}
