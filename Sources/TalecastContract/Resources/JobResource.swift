import Foundation
import TalecastCore

/// A job as the API shows it (`Job` in the OpenAPI document): the queue's record, and, for
/// one job asked for by id, the stage it is in and its attempts.
public struct JobResource: Encodable, Sendable {
  public let id: String
  /// Where it came from: a job file's name (never its folder: a path on the host is not the
  /// client's), or `request body`.
  public let source: String
  public let state: String
  public let priority: Int
  public let runAt: Date
  public let attempts: Int
  public let maxAttempts: Int
  public let cancelRequested: Bool
  public let storyId: String?
  public let error: String?
  public let created: Date
  public let updated: Date
  public let finished: Date?
  /// The stage running or last reached (from the event log); only on one job.
  public var stage: String?
  /// Stages done out of all of them, 0 to 1; only on one job.
  public var progress: Double?
  public var attemptList: [Attempt]?
  public let links: Links

  public struct Attempt: Encodable, Sendable {
    public let number: Int
    public let worker: String
    public let started: Date
    public let ended: Date?
    public let outcome: String?
    public let error: String?
  }

  public struct Links: Encodable, Sendable {
    public let this: String
    public let events: String
    public let story: String?

    public enum CodingKeys: String, CodingKey {
      case this = "self"
      case events, story
    }
  }

  public enum CodingKeys: String, CodingKey {
    case id, source, state, priority, runAt, attempts, maxAttempts, cancelRequested, storyId, error
    case created, updated, finished, stage, progress, links
    case attemptList = "attemptHistory"
  }

  public init(_ job: QueuedJob) {
    id = job.id
    source = job.source.split(separator: "/").last.map(String.init) ?? job.source
    state = job.state.rawValue
    priority = job.priority
    runAt = job.runAt
    attempts = job.attempts
    maxAttempts = job.maxAttempts
    cancelRequested = job.cancelRequested
    storyId = job.storyId
    error = job.lastError
    created = job.created
    updated = job.updated
    finished = job.finished
    links = Links(
      this: "/v1/jobs/\(job.id)", events: "/v1/jobs/\(job.id)/events",
      story: job.storyId.map { "/v1/stories/\($0)" })
  }

  /// One job in full: its attempts, and its stage and progress from its history.
  public init(_ job: QueuedJob, attempts: [JobAttempt], history: JobHistory?) {
    self.init(job)
    attemptList = attempts.map {
      Attempt(
        number: $0.number, worker: $0.worker, started: $0.started, ended: $0.ended,
        outcome: $0.outcome, error: $0.error)
    }
    let stages = GenerationStage.allCases.count
    if job.state == .succeeded {
      progress = 1
    } else if let history {
      let done = history.stages.filter { $0.end != nil }.count
      progress = Double(min(done, stages)) / Double(stages)
    } else {
      progress = 0
    }
    stage = history?.stages.last?.stage.rawValue
  }
}

/// A page of jobs.
public struct JobPage: Encodable, Sendable {
  public let jobs: [JobResource]
  /// Pass as `after` for the next page; absent on the last.
  public let next: String?

  public init(jobs: [JobResource], next: String?) {
    self.jobs = jobs
    self.next = next
  }
}
