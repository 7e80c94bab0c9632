import Foundation
import TalecastContract
import TalecastCore
import TalecastTesting
import Testing

@testable import TalecastQueue

@Suite struct WorkerPoolTests {
  /// Waits (a few seconds at most) until `condition` holds.
  func eventually(_ condition: () throws -> Bool) rethrows -> Bool {
    for _ in 0..<200 {
      if try condition() { return true }
      Thread.sleep(forTimeInterval: 0.02)
    }
    return try condition()
  }

  @Test func workersRunEveryJobOnceSideBySide() throws {
    let fixture = try QueueFixture()
    for number in 0..<12 { try fixture.submit("job-\(number)") }
    let runs = Locked<[String: Int]>([:])
    let atOnce = Locked((now: 0, most: 0))
    let pool = WorkerPool(queue: fixture.queue, concurrency: 3) { job, _ in
      atOnce.withLock {
        $0.now += 1
        $0.most = max($0.most, $0.now)
      }
      Thread.sleep(forTimeInterval: 0.05)
      atOnce.withLock { $0.now -= 1 }
      runs.withLock { $0[job.id, default: 0] += 1 }
      return .succeeded(storyId: "story-\(job.id)")
    }
    pool.start()
    #expect(try eventually { try fixture.queue.counts()[.succeeded] == 12 })
    pool.stopClaiming()
    pool.wait()
    #expect(runs.withLock { $0.count == 12 && $0.values.allSatisfy { $0 == 1 } })
    #expect(atOnce.withLock { $0.most } == 3)
  }

  /// Quick jobs are claimed in growing batches; when a job of a batch turns out slow, the
  /// rest of the batch goes back to the queue for idle workers instead of waiting behind it
  /// (a worker once held every slow job of its batch while the other had nothing to do), and
  /// a job given back this way is not charged an attempt.
  @Test func aSlowJobGivesTheRestOfItsBatchBackToOtherWorkers() throws {
    let fixture = try QueueFixture()
    // Claimed in this order: the quick ones first, so batches grow before the slow ones.
    for number in 0..<40 { try fixture.submit("quick-\(number)", priority: 10) }
    for number in 0..<6 { try fixture.submit("slow-\(number)") }
    let slowRuns = Locked<[String: [String]]>([:])
    let pool = WorkerPool(queue: fixture.queue, concurrency: 2) { job, _ in
      guard job.source.hasPrefix("slow") else { return .succeeded(storyId: nil) }
      // Long enough that a worker woken late still finds slow jobs left.
      Thread.sleep(forTimeInterval: 0.25)
      let worker = job.leaseOwner ?? ""
      slowRuns.withLock { $0[worker, default: []].append(job.id) }
      return .succeeded(storyId: nil)
    }
    pool.start()
    #expect(try eventually { try fixture.queue.counts()[.succeeded] == 46 })
    pool.stopClaiming()
    pool.wait()
    let runs = slowRuns.withLock { $0 }
    #expect(runs.count == 2, "both workers ran slow jobs: \(runs)")
    #expect(runs.values.allSatisfy { $0.count >= 2 }, "\(runs)")
    let slow = try fixture.queue.store.list(states: [.succeeded], limit: 100, before: nil)
      .filter { $0.source.hasPrefix("slow") }
    #expect(slow.count == 6)
    #expect(slow.allSatisfy { $0.attempts == 1 }, "\(slow.map(\.attempts))")
    // The give-back itself: running → queued without a failure's message.
    let givenBack = fixture.broker.events(of: JobStateChanged.self).filter {
      $0.from == .running && $0.to == .queued && $0.message == nil
    }
    #expect(!givenBack.isEmpty)
  }

