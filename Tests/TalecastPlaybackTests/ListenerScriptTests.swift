import TalecastContract
import Testing

@testable import TalecastPlayback

@Suite struct ListenerScriptTests {
  @Test func readsEveryAction() throws {
    let script =
      "play@0 pause@10 resume@15 seek=1:30@20 seek=+15@21 seek=-0:15@22 seek=50%@23 speed=1.5@30 next@40 previous@41 repeat=all@42 sleep=end@45 sleep=20@46 sleep=off@47 autoadvance=off@48 shuffle=7@49 remove=2@50 move=3:1@51 add=luna@52 insert=3f2a@53 clear@54 stop@1:00:00"
    let actions = try ListenerScript.parse(script)
    #expect(
      actions.map(\.action) == [
        .play, .pause, .resume, .seek(.absolute(90)), .seek(.relative(15)), .seek(.relative(-15)),
        .seek(.percent(50)), .speed(1.5), .next, .previous, .repeatMode(.all), .sleep(.endOfStory),
        .sleep(.after(minutes: 20)), .sleep(.off), .autoAdvance(false), .shuffle(seed: 7),
        .remove(position: 2), .move(from: 3, to: 1), .add("luna"), .insertNext("3f2a"), .clear,
        .stop,
      ])
    #expect(actions.last?.time == 3600)
    #expect(actions[3].start == 26 && actions[3].length == "seek=1:30@20".count)
  }

  @Test(arguments: [
    ("pause@10 jump@12", 9, 7, "unknown action 'jump'"),
    ("pause@10 resume", 9, 6, "'resume' needs a time: resume@SECONDS, e.g. resume@10"),
    ("pause@1:75", 0, 10, "'1:75' is not a time (seconds such as 90, or 1:30)"),
    ("speed=4@3", 0, 9, "speed must be from 0.5 to 3.0, found '4'"),
    ("seek=abc@3", 0, 10, "'abc' is not a position (1:30, 90, +15, -15 or 50%)"),
    ("seek=120%@3", 0, 11, "a percent seek is 0% to 100%, found '120%'"),
    ("pause=1@3", 0, 9, "pause takes no value, found '=1'"),
    ("pause@10 resume@5", 9, 8, "this action's time (5.0 s) is before the one before it (10.0 s)"),
    ("move=3@1", 0, 8, "move is FROM:TO, e.g. move=3:1, found '3'"),
    ("remove=0@1", 0, 10, "'0' is not a queue position (1, 2, …)"),
    ("sleep=soon@1", 0, 12, "sleep is minutes (sleep=20), end or off, found 'soon'"),
    ("pasue@1", 0, 7, "unknown action 'pasue'; did you mean 'pause'?"),
  ])
  func mistakesPointAtTheirToken(script: String, start: Int, length: Int, problem: String) {
    do {
      _ = try ListenerScript.parse(script)
      Issue.record("expected an error for \(script)")
    } catch {
      #expect(error.start == start && error.length == length, "\(error)")
      #expect(error.problem.hasPrefix(problem), "\(error.problem)")
      #expect(
        error.description.hasSuffix(
          "\n  " + String(repeating: " ", count: start) + String(repeating: "^", count: length)))
    }
  }

  @Test func interactiveCommandsHaveNoTime() throws {
    #expect(try ListenerScript.parseCommand("  seek=+15 ")?.action == .seek(.relative(15)))
    #expect(try ListenerScript.parseCommand("   ") == nil)
    #expect(throws: ScriptError.self) { try ListenerScript.parseCommand("pause@3") }
    #expect(throws: ScriptError.self) { try ListenerScript.parseCommand("pause resume") }
  }
}
