import Foundation
import TalecastCore
import TalecastQueue

/// A job as the API shows it (`Job` in the OpenAPI document): the queue's record, and, for
/// one job asked for by id, the stage it is in and its attempts.
struct JobResource: Encodable, Sendable {
  let id: String
  let state: String
  let priority: Int
  let runAt: Date
  let attempts: Int
  let maxAttempts: Int
  let cancelRequested: Bool
  let storyId: String?
  let error: String?
  let created: Date
  let updated: Date
  let finished: Date?
  /// The stage running or last reached (from the event log); only on one job.
  var stage: String?
  /// Stages done out of all of them, 0 to 1; only on one job.
  var progress: Double?
  var attemptList: [Attempt]?
  let links: Links

  struct Attempt: Encodable, Sendable {
    let number: Int
    let worker: String
    let started: Date
    let ended: Date?
    let outcome: String?
    let error: String?
  }

  struct Links: Encodable, Sendable {
    let this: String
    let events: String
    let story: String?

    enum CodingKeys: String, CodingKey {
      case this = "self"
      case events, story
    }
  }

  enum CodingKeys: String, CodingKey {
    case id, state, priority, runAt, attempts, maxAttempts, cancelRequested, storyId, error
    case created, updated, finished, stage, progress, links
    case attemptList = "attemptHistory"
  }

  init(_ job: QueuedJob) {
    id = job.id
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
  init(_ job: QueuedJob, attempts: [JobAttempt], history: JobHistory?) {
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
struct JobPage: Encodable, Sendable {
  let jobs: [JobResource]
  /// Pass as `after` for the next page; absent on the last.
  let next: String?
}
