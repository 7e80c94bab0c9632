import Foundation
import TalecastCore
import TalecastGeneration
import TalecastQueue

/// What `talecast jobs …` does with jobs in the queue.
extension Talecast {
  /// Queues a failed, discarded or cancelled job again and works it (and only it, unless
  /// others are due) until it finishes. `skipIllustrations` completes it without the
  /// illustrations not drawn yet.
  public func retryQueued(_ id: String, skipIllustrations: Bool) throws -> QueuedJob {
    if skipIllustrations { try generation.skipIllustrations(jobId: id) }
    try queue.retry(id)
    let pool = workerPool(concurrency: 1)
    pool.start()
    defer {
      pool.stopClaiming()
      pool.wait()
    }
    while true {
      let job = try queue.job(id)
      if job.state.isFinished { return job }
      Thread.sleep(forTimeInterval: 0.05)
    }
  }

  /// Cancels a queued or failed job at once (its checkpoints go), or asks a running one to
  /// stop at its next safe point (its worker, in any process, learns of it when it renews its
  /// lease; the marker in its work folder stops it sooner).
  public func cancelQueued(_ id: String) throws -> JobQueue.CancelOutcome {
    let outcome = try queue.cancel(id)
    _ = generation.cancel(jobId: id, running: outcome == .requested)
    return outcome
  }

  /// Deletes finished jobs (and the checkpoints of failed ones) from the queue.
  public func purgeJobs(states: Set<JobState>, before: Date?) throws -> Int {
    let doomed = try queue.list(
      states: states.isEmpty ? [.failed, .discarded, .cancelled, .succeeded] : states,
      limit: Int.max
    )
    .filter { job in job.state.isFinished && before.map { job.updated < $0 } ?? true }
    let count = try queue.purge(states: states, before: before)
    for job in doomed { WorkFolder(mediaRoot: configuration.mediaRoot, jobId: job.id).remove() }
    return count
  }
}
