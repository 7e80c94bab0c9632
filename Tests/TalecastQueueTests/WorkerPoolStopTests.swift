import Foundation
import TalecastContract
import TalecastCore
import TalecastTesting
import Testing

@testable import TalecastQueue

/// A store that, once armed, holds the next claim that took jobs after writing it, until
/// let go: a worker caught between its claim's commit and starting the jobs, as a signal
/// can catch it.
final class ClaimHoldingStore: JobStore {
  let inner: any JobStore
  /// Whether the next claim that takes jobs is held (`Locked`).
  private let armed = Locked(false)
  let claimed = DispatchSemaphore(value: 0)
  let letGo = DispatchSemaphore(value: 0)

  init(_ inner: any JobStore) { self.inner = inner }

  func holdNextClaim() { armed.withLock { $0 = true } }

  func finish(
    _ endings: [(id: String, ending: JobQueue.Ending)], worker: String, claim limit: Int,
    lease: Double, time: Double
  ) throws -> (ended: [JobEnd?], claimed: [QueuedJob]) {
    let result = try inner.finish(endings, worker: worker, claim: limit, lease: lease, time: time)
    let hold = armed.withLock { armed in
      defer { if !result.claimed.isEmpty { armed = false } }
      return armed && !result.claimed.isEmpty
    }
    if hold {
      claimed.signal()
      letGo.wait()
    }
    return result
  }

  func submit(_ jobs: [(submission: JobSubmission, payload: String)], time: Double) throws
    -> [SubmitOutcome]
  { try inner.submit(jobs, time: time) }
  func renew(_ id: String, worker: String, expires: Double) throws -> JobQueue.Lease {
    try inner.renew(id, worker: worker, expires: expires)
  }
  func rescue(time: Double, isAlive: @Sendable (String) -> Bool) throws -> [JobEnd] {
    try inner.rescue(time: time, isAlive: isAlive)
  }
  func jobs(withPrefix prefix: String, limit: Int) throws -> [QueuedJob] {
    try inner.jobs(withPrefix: prefix, limit: limit)
  }
  func jobs(ids: [String]) throws -> [QueuedJob] { try inner.jobs(ids: ids) }
  func list(states: [JobState], limit: Int, before: String?) throws -> [QueuedJob] {
    try inner.list(states: states, limit: limit, before: before)
  }
  func attempts(of id: String) throws -> [JobAttempt] { try inner.attempts(of: id) }
  func counts() throws -> [JobState: Int] { try inner.counts() }
  func cancel(_ id: String, time: Double) throws -> JobQueue.CancelOutcome {
    try inner.cancel(id, time: time)
  }
  func retry(
    _ id: String, extraAttempts: Int, payload: @Sendable (QueuedJob) throws -> String, time: Double
  ) throws -> (before: JobState, job: QueuedJob) {
    try inner.retry(id, extraAttempts: extraAttempts, payload: payload, time: time)
  }
  func purge(states: [JobState], before: Double) throws -> Int {
    try inner.purge(states: states, before: before)
  }
  func nextDue() throws -> Double? { try inner.nextDue() }
  func watchForJobs(_ wake: @escaping @Sendable () -> Void) -> (any StoreWatch)? {
    inner.watchForJobs(wake)
  }
}

@Suite struct WorkerPoolStopTests {
  /// A drain that comes while a worker's claim is being written finds no job running, so it
  /// interrupts none: the job claimed then is given back unstarted (and reported), not
  /// rendered to its end while the drain waits.
  @Test func aJobClaimedAsTheDrainBeginsIsGivenBackUnstarted() throws {
    let store = ClaimHoldingStore(MemoryJobStore())
    let queue = JobQueue(store: store, broker: CapturingBroker())
    let submitted = try queue.submit([
      JobSubmission(
        job: RenderJob(
          source: "late.json", hero: QueueFixture.hero, occasion: .builtIn(.magicGarden), seed: 1),
        idempotencyKey: "late", priority: 0, runAt: nil, maxAttempts: 3)
    ])
    guard case .created(let job) = try #require(submitted.first) else {
      Issue.record("not created: \(submitted)")
      return
    }
    store.holdNextClaim()
    let started = Locked(0)
    let pool = WorkerPool(queue: queue, concurrency: 1, slowPoll: 60) { _, _ in
      started.withLock { $0 += 1 }
      return .succeeded(storyId: "story")
    }
    pool.start()
    #expect(store.claimed.wait(timeout: .now() + 10) == .success, "the job was never claimed")
    // What a drain does first; the claim is written but the worker has not yet seen it.
    pool.stopClaiming()
    store.letGo.signal()
    let released = pool.drain(timeout: 30)
    #expect(started.withLock { $0 } == 0, "a job claimed after claiming stopped was started")
    #expect(released == [job.id])
    let after = try queue.job(job.id)
    #expect(after.state == .queued && after.leaseOwner == nil, "\(after)")
  }
}
