import Foundation
import TalecastContract
import TalecastCore
import TalecastPlayback

/// How long the virtual clock takes to simulate a 1-hour queue at 10 ticks per second (36 000
/// ticks): 12 stories of 5 minutes, 6 illustrations each, a script that pauses, seeks and
/// changes speed.
enum PlaybackBenchmark {
  static let goalMilliseconds = 50.0

  static func run(_ report: inout BenchReport) throws {
    let queue = (0..<12).map { number in
      PlayableStory(
        id: "story-\(number)", title: "Story \(number)", duration: 300,
        illustrations: (0..<6).map {
          PlayableIllustration(timestamp: Double($0) * 50, file: "\($0).svg")
        })
    }
    let script = try ListenerScript.parse(
      "pause@600 resume@601 seek=50%@900 speed=1.5@1200 speed=1@1500")
    var samples: [Double] = []
    var lines = 0
    for _ in 0..<BenchRuns.quick {
      var player = Player(queue: queue)
      var count = 0
      let start = ContinuousClock.now
      try PlayerSimulation(tick: 0.1).run(&player, script: script, emit: { _ in count += 1 })
      samples.append((ContinuousClock.now - start).inSeconds * 1000)
      lines = count
    }
    print(
      "playback: a 1-hour queue (12 × 5 min, 6 illustrations each) at 10 ticks per second, virtual clock"
    )
    let figure = BenchFigure(
      benchmark: "playback", name: "1-hour queue, 10 ticks/s, virtual clock", unit: "ms",
      samples: samples, goal: .atMost(goalMilliseconds))
    print(
      "  median \(BenchReport.number(figure.median)) ms (\(lines) lines), \(samples.count) runs")
    report.add(
      figure.benchmark, figure.name, unit: figure.unit, samples: samples, goal: figure.goal)
  }
}
