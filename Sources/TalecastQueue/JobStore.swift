import TalecastContract
import TalecastCore

/// Where the queue keeps its jobs: one protocol, one driver per database (SQLite, the embedded
/// default; PostgreSQL for many hosts; memory for tests), and one behaviour suite that runs
/// on every driver. The queue decides (times, payloads, events); a store only keeps and
/// changes jobs, each call one transaction, every change conditioned on the state it expects
/// so a late worker and a rescue can never both win.
public protocol JobStore: Sendable {
  /// Stores each new job unless its idempotency key is known; a known key whose job failed,
  /// was cancelled or discarded is queued again with `maxAttempts` more attempts.
  func submit(_ jobs: [(submission: JobSubmission, payload: String)], time: Double) throws
    -> [SubmitOutcome]

  /// Records `worker`'s endings, then claims up to `limit` due jobs for it (highest priority,
  /// then earliest `runAt`, then the order they came in), all in one transaction. An ending
  /// of a job the worker no longer holds changes nothing (nil).
  func finish(
    _ endings: [(id: String, ending: JobQueue.Ending)], worker: String, claim limit: Int,
    lease: Double, time: Double
  ) throws -> (ended: [JobEnd?], claimed: [QueuedJob])

  /// Extends `worker`'s lease on a running job to `expires`.
  func renew(_ id: String, worker: String, expires: Double) throws -> JobQueue.Lease

  /// Takes back running jobs whose lease ran out before `time` or whose owner is not alive.
  func rescue(time: Double, isAlive: @Sendable (String) -> Bool) throws -> [JobEnd]

  /// Up to `limit` jobs whose id starts with `prefix` (lower-case hex), by id.
  func jobs(withPrefix prefix: String, limit: Int) throws -> [QueuedJob]
  /// Exactly these jobs, in this order; an unknown id is `QueueError.notFound`.
  func jobs(ids: [String]) throws -> [QueuedJob]
  /// Jobs in `states`, newest first.
  /// Jobs in `states`, newest first; with `before`, only those submitted before that job.
  func list(states: [JobState], limit: Int, before: String?) throws -> [QueuedJob]
  func attempts(of id: String) throws -> [JobAttempt]
  func counts() throws -> [JobState: Int]
  /// Cancels a queued or failed job, or asks a running one's worker to stop.
  func cancel(_ id: String, time: Double) throws -> JobQueue.CancelOutcome
  /// Queues a failed, discarded or cancelled job again; `payload` may change the stored job.
  func retry(
    _ id: String, extraAttempts: Int, payload: @Sendable (QueuedJob) throws -> String, time: Double
  ) throws -> (before: JobState, job: QueuedJob)
  /// Deletes jobs in `states` last changed before `before`; returns how many.
  func purge(states: [JobState], before: Double) throws -> Int

  /// When the next queued job falls due (its `runAt`, seconds since 1970): nil when none is
  /// queued. Idle workers wait until then unless woken.
  func nextDue() throws -> Double?

  /// Calls `wake` whenever jobs may have become due (a submission or a job given back, on any
  /// host), until the watch is stopped; nil when the store cannot tell, and then workers poll.
  func watchForJobs(_ wake: @escaping @Sendable () -> Void) -> (any StoreWatch)?
}

/// A job's new state after an ending or a rescue, for the queue's events.
public struct JobEnd: Sendable, Hashable {
  public var id: String
  public var state: JobState
  public var attempt: Int
  public var error: String?
}

/// The rescue message every driver writes, so they read alike.
func rescueMessage(owner: String) -> String {
  "its worker \(owner) stopped without finishing it"
}
