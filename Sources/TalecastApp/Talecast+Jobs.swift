import Foundation
import TalecastCore
import TalecastEventLog
import TalecastGeneration

/// How `talecast jobs retry` takes a job up again.
public enum JobRetryMode: Sendable {
  /// From the failed stage, reusing its checkpoints.
  case fromFailedStage
  /// From the failed stage, completing without the illustrations not drawn yet.
  case skipIllustrations
  /// Only the failed illustrations of a stored, partial story.
  case illustrationsOnly
}

/// What a retry did.
public enum JobRetryOutcome: Sendable {
  case rendered(StoryGenerated)
  case illustrated(StoryIllustrated)
}

/// A job command that could not be done, said in the user's terms.
public struct JobCommandError: Error, Sendable, CustomStringConvertible {
  public let description: String
  init(_ description: String) { self.description = description }
}

extension Talecast {
  /// The job whose id is `idOrPrefix` or starts with it, among the jobs in the event log and
  /// the unfinished ones in `work/`.
  public func jobId(matching idOrPrefix: String) throws -> String {
    let wanted = idOrPrefix.lowercased()
    let unfinished = generation.unfinishedJobs()
    if unfinished.contains(wanted) { return wanted }
    let folders = unfinished.filter { $0.hasPrefix(wanted) }
    let logged = try eventLog.jobId(matching: wanted)
    let matches = Set(folders + (logged.map { [$0] } ?? []))
    guard matches.count == 1, let id = matches.first else {
      if matches.isEmpty {
        throw JobCommandError("no job with id '\(idOrPrefix)' (see 'talecast log')")
      }
      throw JobCommandError(
        "'\(idOrPrefix)' matches several jobs: \(matches.sorted().joined(separator: ", "))")
    }
    return id
  }

  public func history(ofJob jobId: String) throws -> JobHistory {
    let events = try eventLog.events(EventLog.Filter(correlationId: jobId))
    return JobHistory(jobId: jobId, events: events.compactMap(\.decoded.event))
  }

  /// Takes a failed job up again (or a partial story's failed illustrations).
  public func retry(
    jobId: String, mode: JobRetryMode, cancellation: RenderCancellation? = nil
  ) throws -> JobRetryOutcome {
    let history = try history(ofJob: jobId)
    let storeFailures = StoreFailures(broker: broker)
    let outcome: JobRetryOutcome
    switch mode {
    case .illustrationsOnly:
      guard let storyId = history.storyId, let story = try? library.story(matching: storyId)
      else {
        throw JobCommandError(
          "job \(jobId) has no story in the library; retry it without --illustrations-only")
      }
      guard story.status == .partial else {
        throw JobCommandError("story \(story.id) \"\(story.title)\" has every illustration")
      }
      outcome = .illustrated(try generation.redrawIllustrations(jobId: jobId, folder: story.folder))
    case .fromFailedStage, .skipIllustrations:
      guard history.ending != .running || history.started == nil else {
        throw JobCommandError(
          "job \(jobId) is still running; wait for it to fail or cancel it ('talecast jobs cancel \(jobId)')"
        )
      }
      outcome = .rendered(
        try generation.resume(
          jobId: jobId, mode: mode == .skipIllustrations ? .skipIllustrations : .fromFailedStage,
          cancellation: cancellation))
    }
    let storyId: String
    switch outcome {
    case .rendered(let story): storyId = story.manifest.storyId
    case .illustrated(let event): storyId = event.manifest.storyId
    }
    if let message = storeFailures.message(for: storyId) {
      throw JobCommandError("the story was made but not stored in the library: \(message)")
    }
    return outcome
  }

  /// Cancels an unfinished job: at once when it is not running (its checkpoints are
  /// removed), at its next safe point when it is. Returns whether it was running.
  @discardableResult
  public func cancel(jobId: String) throws -> Bool {
    let running = try history(ofJob: jobId).ending == .running
    guard generation.cancel(jobId: jobId, running: running) else {
      throw JobCommandError("job \(jobId) is not unfinished: there is nothing to cancel")
    }
    return running
  }
}
