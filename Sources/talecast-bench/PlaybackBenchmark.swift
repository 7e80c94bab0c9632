import Foundation
import TalecastCore
import TalecastPlayback

/// How long the virtual clock takes to simulate a 1-hour queue at 10 ticks per second (36 000
/// ticks): 12 stories of 5 minutes, 6 illustrations each, a script that pauses, seeks and
/// changes speed. Best of 5.
enum PlaybackBenchmark {
  static let goalMilliseconds = 50.0

  static func run() throws {
    let queue = (0..<12).map { number in
      PlayableStory(
        id: "story-\(number)", title: "Story \(number)", duration: 300,
        illustrations: (0..<6).map {
          PlayableIllustration(timestamp: Double($0) * 50, file: "\($0).svg")
        })
    }
    let script = try ListenerScript.parse(
      "pause@600 resume@601 seek=50%@900 speed=1.5@1200 speed=1@1500")
    var best = Double.infinity
    var lines = 0
    for _ in 0..<5 {
      var player = Player(queue: queue)
      var count = 0
      let start = ContinuousClock.now
      try PlayerSimulation(tick: 0.1).run(&player, script: script, emit: { _ in count += 1 })
      best = min(best, (ContinuousClock.now - start).inSeconds * 1000)
      lines = count
    }
    print(
      "playback: a 1-hour queue (12 × 5 min, 6 illustrations each) at 10 ticks per second, virtual clock"
    )
    print(String(format: "  %.1f ms (%d lines), best of 5", best, lines))
    print("  goal: ≤ \(Int(goalMilliseconds)) ms — \(best <= goalMilliseconds ? "met" : "NOT met")")
  }
}
