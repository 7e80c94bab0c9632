import Foundation
import TalecastCore
import TalecastEventLog
import TalecastGeneration
import TalecastLibrary
import TalecastQueue

/// A job command that could not be done, said in the user's terms.
public struct JobCommandError: Error, Sendable, CustomStringConvertible {
  public let description: String
  init(_ description: String) { self.description = description }
}

/// What `talecast jobs …` does. Every job is in the queue, and its state is kept there only:
/// retry and cancel have one path each, through it.
/// A job with every attempt at it (`talecast jobs show`).
public struct JobDetails: Sendable {
  public let job: QueuedJob
  public let attempts: [JobAttempt]
}

/// A retried job as it ended, with the story it made when it succeeded.
public struct RetriedJob: Sendable {
  public let job: QueuedJob
  public let story: LibraryStory?
}

/// What `talecast jobs …` does. Every job is in the queue, and its state is kept there only:
/// retry and cancel have one path each, through it.
extension Talecast {
  /// Jobs in `states` (all when empty), newest first.
  public func jobs(states: Set<JobState>, limit: Int) throws -> [QueuedJob] {
    try queue.list(states: states, limit: limit)
  }

  /// The job `reference` (an id or unique prefix) names, with its attempts.
  public func job(_ reference: String) throws -> JobDetails {
    let job = try queue.job(reference)
    return JobDetails(job: job, attempts: try queue.attempts(of: job.id))
  }

  public func history(ofJob jobId: String) throws -> JobHistory {
    let events = try eventLog.events(EventLog.Filter(correlationId: jobId))
    return JobHistory(jobId: jobId, events: events.compactMap(\.decoded.event))
  }

  /// Queues the failed, discarded or cancelled job `reference` names again and works the queue
  /// (one worker) until it has ended, here or in another process; it resumes from its
  /// checkpoints. `skipIllustrations` completes it without the illustrations not drawn yet.
  public func retryJob(_ reference: String, skipIllustrations: Bool) throws -> RetriedJob {
    let id = try queue.job(reference).id
    let run = try JobRun(self)
    let job: QueuedJob
    do {
      job = try queue.retry(id, skipIllustrations: skipIllustrations)
    } catch {
      run.foreign.stop()
      throw error
    }
    _ = run.run([job.id], concurrency: 1, trapsSignals: false)
    let ended = try queue.job(job.id)
    let story = ended.state == .succeeded ? try ended.storyId.map(library.story(matching:)) : nil
    return RetriedJob(job: ended, story: story)
  }

  /// Cancels a queued or failed job at once (its checkpoints go), or asks a running one to
  /// stop at its next safe point: its worker, in any process, learns of it when it renews its
  /// lease. Returns the job's id and which it was.
  public func cancelJob(_ reference: String) throws -> (
    jobId: String, outcome: JobQueue.CancelOutcome
  ) {
    let id = try queue.job(reference).id
    let outcome = try queue.cancel(id)
    if outcome == .cancelled { generation.finish(jobId: id) }
    return (id, outcome)
  }

  /// Draws again the failed illustrations of the story the job `reference` names made (it
  /// completed as partial) and stores the new state in the library.
  public func redrawIllustrations(
    ofJob reference: String, cancellation: RenderCancellation? = nil
  ) throws -> StoryIllustrated {
    let job = try queue.job(reference)
    guard let storyId = job.storyId, let story = try? library.story(matching: storyId) else {
      throw JobCommandError(
        "job \(job.id) has no story in the library; retry it without --illustrations-only")
    }
    guard story.status == .partial else {
      throw JobCommandError("story \(story.id) \"\(story.title)\" has every illustration")
    }
    let event = try generation.redrawIllustrations(
      jobId: job.id, folder: story.folder, cancellation: cancellation)
    do {
      try library.storeIllustrations(event)
    } catch {
      throw JobCommandError("the pictures were drawn but not stored in the library: \(error)")
    }
    return event
  }
}
