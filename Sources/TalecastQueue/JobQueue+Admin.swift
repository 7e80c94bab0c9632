import Foundation
import TalecastContract
import TalecastCore

/// What users do to jobs: look, cancel, retry, purge.
extension JobQueue {
  /// The job whose id is `idOrPrefix`, or the only one whose id starts with it.
  public func job(_ idOrPrefix: String) throws -> QueuedJob {
    let wanted = idOrPrefix.lowercased()
    guard !wanted.isEmpty, wanted.allSatisfy(\.isHexDigit) else {
      throw QueueError.notFound(idOrPrefix)
    }
    let jobs = try store.jobs(withPrefix: wanted, limit: 6)
    if let exact = jobs.first(where: { $0.id == wanted }) { return exact }
    guard !jobs.isEmpty else { throw QueueError.notFound(idOrPrefix) }
    guard jobs.count == 1 else { throw QueueError.ambiguous(idOrPrefix, jobs.map(\.id)) }
    return jobs[0]
  }

  /// Jobs in these states (all when empty), newest first; with `before` (a job's id), those
  /// submitted before it: the next page after it.
  public func list(states: Set<JobState> = [], limit: Int = 100, before: String? = nil) throws
    -> [QueuedJob]
  {
    let wanted = states.isEmpty ? JobState.allCases : JobState.allCases.filter(states.contains)
    return try store.list(states: wanted, limit: limit, before: before)
  }

  public func jobs(ids: [String]) throws -> [QueuedJob] { try store.jobs(ids: ids) }

  public func attempts(of id: String) throws -> [JobAttempt] { try store.attempts(of: id) }

  /// How many jobs are in each state.
  public func counts() throws -> [JobState: Int] { try store.counts() }

  public enum CancelOutcome: Sendable, Equatable {
    /// It was queued: cancelled now.
    case cancelled
    /// It is running: its worker stops it at the next safe point.
    case requested
  }

  public func cancel(_ id: String) throws -> CancelOutcome {
    let outcome = try store.cancel(id, time: time)
    if outcome == .cancelled {
      broker.publish(
        JobStateChanged(
          jobId: id, from: nil, to: .cancelled, attempt: 0, message: "cancelled by the user"))
    }
    return outcome
  }

  /// Queues a failed, discarded or cancelled job again, with `extraAttempts` more attempts.
  /// `skipIllustrations` makes it complete without the illustrations not drawn yet: the job
  /// itself changes, here, where it is kept.
  @discardableResult
  public func retry(_ id: String, extraAttempts: Int = 3, skipIllustrations: Bool = false) throws
    -> QueuedJob
  {
    let (before, job) = try store.retry(
      id, extraAttempts: extraAttempts,
      payload: { job in
        guard skipIllustrations else { return job.payload }
        var changed = try job.job()
        changed.illustrations = false
        return String(decoding: try JSONEncoder().encode(changed), as: UTF8.self)
      }, time: time)
    broker.publish(
      JobStateChanged(
        jobId: id, from: before, to: .queued, attempt: job.attempts, message: "retried by the user")
    )
    return job
  }

  /// Deletes finished jobs in `states` (all finished states when empty) last changed before
  /// `before`. Queued and running jobs are never purged. Returns how many went.
  public func purge(states: Set<JobState> = [], before: Date? = nil) throws -> Int {
    let wanted = JobState.allCases.filter {
      (states.isEmpty || states.contains($0)) && $0.isFinished
    }
    guard !wanted.isEmpty else { return 0 }
    return try store.purge(
      states: wanted, before: before?.timeIntervalSince1970 ?? .greatestFiniteMagnitude)
  }
}
