import Foundation
import Synchronization
import TalecastCore
import TalecastQueue
import TalecastStorage

/// Queue throughput for no-op jobs: submit (in batches, one transaction each, as
/// `talecast render DIR` does), then a worker pool claims and completes every one. The
/// figure is jobs per second over the whole run.
enum QueueBenchmark {
  static let goal = 10_000.0

  static func run(_ report: inout BenchReport) throws {
    let jobs = 20_000
    let workers =
      Int(ProcessInfo.processInfo.environment["BENCH_WORKERS"] ?? "")
      ?? ProcessInfo.processInfo.activeProcessorCount
    print("queue: no-op jobs, submit (batches of 500) + claim + complete, \(workers) workers")
    print(
      "       \(jobs) jobs per run, \(BenchRuns.slow) runs, release build, WAL, synchronous=NORMAL")
    var rates: [Double] = []
    for _ in 0..<BenchRuns.slow {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "talecast-queue-bench-\(Identifier.make())")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let database = try Database(path: folder.appendingPathComponent("talecast.sqlite").path)
      let broker = EventBroker()
      let queue = try JobQueue(database: database, broker: broker)
      // Counted from the queue's own events, so checking costs the database nothing.
      let succeeded = Atomic<Int>(0)
      let watch = broker.subscribe(JobStateChanged.self) { event in
        if event.to == .succeeded { succeeded.add(1, ordering: .relaxed) }
      }
      defer { watch.cancel() }
      let hero = Hero(
        name: "Bench", primaryTrait: .kind, secondaryTrait: .brave, appearance: "a hat",
        specialAbility: "speed")
      let start = ContinuousClock.now
      for batch in stride(from: 0, to: jobs, by: 500) {
        try queue.submit(
          (batch..<min(jobs, batch + 500)).map { number in
            JobSubmission(
              job: RenderJob(
                source: "bench-\(number).json", hero: hero, event: .builtIn(.magicGarden),
                seed: UInt64(number)),
              idempotencyKey: "bench-\(number)")
          })
      }
      let submitted = ContinuousClock.now
      let pool = WorkerPool(queue: queue, concurrency: workers) { _, _ in
        .succeeded(storyId: nil)
      }
      pool.start()
      while succeeded.load(ordering: .relaxed) < jobs { Thread.sleep(forTimeInterval: 0.001) }
      let stored = try queue.counts()[.succeeded]
      precondition(stored == jobs, "every job succeeded once")
      let end = ContinuousClock.now
      pool.stopClaiming()
      pool.wait()
      let rate = Double(jobs) / (end - start).inSeconds
      rates.append(rate)
      print(
        String(
          format: "  %.0f jobs/s (submit %.2f s, claim + complete %.2f s)", rate,
          (submitted - start).inSeconds, (end - submitted).inSeconds))
    }
    report.add(
      "queue", "no-op jobs, \(workers) workers", unit: "jobs/s", samples: rates,
      goal: .atLeast(goal))
  }
}
