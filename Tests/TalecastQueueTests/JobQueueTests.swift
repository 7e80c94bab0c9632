import Foundation
import TalecastContract
import TalecastCore
import TalecastPostgres
import TalecastStorage
import TalecastTesting
import Testing

@testable import TalecastQueue

/// The stores the queue's behaviour suite runs on: every test of `JobQueueTests` runs once
/// per driver.
enum QueueDriver: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case sqlite, memory, postgres
  var testDescription: String { rawValue }
}

/// A queue on a driver's store (a temporary SQLite database, or memory) with a clock the test
/// moves.
struct QueueFixture {
  let queue: JobQueue
  /// The SQLite database, for the tests that reach under the queue (SQLite only).
  let database: Database?
  let broker = CapturingBroker()
  let clock = Locked(Date(timeIntervalSince1970: 1_800_000_000))

  init(_ driver: QueueDriver = .sqlite, leaseDuration: Double = 30) throws {
    let store: any JobStore
    switch driver {
    case .sqlite:
      let folder = try TemporaryFolder.make("queue")
      let database = try Database(path: folder.appendingPathComponent("talecast.sqlite").path)
      self.database = database
      store = try SQLiteJobStore(database: database)
    case .memory:
      database = nil
      store = MemoryJobStore()
    case .postgres:
      database = nil
      let url = try #require(try PostgresURL(try PostgresServer.shared.makeDatabase()))
      store = try PostgresJobStore(database: try PostgresDatabase(url))
    }
    let clock = self.clock
    queue = JobQueue(
      store: store, broker: broker, leaseDuration: leaseDuration,
      now: { clock.withLock { $0 } })
  }

  func advance(_ seconds: Double) { clock.withLock { $0 += seconds } }

  static let hero = Hero(
    name: "Q", primaryTrait: .kind, secondaryTrait: .brave, appearance: "a hat",
    specialAbility: "waiting")

  func submission(
    _ key: String, priority: Int = 0, runAt: Date? = nil, maxAttempts: Int = 3
  ) -> JobSubmission {
    JobSubmission(
      job: RenderJob(
        source: "\(key).json", hero: Self.hero, occasion: .builtIn(.magicGarden), seed: 1),
      idempotencyKey: key, priority: priority, runAt: runAt, maxAttempts: maxAttempts)
  }

  @discardableResult
  func submit(_ key: String, priority: Int = 0, runAt: Date? = nil, maxAttempts: Int = 3) throws
    -> QueuedJob
  {
    try queue.submit([submission(key, priority: priority, runAt: runAt, maxAttempts: maxAttempts)])[
      0
    ].job
  }
}

@Suite struct JobQueueTests {
  /// Pages of the list, newest first, each after the last job of the one before: every job
  /// once, in order, and none after the oldest.
  @Test(arguments: QueueDriver.allCases)
  func theListIsPagedAfterAJob(driver: QueueDriver) throws {
    let fixture = try QueueFixture(driver)
    let submitted = try (0..<7).map { try fixture.submit("p\($0)").id }
    var seen: [String] = []
    var before: String?
    repeat {
      let page = try fixture.queue.list(limit: 3, before: before)
      seen += page.map(\.id)
      before = page.count == 3 ? page.last?.id : nil
    } while before != nil
    #expect(seen == submitted.reversed())
    #expect(try fixture.queue.list(limit: 3, before: submitted[0]).isEmpty)
  }

  @Test(arguments: QueueDriver.allCases)
  func aKeySubmittedTwiceIsOneJob(driver: QueueDriver) throws {
    let fixture = try QueueFixture(driver)
    let first = try fixture.submit("k1")
    let outcomes = try fixture.queue.submit([fixture.submission("k1"), fixture.submission("k2")])
    guard case .existing(let again) = outcomes[0], case .created = outcomes[1] else {
      Issue.record("expected existing, created: \(outcomes)")
      return
    }
    #expect(again.id == first.id)
    #expect(try fixture.queue.list().count == 2)
    // A job that failed is queued again when its key comes back.
    let claimed = try fixture.queue.claim(worker: "w", limit: 2)
    #expect(claimed.count == 2)
    try fixture.queue.finish(first.id, worker: "w", .failed(error: "boom"))
    guard
      case .requeued(let requeued, let from) = try fixture.queue.submit([fixture.submission("k1")])[
        0]
    else {
      Issue.record("expected the failed job back in the queue")
      return
    }
    #expect(requeued.id == first.id && requeued.state == .queued && from == .failed)
    #expect(requeued.maxAttempts == requeued.attempts + 3)
  }

