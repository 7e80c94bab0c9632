import Foundation
import TalecastCore
import TalecastStorage

/// A job as the queue holds it. The job itself stays as stored (JSON) until a worker asks
/// for it: the queue never needs to read it, and decoding is most of a claim's cost.
public struct QueuedJob: Sendable, Encodable {
  public let id: String
  public let source: String
  /// The stored job, as JSON.
  public let payload: String
  /// The submission's idempotency key, or `content:` and a hash of the job file.
  public let idempotencyKey: String
  public let state: JobState
  public let priority: Int
  public let runAt: Date
  /// Attempts so far, counting each rescue of a worker that died holding it.
  public let attempts: Int
  public let maxAttempts: Int
  public let leaseOwner: String?
  public let leaseExpires: Date?
  public let cancelRequested: Bool
  public let storyId: String?
  public let lastError: String?
  public let created: Date
  public let updated: Date
  public let finished: Date?

  /// The job to render.
  public func job() throws(QueueError) -> RenderJob {
    do {
      return try JSONDecoder().decode(RenderJob.self, from: Data(payload.utf8))
    } catch {
      throw QueueError.damaged("job \(id): its stored job cannot be read (\(error))")
    }
  }

  enum CodingKeys: String, CodingKey {
    case id, source, job, idempotencyKey, state, priority, runAt, attempts, maxAttempts
    case leaseOwner, leaseExpires, cancelRequested, storyId, lastError, created, updated, finished
  }

  /// For `--json`: the job as an object.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(source, forKey: .source)
    try container.encode(try job(), forKey: .job)
    try container.encode(idempotencyKey, forKey: .idempotencyKey)
    try container.encode(state, forKey: .state)
    try container.encode(priority, forKey: .priority)
    try container.encode(runAt, forKey: .runAt)
    try container.encode(attempts, forKey: .attempts)
    try container.encode(maxAttempts, forKey: .maxAttempts)
    try container.encodeIfPresent(leaseOwner, forKey: .leaseOwner)
    try container.encodeIfPresent(leaseExpires, forKey: .leaseExpires)
    try container.encode(cancelRequested, forKey: .cancelRequested)
    try container.encodeIfPresent(storyId, forKey: .storyId)
    try container.encodeIfPresent(lastError, forKey: .lastError)
    try container.encode(created, forKey: .created)
    try container.encode(updated, forKey: .updated)
    try container.encodeIfPresent(finished, forKey: .finished)
  }

  static let columns =
    "id, source, payload, idempotency_key, state, priority, run_at, attempts, max_attempts, lease_owner, lease_expires, cancel_requested, story_id, last_error, created, updated, finished"

  /// A job just stored from `submission`, without reading it back.
  init(submitted submission: JobSubmission, payload: String, time: Double) {
    id = submission.job.id
    source = submission.job.source
    self.payload = payload
    idempotencyKey = submission.idempotencyKey
    state = .queued
    priority = submission.priority
    runAt = submission.runAt ?? Date(timeIntervalSince1970: time)
    attempts = 0
    maxAttempts = max(1, submission.maxAttempts)
    leaseOwner = nil
    leaseExpires = nil
    cancelRequested = false
    storyId = nil
    lastError = nil
    created = Date(timeIntervalSince1970: time)
    updated = created
    finished = nil
  }

  init(row: Row) throws {
    guard let id = row.string("id"), let payload = row.string("payload"),
      let state = row.string("state").flatMap(JobState.init(rawValue:))
    else { throw QueueError.damaged("a job row without id, payload or state") }
    self.id = id
    source = row.string("source") ?? ""
    self.payload = payload
    idempotencyKey = row.string("idempotency_key") ?? ""
    self.state = state
    priority = row.int("priority") ?? 0
    runAt = Date(timeIntervalSince1970: row.double("run_at") ?? 0)
    attempts = row.int("attempts") ?? 0
    maxAttempts = row.int("max_attempts") ?? 1
    leaseOwner = row.string("lease_owner")
    leaseExpires = row.double("lease_expires").map(Date.init(timeIntervalSince1970:))
    cancelRequested = (row.int("cancel_requested") ?? 0) != 0
    storyId = row.string("story_id")
    lastError = row.string("last_error")
    created = Date(timeIntervalSince1970: row.double("created") ?? 0)
    updated = Date(timeIntervalSince1970: row.double("updated") ?? 0)
    finished = row.double("finished").map(Date.init(timeIntervalSince1970:))
  }
}

/// One attempt at a job: who took it, when, and how it ended.
public struct JobAttempt: Sendable, Codable, Hashable {
  public let number: Int
  public let worker: String
  public let started: Date
  public let ended: Date?
  /// succeeded, failed, retried, lost (the worker died), cancelled; nil while running.
  public let outcome: String?
  public let error: String?
}

/// What to put in the queue.
public struct JobSubmission: Sendable {
  public var job: RenderJob
  public var priority: Int
  public var runAt: Date?
  public var idempotencyKey: String
  public var maxAttempts: Int

  public init(
    job: RenderJob, idempotencyKey: String, priority: Int = 0, runAt: Date? = nil,
    maxAttempts: Int = 3
  ) {
    self.job = job
    self.idempotencyKey = idempotencyKey
    self.priority = priority
    self.runAt = runAt
    self.maxAttempts = maxAttempts
  }
}

/// What submitting did.
public enum SubmitOutcome: Sendable {
  /// A new job.
  case created(QueuedJob)
  /// The same key was submitted before: that job, untouched (queued, running or succeeded).
  case existing(QueuedJob)
  /// The same key's job had failed, been cancelled or discarded: it is queued again.
  case requeued(QueuedJob, from: JobState)

  public var job: QueuedJob {
    switch self {
    case .created(let job), .existing(let job), .requeued(let job, _): job
    }
  }
}

public enum QueueError: Error, Sendable, CustomStringConvertible, Equatable {
  case notFound(String)
  case ambiguous(String, [String])
  case wrongState(id: String, state: JobState, wanted: String)
  case damaged(String)

  public var description: String {
    switch self {
    case .notFound(let id): "no job with id '\(id)' in the queue (see 'talecast jobs list')"
    case .ambiguous(let id, let matches):
      "'\(id)' matches several jobs: \(matches.joined(separator: ", "))"
    case .wrongState(let id, let state, let wanted): "job \(id) is \(state.rawValue); \(wanted)"
    case .damaged(let what): "the queue is damaged: \(what)"
    }
  }
}
