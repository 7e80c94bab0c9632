import Foundation
import TalecastContract
import TalecastCore
import TalecastGeneration
import TalecastQueue

/// What `talecast jobs …` does with jobs in the queue.
extension Talecast {
  /// Deletes finished jobs (and the checkpoints of failed ones) from the queue.
  public func purgeJobs(states: Set<JobState>, before: Date?) throws -> Int {
    let doomed = try queue.list(
      states: states.isEmpty ? [.failed, .discarded, .cancelled, .succeeded] : states,
      limit: Int.max
    )
    .filter { job in job.state.isFinished && before.map { job.updated < $0 } ?? true }
    let count = try queue.purge(states: states, before: before)
    for job in doomed { generation.finish(jobId: job.id) }
    return count
  }
}
