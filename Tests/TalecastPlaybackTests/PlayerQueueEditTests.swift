import TalecastContract
import TalecastCore
import Testing

@testable import TalecastPlayback

/// Golden tests of the lines a listener sees when the queue changes while a story plays, when
/// auto-advance is off, and of the interactive status line.
@Suite struct PlayerQueueEditTests {
  /// Stories the scripts can add by id: "x" (8 s, two pictures) and "y" (4 s, none).
  static func resolve(_ reference: String) throws -> [PlayableStory] {
    switch reference {
    case "x":
      return [
        PlayableStory(
          id: "x", title: "Xan", duration: 8,
          illustrations: [
            PlayableIllustration(timestamp: 0, file: "x1.svg"),
            PlayableIllustration(timestamp: 4, file: "x2.svg"),
          ])
      ]
    case "y": return [PlayableStory(id: "y", title: "Yui", duration: 4, illustrations: [])]
    default: throw PlayerError("no story '\(reference)'")
    }
  }

  func run(_ script: String, queue: [PlayableStory] = PlayerTests.queue) throws -> [String] {
    var player = Player(queue: queue)
    var lines: [String] = []
    try PlayerSimulation(tick: 0.1).run(
      &player, script: try ListenerScript.parse(script), resolve: Self.resolve,
      emit: { lines.append($0.text) })
    return lines
  }

