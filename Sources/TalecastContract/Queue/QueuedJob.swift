import Foundation
import TalecastCore

/// A job as the queue holds it. The job itself stays as stored (JSON) until a worker asks
/// for it: the queue never needs to read it, and decoding is most of a claim's cost. Its
/// fields change only inside the queue's module (the in-memory store keeps and edits copies).
public struct QueuedJob: Sendable, Encodable {
  public package(set) var id: String
  public package(set) var source: String
  /// The stored job, as JSON.
  public package(set) var payload: String
  /// The submission's idempotency key, or `content:` and a hash of the job file.
  public package(set) var idempotencyKey: String
  public package(set) var state: JobState
  public package(set) var priority: Int
  public package(set) var runAt: Date
  /// Attempts so far, counting each rescue of a worker that died holding it.
  public package(set) var attempts: Int
  public package(set) var maxAttempts: Int
  public package(set) var leaseOwner: String?
  public package(set) var leaseExpires: Date?
  public package(set) var cancelRequested: Bool
  public package(set) var storyId: String?
  public package(set) var lastError: String?
  public package(set) var created: Date
  public package(set) var updated: Date
  public package(set) var finished: Date?

  /// The job to render.
  public func job() throws(QueueError) -> RenderJob {
    do {
      return try JSONDecoder().decode(RenderJob.self, from: Data(payload.utf8))
    } catch {
      throw QueueError.damaged("job \(id): its stored job cannot be read (\(error))")
    }
  }

  package enum CodingKeys: String, CodingKey {
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

  package static let columns =
    "id, source, payload, idempotency_key, state, priority, run_at, attempts, max_attempts, lease_owner, lease_expires, cancel_requested, story_id, last_error, created, updated, finished"

  /// A job just stored from `submission`, without reading it back.
  package init(submitted submission: JobSubmission, payload: String, time: Double) {
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

  /// A job from a row whose values all come as text (PostgreSQL's).
  package init(column value: (String) -> String?) throws {
    try self.init(
      text: value, int: { value($0).flatMap { Int($0) } },
      double: { value($0).flatMap(Double.init) })
  }

  package init(
    text value: (String) -> String?, int: (String) -> Int?, double: (String) -> Double?
  ) throws {
    guard let id = value("id"), let payload = value("payload"),
      let state = value("state").flatMap(JobState.init(rawValue:))
    else { throw QueueError.damaged("a job row without id, payload or state") }
    self.id = id
    source = value("source") ?? ""
    self.payload = payload
    idempotencyKey = value("idempotency_key") ?? ""
    self.state = state
    priority = int("priority") ?? 0
    runAt = Date(timeIntervalSince1970: double("run_at") ?? 0)
    attempts = int("attempts") ?? 0
    maxAttempts = int("max_attempts") ?? 1
    leaseOwner = value("lease_owner")
    leaseExpires = double("lease_expires").map(Date.init(timeIntervalSince1970:))
    cancelRequested = (int("cancel_requested") ?? 0) != 0
    storyId = value("story_id")
    lastError = value("last_error")
    created = Date(timeIntervalSince1970: double("created") ?? 0)
    updated = Date(timeIntervalSince1970: double("updated") ?? 0)
    finished = double("finished").map(Date.init(timeIntervalSince1970:))
  }

}

/// One attempt at a job: who took it, when, and how it ended.
public struct JobAttempt: Sendable, Codable, Hashable {
  public package(set) var number: Int
  public package(set) var worker: String
  public package(set) var started: Date
  public package(set) var ended: Date?
  /// succeeded, failed, retried, lost (the worker died), cancelled; nil while running.
  public package(set) var outcome: String?
  public package(set) var error: String?

  package init(
    number: Int, worker: String, started: Date, ended: Date?, outcome: String?, error: String?
  ) {
    self.number = number
    self.worker = worker
    self.started = started
    self.ended = ended
    self.outcome = outcome
    self.error = error
  }
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
  /// The same refusals from every store.
  package static func cannotCancel(_ id: String, _ state: JobState) -> QueueError {
    .wrongState(id: id, state: state, wanted: "there is nothing to cancel")
  }
  package static func cannotRetry(_ id: String, _ state: JobState) -> QueueError {
    .wrongState(
      id: id, state: state, wanted: "only failed, discarded or cancelled jobs are retried")
  }

  /// No job has this id, or starts with it.
  case notFound(String)
  case ambiguous(String, [String])
  case wrongState(id: String, state: JobState, wanted: String)
  case damaged(String)

  public var description: String {
    switch self {
    case .notFound(let id): "no job with id '\(id)' in the queue"
    case .ambiguous(let id, let matches):
      "'\(id)' matches several jobs: \(matches.joined(separator: ", "))"
    case .wrongState(let id, let state, let wanted): "job \(id) is \(state.rawValue); \(wanted)"
    case .damaged(let what): "the queue is damaged: \(what)"
    }
  }
}
