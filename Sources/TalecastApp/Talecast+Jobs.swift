import Foundation
import TalecastContract
import TalecastCore
import TalecastEventLog
import TalecastGeneration
import TalecastLibrary
import TalecastQueue

/// A job command that could not be done.
public enum JobCommandError: Error, Sendable, CustomStringConvertible {
  /// Illustrations were to be drawn again for a job whose story the library does not have.
  case noStoryToIllustrate(jobId: String)
  /// Illustrations were to be drawn again for a story that has every one.
  case everyIllustrationDrawn(storyId: String, title: String)
  /// The illustrations were drawn again, but the library could not store them.
  case illustrationsNotStored(String)
  /// Anything else a job command refuses, in words.
  case refused(String)

  init(_ description: String) { self = .refused(description) }

  public var description: String {
    switch self {
    case .refused(let description): description
    case .noStoryToIllustrate(let jobId): "job \(jobId) has no story in the library"
    case .everyIllustrationDrawn(let storyId, let title):
      "story \(storyId) \"\(title)\" has every illustration"
    case .illustrationsNotStored(let error):
      "the pictures were drawn but not stored in the library: \(error)"
    }
  }
}

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
  /// Jobs in `states` (all when empty), newest first; with `before` (a job's id), the page
  /// after that job.
  public func jobs(states: Set<JobState>, limit: Int, before: String? = nil) throws -> [QueuedJob] {
    try queue.list(states: states, limit: limit, before: before)
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
    let story =
      ended.state == .succeeded ? try ended.storyId.map(library.stories.story(matching:)) : nil
    return RetriedJob(job: ended, story: story)
  }

  /// Queues the failed, discarded or cancelled job `id` again, for whichever worker claims it
  /// first (the HTTP API's retry: it answers at once, and the job's events tell the rest).
  public func requeueJob(_ id: String, skipIllustrations: Bool = false) throws -> QueuedJob {
    try queue.retry(id, skipIllustrations: skipIllustrations)
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
    guard let storyId = job.storyId, let story = try? library.stories.story(matching: storyId)
    else {
      throw JobCommandError.noStoryToIllustrate(jobId: job.id)
    }
    guard story.status == .partial else {
      throw JobCommandError.everyIllustrationDrawn(storyId: story.id, title: story.title)
    }
    let event = try generation.redrawIllustrations(
      jobId: job.id, folder: story.folder, cancellation: cancellation)
    do {
      try library.stories.storeIllustrations(event)
    } catch {
      throw JobCommandError.illustrationsNotStored("\(error)")
    }
    return event
  }
}
