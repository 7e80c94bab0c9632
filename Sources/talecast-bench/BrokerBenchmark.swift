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
    // What a publish costs before any delivery: making the event (its id and time).
    let making = timed(publishes) { index in _ = BenchEvent(jobId: "job", value: index) }
    print(
      "  making the event alone: median \(BenchReport.number(making.sorted()[making.count / 2])) ns"
    )
    report.add("broker", "making the event alone (floor)", unit: "ns", samples: making)
    let posting = notificationCenter(observers: 10, posts: publishes)
    print(
      "  NotificationCenter, 10 observers: \(BenchReport.number(posting.sorted()[posting.count / 2])) ns"
    )
    report.add(
      "broker", "anchor: NotificationCenter post to 10 observers", unit: "ns", samples: posting)
  }

  /// Nanoseconds per call of `body`, one sample per run.
  static func timed(_ count: Int, _ body: (Int) -> Void) -> [Double] {
    (0..<BenchRuns.quick).map { _ in
      let start = ContinuousClock.now
      for index in 0..<count { body(index) }
      return (ContinuousClock.now - start).inSeconds * 1e9 / Double(count)
    }
  }

  /// Foundation's own publish and subscribe, as the anchor: a notification carrying the same
  /// payload (made per post, as an event is) to observers that count it.
  static func notificationCenter(observers: Int, posts: Int) -> [Double] {
    let center = NotificationCenter()
    let name = Notification.Name("BenchEvent")
    let delivered = Atomic<Int>(0)
    let tokens = (0..<observers).map { _ in
      center.addObserver(forName: name, object: nil, queue: nil) { _ in
        delivered.add(1, ordering: .relaxed)
      }
    }
    defer { for token in tokens { center.removeObserver(token) } }
    let samples = timed(posts) { index in
      center.post(name: name, object: nil, userInfo: ["jobId": "job", "value": index])
    }
    precondition(
      delivered.load(ordering: .relaxed) == observers * posts * BenchRuns.quick,
      "every notification delivered")
    return samples
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
