import Foundation
import TalecastContract
import TalecastCore
import TalecastPostgres
import TalecastStorage
import TalecastTesting
import Testing

@testable import TalecastQueue

/// Idle workers wait on the store's change signal and on the next job's `runAt`, not on a
/// timer: the safety net (`slowPoll`) is a minute here, and every wait is far shorter.
@Suite struct IdleWorkerTests {
  /// Two queues on one store with the real clock, as two processes have.
  func pair(_ driver: QueueDriver) throws -> (worked: JobQueue, submitter: JobQueue) {
    switch driver {
    case .sqlite:
      let path = try TemporaryFolder.make("idle").appendingPathComponent("talecast.sqlite").path
      return (
        JobQueue(
          store: try SQLiteJobStore(database: try Database(path: path)), broker: CapturingBroker()),
        JobQueue(
          store: try SQLiteJobStore(database: try Database(path: path)), broker: CapturingBroker())
      )
    case .memory:
      let store = MemoryJobStore()
      return (
        JobQueue(store: store, broker: CapturingBroker()),
        JobQueue(store: store, broker: CapturingBroker())
      )
    case .postgres:
      let url = try #require(try PostgresURL(try PostgresServer.shared.makeDatabase()))
      return (
        JobQueue(
          store: try PostgresJobStore(database: try PostgresDatabase(url)),
          broker: CapturingBroker()),
        JobQueue(
          store: try PostgresJobStore(database: try PostgresDatabase(url)),
          broker: CapturingBroker())
      )
    }
  }

  func submission(_ key: String, runAt: Date? = nil) -> JobSubmission {
    JobSubmission(
      job: RenderJob(
        source: "\(key).json", hero: QueueFixture.hero, occasion: .builtIn(.magicGarden), seed: 1),
      idempotencyKey: key, priority: 0, runAt: runAt, maxAttempts: 3)
  }

  /// A job submitted through another connection while the worker idles starts at once.
  @Test(arguments: QueueDriver.allCases)
  func aSubmissionElsewhereWakesAnIdleWorker(driver: QueueDriver) throws {
    let (worked, submitter) = try pair(driver)
    let started = DispatchSemaphore(value: 0)
    let pool = WorkerPool(queue: worked, concurrency: 1, slowPoll: 60) { _, _ in
      started.signal()
      return .succeeded(storyId: nil)
    }
    pool.start()
    defer {
      pool.stopClaiming()
      pool.wait()
    }
    // A first job run to its end: then the worker finds the queue empty and idles.
    try submitter.submit([submission("first")])
    #expect(started.wait(timeout: .now() + 10) == .success)
    try submitter.submit([submission("second")])
    #expect(
      started.wait(timeout: .now() + 10) == .success, "not woken: the next look is a minute away")
  }

  /// A job due in half a second starts then, not when the safety net comes round.
  @Test(arguments: [QueueDriver.sqlite, .memory])
  func aJobDueLaterStartsWhenItFallsDue(driver: QueueDriver) throws {
    let (worked, submitter) = try pair(driver)
    let started = Locked<Date?>(nil)
    let ran = DispatchSemaphore(value: 0)
    let pool = WorkerPool(queue: worked, concurrency: 1, slowPoll: 60) { _, _ in
      started.withLock { $0 = Date() }
      ran.signal()
      return .succeeded(storyId: nil)
    }
    pool.start()
    defer {
      pool.stopClaiming()
      pool.wait()
    }
    let due = Date().addingTimeInterval(0.5)
    try submitter.submit([submission("later", runAt: due)])
    #expect(ran.wait(timeout: .now() + 10) == .success)
    let start = try #require(started.withLock { $0 })
    #expect(start >= due.addingTimeInterval(-0.01))
  }
}