  @Test(arguments: QueueDriver.allCases)
  func priorityThenRunAtThenArrivalDecideTheOrder(driver: QueueDriver) throws {
    let fixture = try QueueFixture(driver)
    let later = fixture.clock.withLock { $0 }.addingTimeInterval(60)
    let low = try fixture.submit("low", priority: -1)
    let first = try fixture.submit("first")
    let urgent = try fixture.submit("urgent", priority: 10)
    let second = try fixture.submit("second")
    let scheduled = try fixture.submit("scheduled", priority: 99, runAt: later)
    let order = try fixture.queue.claim(worker: "w", limit: 10).map(\.id)
    #expect(order == [urgent.id, first.id, second.id, low.id])
    // Not before its time …
    #expect(try fixture.queue.claim(worker: "w").isEmpty)
    fixture.advance(59)
    #expect(try fixture.queue.claim(worker: "w").isEmpty)
    // … and first once it is due, priority 99.
    fixture.advance(1)
    #expect(try fixture.queue.claim(worker: "w").map(\.id) == [scheduled.id])
  }

  @Test(arguments: QueueDriver.allCases)
  func anExpiredLeaseIsRescuedAsAnAttemptUntilTheJobIsDiscarded(driver: QueueDriver) throws {
    let fixture = try QueueFixture(driver, leaseDuration: 10)
    let job = try fixture.submit("crashy", maxAttempts: 2)
    #expect(try fixture.queue.claim(worker: "dead:1:1").first?.attempts == 1)
    fixture.advance(9)
    #expect(try fixture.queue.rescue().isEmpty, "the lease still holds")
    fixture.advance(2)
    #expect(try fixture.queue.rescue() == [job.id])
    #expect(try fixture.queue.job(job.id).state == .queued)
    // The dead worker wakes up: it no longer holds the job and changes nothing.
    #expect(try fixture.queue.finish(job.id, worker: "dead:1:1", .succeeded(storyId: "s")) == nil)
    #expect(try fixture.queue.renew(job.id, worker: "dead:1:1") == .lost)

    #expect(try fixture.queue.claim(worker: "dead:2:1").first?.attempts == 2)
    fixture.advance(11)
    try fixture.queue.rescue()
    let discarded = try fixture.queue.job(job.id)
    #expect(discarded.state == .discarded)
    #expect(discarded.lastError?.contains("stopped without finishing") == true)
    #expect(try fixture.queue.attempts(of: job.id).map { $0.outcome ?? "-" } == ["lost", "lost"])
  }