  @Test func insertNextAndAddPlayInTheirPlaces() throws {
    #expect(
      try run("insert=x@5 add=y@6 next@7") == [
        #"[00:00.0] 1/3 "Luna" 00:00.0 ▶ started"#,
        #"[00:00.0] 1/3 "Luna" 00:00.0 ▶ illustration 1/3"#,
        #"[00:05.0] 1/4 "Luna" 00:05.0 queue: inserted 1 next"#,
        #"[00:06.0] 1/5 "Luna" 00:06.0 queue: added 1 story"#,
        #"[00:07.0] 1/5 "Luna" 00:07.0 ⏭ next"#,
        #"[00:07.0] 2/5 "Xan" 00:00.0 ▶ started"#,
        #"[00:07.0] 2/5 "Xan" 00:00.0 ▶ illustration 1/2"#,
        #"[00:11.0] 2/5 "Xan" 00:04.0 ▶ illustration 2/2"#,
        #"[00:15.0] 2/5 "Xan" 00:08.0 ■ finished"#,
        #"[00:15.0] 3/5 "Theo" 00:00.0 ▶ started"#,
        #"[00:15.0] 3/5 "Theo" 00:00.0 ▶ illustration 1/2"#,
        #"[00:27.0] 3/5 "Theo" 00:12.0 ▶ illustration 2/2"#,
        #"[00:35.0] 3/5 "Theo" 00:20.0 ■ finished"#,
        #"[00:35.0] 4/5 "Ada" 00:00.0 ▶ started"#,
        #"[00:45.0] 4/5 "Ada" 00:10.0 ■ finished"#,
        #"[00:45.0] 5/5 "Yui" 00:00.0 ▶ started"#,
        #"[00:49.0] 5/5 "Yui" 00:04.0 ■ finished"#,
        #"[00:49.0] 5/5 "Yui" 00:04.0 ■ queue finished"#,
      ])
  }

  @Test func removingAndMovingKeepTheStoryPlaying() throws {
    #expect(
      try run("remove=2@5 move=2:1@6 next@7") == [
        #"[00:00.0] 1/3 "Luna" 00:00.0 ▶ started"#,
        #"[00:00.0] 1/3 "Luna" 00:00.0 ▶ illustration 1/3"#,
        #"[00:05.0] 1/2 "Luna" 00:05.0 queue: removed story 2"#,
        // Ada moved before Luna: Luna is now 2/2, still playing.
        #"[00:06.0] 2/2 "Luna" 00:06.0 queue: moved story 2 to 1"#,
        #"[00:07.0] 2/2 "Luna" 00:07.0 ⏭ next"#,
        #"[00:07.0] 2/2 "Luna" 00:30.0 ■ queue finished"#,
      ])
  }

  @Test func removingThePlayingStoryStartsTheOneInItsPlace() throws {
    #expect(
      try run("remove=1@5") == [
        #"[00:00.0] 1/3 "Luna" 00:00.0 ▶ started"#,
        #"[00:00.0] 1/3 "Luna" 00:00.0 ▶ illustration 1/3"#,
        #"[00:05.0] 1/2 "Theo" 00:00.0 queue: removed story 1"#,
        #"[00:05.0] 1/2 "Theo" 00:00.0 ▶ started"#,
        #"[00:05.0] 1/2 "Theo" 00:00.0 ▶ illustration 1/2"#,
        #"[00:17.0] 1/2 "Theo" 00:12.0 ▶ illustration 2/2"#,
        #"[00:25.0] 1/2 "Theo" 00:20.0 ■ finished"#,
        #"[00:25.0] 2/2 "Ada" 00:00.0 ▶ started"#,
        #"[00:35.0] 2/2 "Ada" 00:10.0 ■ finished"#,
        #"[00:35.0] 2/2 "Ada" 00:10.0 ■ queue finished"#,
      ])
    // The last story removed while it plays ends the queue; with repeat all the first starts.
    let last = try run("next@1 next@2 remove=3@3")
    #expect(
      Array(last.suffix(2)) == [
        #"[00:03.0] 2/2 "Theo" 00:20.0 queue: removed story 3"#,
        #"[00:03.0] 2/2 "Theo" 00:20.0 ■ queue finished"#,
      ], "\(last)")
    let all = try run("repeat=all@0 next@1 next@2 remove=3@3 stop@4")
    #expect(
      Array(all.suffix(4)) == [
        #"[00:03.0] 1/2 "Luna" 00:00.0 queue: removed story 3"#,
        #"[00:03.0] 1/2 "Luna" 00:00.0 ▶ started"#,
        #"[00:03.0] 1/2 "Luna" 00:00.0 ▶ illustration 1/3"#,
        #"[00:04.0] 1/2 "Luna" 00:01.0 ■ stopped"#,
      ], "\(all)")
  }

  @Test func aSeededShuffleReordersOnlyTheStoriesAfterThePlayingOne() throws {
    #expect(
      try run("shuffle=1@1") == [
        #"[00:00.0] 1/3 "Luna" 00:00.0 ▶ started"#,
        #"[00:00.0] 1/3 "Luna" 00:00.0 ▶ illustration 1/3"#,
        #"[00:01.0] 1/3 "Luna" 00:01.0 queue: shuffled (seed 1)"#,
        #"[00:10.0] 1/3 "Luna" 00:10.0 ▶ illustration 2/3"#,
        #"[00:20.0] 1/3 "Luna" 00:20.0 ▶ illustration 3/3"#,
        #"[00:30.0] 1/3 "Luna" 00:30.0 ■ finished"#,
        #"[00:30.0] 2/3 "Ada" 00:00.0 ▶ started"#,
        #"[00:40.0] 2/3 "Ada" 00:10.0 ■ finished"#,
        #"[00:40.0] 3/3 "Theo" 00:00.0 ▶ started"#,
        #"[00:40.0] 3/3 "Theo" 00:00.0 ▶ illustration 1/2"#,
        #"[00:52.0] 3/3 "Theo" 00:12.0 ▶ illustration 2/2"#,
        #"[01:00.0] 3/3 "Theo" 00:20.0 ■ finished"#,
        #"[01:00.0] 3/3 "Theo" 00:20.0 ■ queue finished"#,
      ])
  }

  @Test func clearingStopsAndAddingAfterwardsWaitsForPlay() throws {
    #expect(
      try run("clear@5 add=y@6 play@8") == [
        #"[00:00.0] 1/3 "Luna" 00:00.0 ▶ started"#,
        #"[00:00.0] 1/3 "Luna" 00:00.0 ▶ illustration 1/3"#,
        #"[00:05.0] - queue: cleared"#,
        #"[00:06.0] 1/1 "Yui" 00:00.0 queue: added 1 story"#,
        #"[00:08.0] 1/1 "Yui" 00:00.0 ▶ started"#,
        #"[00:12.0] 1/1 "Yui" 00:04.0 ■ finished"#,
        #"[00:12.0] 1/1 "Yui" 00:04.0 ■ queue finished"#,
      ])
  }

  @Test func withoutAutoAdvanceEachStoryWaitsForPlay() throws {
    #expect(
      try run("autoadvance=off@1 play@35 next@36") == [
        #"[00:00.0] 1/3 "Luna" 00:00.0 ▶ started"#,
        #"[00:00.0] 1/3 "Luna" 00:00.0 ▶ illustration 1/3"#,
        #"[00:01.0] 1/3 "Luna" 00:01.0 auto-advance off"#,
        #"[00:10.0] 1/3 "Luna" 00:10.0 ▶ illustration 2/3"#,
        #"[00:20.0] 1/3 "Luna" 00:20.0 ▶ illustration 3/3"#,
        #"[00:30.0] 1/3 "Luna" 00:30.0 ■ finished"#,
        // Theo is cued, paused, until the listener plays at 35 s.
        #"[00:35.0] 2/3 "Theo" 00:00.0 ▶ started"#,
        #"[00:35.0] 2/3 "Theo" 00:00.0 ▶ illustration 1/2"#,
        // A skip still plays the next one.
        #"[00:36.0] 2/3 "Theo" 00:01.0 ⏭ next"#,
        #"[00:36.0] 3/3 "Ada" 00:00.0 ▶ started"#,
        #"[00:46.0] 3/3 "Ada" 00:10.0 ■ finished"#,
        #"[00:46.0] 3/3 "Ada" 00:10.0 ■ queue finished"#,
      ])
  }

  @Test func previousAndSeekWhilePausedWaitForResume() throws {
    #expect(
      try run("pause@2 previous@3 seek=25@4 resume@5 stop@7") == [
        #"[00:00.0] 1/3 "Luna" 00:00.0 ▶ started"#,
        #"[00:00.0] 1/3 "Luna" 00:00.0 ▶ illustration 1/3"#,
        #"[00:02.0] 1/3 "Luna" 00:02.0 ⏸ paused"#,
        #"[00:03.0] 1/3 "Luna" 00:02.0 ⏮ previous"#,
        #"[00:04.0] 1/3 "Luna" 00:25.0 ⇥ seek from 00:00.0"#,
        #"[00:04.0] 1/3 "Luna" 00:25.0 ▶ illustration 3/3"#,
        #"[00:05.0] 1/3 "Luna" 00:25.0 ▶ resumed"#,
        #"[00:05.0] 1/3 "Luna" 00:25.0 ▶ started"#,
        #"[00:07.0] 1/3 "Luna" 00:27.0 ■ stopped"#,
      ])
  }

  @Test func anUnknownStoryToAddIsAnErrorAtItsAction() {
    do {
      _ = try run("add=z@1")
      Issue.record("adding an unknown story should fail")
    } catch let failure as PlayerSimulation.Failure {
      #expect(failure.action.time == 1)
      #expect("\(failure.error)" == "no story 'z'")
      #expect(failure.lines.count == 2)
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  @Test func theStatusLineSaysWhereTheListenerIs() throws {
    var player = Player(queue: PlayerTests.queue)
    #expect(
      player.status
        == "Luna\n[idle] #1/3 00:00.0/00:30.0 (0%) speed: 1.0× repeat: off auto-advance: on"
    )
    _ = try player.apply(.play)
    _ = player.advance(to: 15)
    _ = try player.apply(.speed(1.5))
    _ = try player.apply(.repeatMode(.all))
    _ = try player.apply(.pause)
    #expect(
      player.status
        == "Luna\n[paused] #1/3 00:15.0/00:30.0 (50%) speed: 1.5× repeat: all auto-advance: on illustration: 2/3 next illustration: 50%"
    )
    _ = try player.apply(.clear)
    #expect(player.status == "[idle] queue empty")
  }
}
