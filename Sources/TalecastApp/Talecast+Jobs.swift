import Foundation
import TalecastCore
import TalecastEventLog
import TalecastGeneration
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

/// What `talecast jobs …` does. Every job is in the queue, and its state is kept there only:
/// retry and cancel have one path each, through it.
extension Talecast {
  public func history(ofJob jobId: String) throws -> JobHistory {
    let events = try eventLog.events(EventLog.Filter(correlationId: jobId))
    return JobHistory(jobId: jobId, events: events.compactMap(\.decoded.event))
  }

  /// Queues a failed, discarded or cancelled job again and works it (and only it, unless
  /// others are due) until it finishes; it resumes from its checkpoints. `skipIllustrations`
  /// completes it without the illustrations not drawn yet.
  public func retryQueued(_ id: String, skipIllustrations: Bool) throws -> QueuedJob {
    let job = try queue.retry(id, skipIllustrations: skipIllustrations)
    return try work(untilFinished: job.id)
  }

  /// Works the queue with one worker until job `id` has finished, awaiting its end on the
  /// broker (no polling).
  func work(untilFinished id: String) throws -> QueuedJob {
    try work(untilFinished: [id], concurrency: 1)[0]
  }

  /// Works the queue until every job of `ids` has finished; returns them as they ended. The
  /// supervisor is woken by each job's end on the broker.
  func work(untilFinished ids: [String], concurrency: Int) throws -> [QueuedJob] {
    let wanted = Set(ids)
    let supervisor = Supervisor([workerPool(concurrency: concurrency)])
    let watch = broker.subscribe(JobStateChanged.self) { event in
      if wanted.contains(event.jobId) && event.to.isFinished { supervisor.wake() }
    }
    defer { watch.cancel() }
    supervisor.run {
      (try? queue.jobs(ids: ids))?.allSatisfy(\.state.isFinished) ?? true
    }
    return try queue.jobs(ids: ids)
  }

  /// Cancels a queued or failed job at once (its checkpoints go), or asks a running one to
  /// stop at its next safe point: its worker, in any process, learns of it when it renews its
  /// lease.
  public func cancelQueued(_ id: String) throws -> JobQueue.CancelOutcome {
    let outcome = try queue.cancel(id)
    if outcome == .cancelled { generation.finish(jobId: id) }
    return outcome
  }

  /// Draws again the failed illustrations of the story job `id` made (it completed as
  /// partial) and stores the new state in the library.
  public func redrawIllustrations(
    ofJob id: String, cancellation: RenderCancellation? = nil
  ) throws -> StoryIllustrated {
    let job = try queue.job(id)
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
