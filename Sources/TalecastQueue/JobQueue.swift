import Foundation
import TalecastContract
import TalecastCore
import TalecastStorage

/// The durable job queue: jobs are stored before any work starts, claimed under a lease that
/// their worker renews, and rescued when a lease runs out or its worker's process is gone.
/// The queue owns the rules (times, leases, what an ending means) and the events; its
/// `JobStore` keeps the jobs (SQLite by default), every change one transaction conditioned on
/// the state it expects. Publishes `JobStateChanged`.
public final class JobQueue: Sendable {
  public let store: any JobStore
  let broker: any EventPublishing
  /// How long a claim holds without renewal (workers renew every third of it).
  public let leaseDuration: Double
  let now: @Sendable () -> Date

  public init(
    store: any JobStore, broker: any EventPublishing, leaseDuration: Double = 30,
    now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.store = store
    self.broker = broker
    self.leaseDuration = leaseDuration
    self.now = now
  }

  /// The queue in the Talecast SQLite database.
  public convenience init(
    database: Database, broker: any EventPublishing, leaseDuration: Double = 30,
    now: @escaping @Sendable () -> Date = { Date() }
  ) throws {
    self.init(
      store: try SQLiteJobStore(database: database), broker: broker, leaseDuration: leaseDuration,
      now: now)
  }

  var time: Double { now().timeIntervalSince1970 }

  /// Stores the jobs in one transaction. A key submitted before gives back that job (queued
  /// again if it had failed, been cancelled or discarded), so nothing is done twice.
  @discardableResult
  public func submit(_ submissions: [JobSubmission]) throws -> [SubmitOutcome] {
    // One encoder for the batch: making one costs more than encoding a job.
    let encoder = JSONEncoder()
    let jobs = try submissions.map {
      (submission: $0, payload: String(decoding: try encoder.encode($0.job), as: UTF8.self))
    }
    let outcomes = try store.submit(jobs, time: time)
    for outcome in outcomes {
      switch outcome {
      case .created(let job):
        broker.publish(JobStateChanged(jobId: job.id, from: nil, to: .queued, attempt: 0))
      case .requeued(let job, let from):
        broker.publish(
          JobStateChanged(jobId: job.id, from: from, to: .queued, attempt: job.attempts))
      case .existing: break
      }
    }
    return outcomes
  }

  /// Claims up to `limit` due jobs for `worker`: highest priority first, then the earliest
  /// `runAt`, then the order they came in. Each claim is an attempt.
  public func claim(worker: String, limit: Int = 1) throws -> [QueuedJob] {
    try finish([], worker: worker, claim: limit).next
  }

  /// What a worker learns when it renews its lease.
  public enum Lease: Sendable, Equatable {
    case held
    /// Someone asked for the job to be cancelled: stop at the next safe point.
    case cancelRequested
    /// The job is no longer this worker's (it was rescued): stop without writing anything.
    case lost
  }

  public func renew(_ id: String, worker: String) throws -> Lease {
    try store.renew(id, worker: worker, expires: time + leaseDuration)
  }

  /// How a worker's attempt ended.
  public enum Ending: Sendable {
    case succeeded(storyId: String?)
    /// A transient failure: queued again after `retryIn` seconds while attempts remain,
    /// else discarded.
    case retry(error: String, retryIn: Double)
    /// A permanent failure.
    case failed(error: String)
    case cancelled
    /// Given back unstarted or stopped for a shutdown before finishing (a drain, or the rest
    /// of a batch claimed with a slow job): queued again, the attempt not counted.
    case released
  }

  /// Records the end of `worker`'s attempt. Returns the job's new state, or nil when the
  /// worker no longer held it (a rescue got there first): then nothing is changed.
  @discardableResult
  public func finish(_ id: String, worker: String, _ ending: Ending) throws -> JobState? {
    try finish([(id, ending)], worker: worker, claim: 0).states[0]
  }

  /// Records several endings of `worker`'s attempts and claims its next `limit` jobs, all in
  /// one transaction (one commit for many quick jobs). The states are in the order given.
  public func finish(
    _ endings: [(id: String, ending: Ending)], worker: String, claim limit: Int
  ) throws -> (states: [JobState?], next: [QueuedJob]) {
    let (ended, claimed) = try store.finish(
      endings, worker: worker, claim: limit, lease: leaseDuration, time: time)
    for end in ended.compactMap({ $0 }) {
      broker.publish(
        JobStateChanged(
          jobId: end.id, from: .running, to: end.state, attempt: end.attempt, message: end.error))
    }
    for job in claimed {
      broker.publish(
        JobStateChanged(jobId: job.id, from: .queued, to: .running, attempt: job.attempts))
    }
    return (ended.map { $0?.state }, claimed)
  }

  /// Takes back running jobs whose lease ran out or whose worker's process is gone
  /// (`isAlive` says which owners still live). Each such attempt counts: a job whose
  /// attempts are used up is discarded. A job that finished meanwhile is not touched.
  @discardableResult
  public func rescue(isAlive: @Sendable (String) -> Bool = { _ in true }) throws -> [String] {
    let rescued = try store.rescue(time: time, isAlive: isAlive)
    for end in rescued {
      broker.publish(
        JobStateChanged(
          jobId: end.id, from: .running, to: end.state, attempt: end.attempt,
          message: "rescued: its worker stopped"))
    }
    return rescued.map(\.id)
  }

  static let retryable: Set<JobState> = [.failed, .discarded, .cancelled]
}