  /// A job's end that cannot be written (the database refuses writes, as on a full disk) is
  /// reported and tried again until it is written: never dropped (a render once stalled for
  /// minutes without a word).
  @Test func anEndingThatCannotBeWrittenIsReportedAndWrittenLater() throws {
    let fixture = try QueueFixture()
    try fixture.submit("stubborn")
    let problems = Locked<[String]>([])
    let finishing = DispatchSemaphore(value: 0)
    let report: @Sendable (String) -> Void = { problem in problems.withLock { $0.append(problem) } }
    let pool = WorkerPool(queue: fixture.queue, concurrency: 1, problems: report) { job, _ in
      // Writes are refused from the moment the job ends.
      try? fixture.database?.read { try $0.execute("PRAGMA query_only = 1") }
      finishing.signal()
      return .succeeded(storyId: "story-\(job.id)")
    }
    pool.start()
    #expect(finishing.wait(timeout: .now() + 5) == .success)
    #expect(eventually { !problems.withLock { $0 }.isEmpty })
    let first = try #require(problems.withLock { $0.first })
    #expect(first.hasPrefix("cannot record the end of job "), "\(first)")
    #expect(first.contains("attempt to write a readonly database"), "\(first)")
    #expect(first.hasSuffix("; trying again in 0.5 s"), "\(first)")
    #expect(try fixture.queue.counts()[.running] == 1)
    try fixture.database?.read { try $0.execute("PRAGMA query_only = 0") }
    #expect(try eventually { try fixture.queue.counts()[.succeeded] == 1 })
    pool.stopClaiming()
    pool.wait()
    #expect(try fixture.queue.list().first?.storyId?.hasPrefix("story-") == true)
  }

  /// A shutdown: running jobs are asked to stop at their next checkpoint and are released,
  /// not counted as attempts; queued ones are left alone.
  @Test func drainingReleasesRunningJobsForTheNextRun() throws {
    let fixture = try QueueFixture()
    for number in 0..<4 { try fixture.submit("long-\(number)") }
    let started = Locked(0)
    let pool = WorkerPool(queue: fixture.queue, concurrency: 2) { _, control in
      started.withLock { $0 += 1 }
      while !control.cancellation.isInterrupted { Thread.sleep(forTimeInterval: 0.01) }
      return .released
    }
    pool.start()
    #expect(eventually { started.withLock { $0 } == 2 })
    let released = pool.drain(timeout: 5)
    #expect(released.count == 2)
    let jobs = try fixture.queue.list()
    #expect(jobs.allSatisfy { $0.state == .queued && $0.attempts == 0 && $0.leaseOwner == nil })
    #expect(started.withLock { $0 } == 2, "no new job was claimed while draining")
  }

  /// A job that ignores the drain is released in the database anyway when the timeout ends.
  @Test func aDrainTimeoutStillLeavesTheQueueConsistent() throws {
    let fixture = try QueueFixture()
    let job = try fixture.submit("stubborn")
    let stop = Locked(false)
    let pool = WorkerPool(queue: fixture.queue, concurrency: 1) { _, _ in
      while !stop.withLock({ $0 }) { Thread.sleep(forTimeInterval: 0.01) }
      return .succeeded(storyId: "late")
    }
    pool.start()
    #expect(try eventually { try fixture.queue.job(job.id).state == .running })
    pool.drain(timeout: 0.2)
    #expect(try fixture.queue.job(job.id).state == .queued)
    // When the stubborn work finally returns, it no longer holds the job: nothing is written.
    stop.withLock { $0 = true }
    pool.wait()
    #expect(try fixture.queue.job(job.id).state == .queued)
    #expect(try fixture.queue.job(job.id).storyId == nil)
  }

  /// `talecast jobs cancel` in another process sets the flag; the worker hears of it when it
  /// renews the lease and cancels the render.
  @Test func aCancelRequestReachesTheRunningJobThroughItsLease() throws {
    let fixture = try QueueFixture(leaseDuration: 0.3)
    let job = try fixture.submit("to-cancel")
    let pool = WorkerPool(queue: fixture.queue, concurrency: 1, rescueInterval: 60) { _, control in
      while !control.cancellation.isCancelled { Thread.sleep(forTimeInterval: 0.01) }
      return .cancelled
    }
    pool.start()
    #expect(try eventually { try fixture.queue.job(job.id).state == .running })
    // The fixture's clock stands still, so the lease (renewed every 0.1 s) never runs out.
    #expect(try fixture.queue.cancel(job.id) == .requested)
    #expect(try eventually { try fixture.queue.job(job.id).state == .cancelled })
    pool.stopClaiming()
    pool.wait()
  }
}
