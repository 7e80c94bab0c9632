import Foundation
import Synchronization
import TalecastCore

/// An event with a payload of the size Talecast's usually have.
struct BenchEvent: TalecastEvent {
  static let typeName = "BenchEvent"
  let metadata: EventMetadata
  let jobId: String
  let value: Int

  init(jobId: String, value: Int) {
    metadata = .new(for: Self.self, correlationId: jobId)
    self.jobId = jobId
    self.value = value
  }
}

enum BrokerBenchmark {
  /// Issue 29: ≤ 500 ns to ten subscribers (NotificationCenter takes ≈ 1 400 ns).
  static let goalNanoseconds = 500.0

  static func run(_ report: inout BenchReport) {
    let publishes = 200_000
    print("broker: one publish = make the event (id, timestamp) + deliver to every subscriber")
    print("        \(publishes) publishes per run, \(BenchRuns.quick) runs, release build")
    for subscribers in [1, 10, 100] {
      let samples = measure(subscribers: subscribers, publishes: publishes)
      let figure = BenchFigure(
        benchmark: "broker",
        name: "publish, \(subscribers) subscriber\(subscribers == 1 ? "" : "s")",
        unit: "ns", samples: samples, goal: subscribers == 10 ? .atMost(goalNanoseconds) : nil)
      print("  \(figure.name): median \(BenchReport.number(figure.median)) ns per publish")
      report.add(
        figure.benchmark, figure.name, unit: figure.unit, samples: samples, goal: figure.goal)
    }
  }

  /// Nanoseconds per publish, one sample per run.
  static func measure(subscribers: Int, publishes: Int) -> [Double] {
    let broker = EventBroker()
    let delivered = Atomic<Int>(0)
    let subscriptions = (0..<subscribers).map { _ in
      broker.subscribe(BenchEvent.self) { _ in delivered.add(1, ordering: .relaxed) }
    }
    var samples: [Double] = []
    for _ in 0..<BenchRuns.quick {
      let start = ContinuousClock.now
      for index in 0..<publishes {
        broker.publish(BenchEvent(jobId: "job", value: index))
      }
      let seconds = (ContinuousClock.now - start).inSeconds
      samples.append(seconds * 1e9 / Double(publishes))
    }
    precondition(
      delivered.load(ordering: .relaxed) == subscribers * publishes * BenchRuns.quick,
      "every event delivered")
    withExtendedLifetime(subscriptions) {}
    return samples
  }
}
