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
  static let goalNanoseconds = 2_000.0

  static func run() {
    let publishes = 200_000
    print("broker: one publish = make the event (id, timestamp) + deliver to every subscriber")
    print("        \(publishes) publishes per row, best of 5 runs, release build")
    var tenSubscribers = 0.0
    for subscribers in [1, 10, 100] {
      let nanoseconds = measure(subscribers: subscribers, publishes: publishes)
      if subscribers == 10 { tenSubscribers = nanoseconds }
      print(
        "  \(String(subscribers).padding(toLength: 3, withPad: " ", startingAt: 0)) subscriber\(subscribers == 1 ? " " : "s"): \(String(format: "%8.0f", nanoseconds)) ns per publish"
      )
    }
    let verdict = tenSubscribers <= goalNanoseconds ? "met" : "NOT met"
    print("  goal: ≤ \(Int(goalNanoseconds)) ns for 10 subscribers — \(verdict)")
  }

  static func measure(subscribers: Int, publishes: Int) -> Double {
    let broker = EventBroker()
    let delivered = Atomic<Int>(0)
    let subscriptions = (0..<subscribers).map { _ in
      broker.subscribe(BenchEvent.self) { _ in delivered.add(1, ordering: .relaxed) }
    }
    var best = Double.infinity
    for _ in 0..<5 {
      let start = ContinuousClock.now
      for index in 0..<publishes {
        broker.publish(BenchEvent(jobId: "job", value: index))
      }
      let seconds = (ContinuousClock.now - start).inSeconds
      best = min(best, seconds * 1e9 / Double(publishes))
    }
    precondition(
      delivered.load(ordering: .relaxed) == subscribers * publishes * 5, "every event delivered")
    withExtendedLifetime(subscriptions) {}
    return best
  }
}