  @Test(arguments: QueueDriver.allCases)
  func aRescueNeverOverwritesAJobThatJustFinished(driver: QueueDriver) throws {
    let fixture = try QueueFixture(driver, leaseDuration: 10)
    let job = try fixture.submit("quick")
    _ = try fixture.queue.claim(worker: "w:1:1")
    fixture.advance(11)
    // The worker finishes just after its lease ran out, just before the rescue looks.
    #expect(
      try fixture.queue.finish(job.id, worker: "w:1:1", .succeeded(storyId: "s1")) == .succeeded)
    #expect(try fixture.queue.rescue().isEmpty)
    let finished = try fixture.queue.job(job.id)
    #expect(finished.state == .succeeded && finished.storyId == "s1")
  }

  @Test(arguments: QueueDriver.allCases)
  func aWorkerWhoseProcessIsGoneIsRescuedAtOnce(driver: QueueDriver) throws {
    let fixture = try QueueFixture(driver, leaseDuration: 60)
    let job = try fixture.submit("orphan")
    _ = try fixture.queue.claim(worker: "host:4242:1")
    #expect(try fixture.queue.rescue(isAlive: { _ in true }).isEmpty)
    #expect(try fixture.queue.rescue(isAlive: { $0 != "host:4242:1" }) == [job.id])
    // On this host, a process that does not exist is not alive; this one is.
    let here = ProcessInfo.processInfo.hostName
    #expect(!ProcessLiveness.isAlive("\(here):999999:1", host: here))
    #expect(ProcessLiveness.isAlive("\(here):\(getpid()):1", host: here))
    #expect(ProcessLiveness.isAlive("elsewhere:1:1", host: here))
    // A host named otherwise (TALECAST_HOST) checks only its own workers' processes.
    #expect(ProcessLiveness.isAlive("\(here):999999:1", host: "render-2"))
    #expect(!ProcessLiveness.isAlive("render-2:999999:1", host: "render-2"))
  }

  @Test(arguments: QueueDriver.allCases)
  func aTransientFailureComesBackAfterItsBackoff(driver: QueueDriver) throws {
    let fixture = try QueueFixture(driver)
    let job = try fixture.submit("flaky", maxAttempts: 2)
    _ = try fixture.queue.claim(worker: "w")
    #expect(
      try fixture.queue.finish(job.id, worker: "w", .retry(error: "503", retryIn: 30)) == .queued)
    fixture.advance(29.9)
    #expect(try fixture.queue.claim(worker: "w").isEmpty)
    fixture.advance(0.1)
    #expect(try fixture.queue.claim(worker: "w").first?.attempts == 2)
    // The last attempt's transient failure discards the job.
    #expect(
      try fixture.queue.finish(job.id, worker: "w", .retry(error: "503", retryIn: 60)) == .discarded
    )
    let attempts = try fixture.queue.attempts(of: job.id)
    #expect(attempts.map { $0.outcome ?? "-" } == ["retried", "failed"])
    #expect(attempts.map { $0.error ?? "-" } == ["503", "503"])
  }

  @Test(arguments: QueueDriver.allCases)
  func aReleasedJobIsNotAnAttempt(driver: QueueDriver) throws {
    let fixture = try QueueFixture(driver)
    let job = try fixture.submit("paused")
    _ = try fixture.queue.claim(worker: "w")
    #expect(try fixture.queue.finish(job.id, worker: "w", .released) == .queued)
    let released = try fixture.queue.job(job.id)
    #expect(released.attempts == 0 && released.leaseOwner == nil)
    #expect(try fixture.queue.attempts(of: job.id).isEmpty)
    #expect(try fixture.queue.claim(worker: "w").first?.attempts == 1)
  }

  /// Several jobs given back with other endings in one call (a slow job's batch): each given
  /// back is queued with its attempt taken back, the others end as said, and a job the worker
  /// no longer holds is left alone.
  @Test(arguments: QueueDriver.allCases)
  func jobsGivenBackTogetherWithOtherEndings(driver: QueueDriver) throws {
    let fixture = try QueueFixture(driver)
    let jobs = try (0..<3).map { try fixture.submit("batch-\($0)") }
    #expect(try fixture.queue.claim(worker: "w", limit: 3).count == 3)
    let (states, _) = try fixture.queue.finish(
      [
        (jobs[0].id, .succeeded(storyId: nil)), (jobs[1].id, .released),
        (jobs[2].id, .released),
      ], worker: "w", claim: 0)
    #expect(states == [.succeeded, .queued, .queued])
    for job in jobs[1...] {
      let back = try fixture.queue.job(job.id)
      #expect(back.state == .queued && back.attempts == 0 && back.leaseOwner == nil)
      #expect(try fixture.queue.attempts(of: job.id).isEmpty)
    }
    #expect(try fixture.queue.attempts(of: jobs[0].id).map(\.outcome) == ["succeeded"])
    _ = try fixture.queue.claim(worker: "v", limit: 1)
    let (late, _) = try fixture.queue.finish([(jobs[1].id, .released)], worker: "w", claim: 0)
    #expect(late == [nil], "no longer w's")
    #expect(try fixture.queue.job(jobs[1].id).leaseOwner == "v")
  }

  @Test(arguments: QueueDriver.allCases)
  func cancellingRetryingAndPurging(driver: QueueDriver) throws {
    let fixture = try QueueFixture(driver)
    let waiting = try fixture.submit("waiting")
    let running = try fixture.submit("running")
    #expect(try fixture.queue.cancel(waiting.id) == .cancelled)
    _ = try fixture.queue.claim(worker: "w")
    #expect(try fixture.queue.cancel(running.id) == .requested)
    #expect(try fixture.queue.renew(running.id, worker: "w") == .cancelRequested)
    try fixture.queue.finish(running.id, worker: "w", .cancelled)
    #expect(throws: QueueError.self) { try fixture.queue.cancel(running.id) }
    #expect(try fixture.queue.job(String(running.id.prefix(8))).id == running.id)
    let again = try fixture.queue.retry(running.id)
    #expect(again.state == .queued && !again.cancelRequested)
    #expect(throws: QueueError.self) { try fixture.queue.retry(running.id) }
    #expect(try fixture.queue.purge() == 1, "only the finished one")
    #expect(try fixture.queue.list().map(\.id) == [running.id])
    #expect(throws: QueueError.self) { try fixture.queue.job("ffffffffffff") }
    #expect(
      fixture.broker.events(of: JobStateChanged.self).map {
        "\($0.from?.rawValue ?? "-")→\($0.to.rawValue)"
      }
        == [
          "-→queued", "-→queued", "-→cancelled", "queued→running", "running→cancelled",
          "cancelled→queued",
        ])
  }

  /// `jobs retry --skip-illustrations` changes the job where it is kept: the queue.
  @Test(arguments: QueueDriver.allCases)
  func aRetryCanSkipTheIllustrations(driver: QueueDriver) throws {
    let fixture = try QueueFixture(driver)
    let job = try fixture.submit("pictures")
    #expect(try job.job().illustrations)
    _ = try fixture.queue.claim(worker: "w")
    try fixture.queue.finish(job.id, worker: "w", .failed(error: "no illustration could be made"))
    let again = try fixture.queue.retry(job.id, skipIllustrations: true)
    #expect(again.state == .queued)
    #expect(try !again.job().illustrations)
    #expect(try fixture.queue.claim(worker: "w").first?.job().illustrations == false)
  }
}
