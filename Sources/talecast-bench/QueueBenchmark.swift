import Foundation
import Synchronization
import TalecastContract
import TalecastCore
import TalecastPostgres
import TalecastQueue
import TalecastStorage
import TalecastTesting

/// Queue throughput for no-op jobs: submit (in batches, one transaction each, as
/// `talecast render DIR` does), then a worker pool claims and completes every one. The
/// figure is jobs per second over the whole run, on SQLite and on PostgreSQL (a server the
/// benchmark starts with default settings: `synchronous_commit` on). Goals of issue 29 (those of
/// issue 18 were 10 000 and 5 000).
enum QueueBenchmark {
  static let goal = 30_000.0
  static let postgresGoal = 15_000.0

  static var workers: Int {
    Int(ProcessInfo.processInfo.environment["BENCH_WORKERS"] ?? "")
      ?? ProcessInfo.processInfo.activeProcessorCount
  }

  static func run(_ report: inout BenchReport) throws {
    print("queue: no-op jobs, submit (batches of 500) + claim + complete, \(workers) workers")
    print(
      "       20000 jobs per run, \(BenchRuns.slow) runs, release build, WAL, synchronous=NORMAL")
    let sqlite = try measure(jobs: 20_000, workers: workers) {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "talecast-queue-bench-\(Identifier.make())")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let database = try Database(path: folder.appendingPathComponent("talecast.sqlite").path)
      return (
        try SQLiteJobStore(database: database), { try? FileManager.default.removeItem(at: folder) }
      )
    }
    report.add(
      "queue", "no-op jobs, \(workers) workers", unit: "jobs/s", samples: sqlite,
      goal: .atLeast(goal))
    // The anchor beside it: Python's sqlite3 running the same statements, one thread.
    var anchor: [Double] = []
    for _ in 0..<BenchRuns.slow {
      anchor.append(try QueueAnchor.run(jobs: 20_000))
      print(
        String(format: "  anchor: %.0f jobs/s (Python sqlite3, the same statements)", anchor.last!))
    }
    report.add(
      "queue", "Python sqlite3, the same statements", unit: "jobs/s", samples: anchor)
    report.add(
      "queue", "queue / Python sqlite3's", unit: "×",
      samples: zip(sqlite, anchor).map { $0 / $1 }, goal: .atLeast(1))
  }

  static func runOnPostgres(_ report: inout BenchReport) throws {
    print("queue on PostgreSQL 15: the same, a server of the benchmark's own, default settings")
    let server = try PostgresServer()
    let postgres = try measure(jobs: 20_000, workers: workers) {
      let url = try PostgresURL(try server.makeDatabase())!
      return (try PostgresJobStore(database: try PostgresDatabase(url)), {})
    }
    report.add(
      "queue (PostgreSQL)", "no-op jobs, \(workers) workers", unit: "jobs/s", samples: postgres,
      goal: .atLeast(postgresGoal))
  }

  /// Jobs per second of each run, each on a new store.
  static func measure(
    jobs: Int, workers: Int, store makeStore: () throws -> (any JobStore, () -> Void)
  ) throws -> [Double] {
    var rates: [Double] = []
    for _ in 0..<BenchRuns.slow {
      let (store, cleanUp) = try makeStore()
      defer { cleanUp() }
      let broker = EventBroker()
      let queue = JobQueue(store: store, broker: broker)
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
                source: "bench-\(number).json", hero: hero, occasion: .builtIn(.magicGarden),
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
    return rates
  }
}
