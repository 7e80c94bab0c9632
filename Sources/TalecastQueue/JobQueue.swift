import Foundation
import TalecastCore
import TalecastStorage

/// The durable job queue, in the one Talecast database: jobs are stored before any work
/// starts, claimed under a lease that their worker renews, and rescued when a lease runs out
/// or its worker's process is gone. Every change is one transaction, conditioned on the state
/// it expects, so a late worker and a rescue can never both win. Publishes `JobStateChanged`.
public final class JobQueue: Sendable {
  let database: Database
  let broker: any EventPublishing
  /// How long a claim holds without renewal (workers renew every third of it).
  public let leaseDuration: Double
  let now: @Sendable () -> Date

  public init(
    database: Database, broker: any EventPublishing, leaseDuration: Double = 30,
    now: @escaping @Sendable () -> Date = { Date() }
  ) throws {
    try TalecastSchema.migrate(database)
    self.database = database
    self.broker = broker
    self.leaseDuration = leaseDuration
    self.now = now
  }

  var time: Double { now().timeIntervalSince1970 }

  /// Stores the jobs in one transaction. A key submitted before gives back that job (queued
  /// again if it had failed, been cancelled or discarded), so nothing is done twice.
  @discardableResult
  public func submit(_ submissions: [JobSubmission]) throws -> [SubmitOutcome] {
    let time = self.time
    // One encoder for the batch: making one costs more than encoding a job.
    let encoder = JSONEncoder()
    let payloads = try submissions.map {
      String(decoding: try encoder.encode($0.job), as: UTF8.self)
    }
    let outcomes = try database.write { db -> [SubmitOutcome] in
      var outcomes: [SubmitOutcome] = []
      for (submission, payload) in zip(submissions, payloads) {
        try db.run(
          """
          INSERT INTO jobs (id, source, payload, idempotency_key, state, priority, run_at, max_attempts, created, updated)
          VALUES (?, ?, ?, ?, 'queued', ?, ?, ?, ?, ?) ON CONFLICT (idempotency_key) DO NOTHING
          """,
          [
            .text(submission.job.id), .text(submission.job.source), .text(payload),
            .text(submission.idempotencyKey), .integer(Int64(submission.priority)),
            .real(submission.runAt?.timeIntervalSince1970 ?? time),
            .integer(Int64(max(1, submission.maxAttempts))), .real(time), .real(time),
          ], reuse: true)
        if db.changes == 1 {
          outcomes.append(.created(QueuedJob(submitted: submission, payload: payload, time: time)))
          continue
        }
        let known = try db.rows(
          "SELECT \(QueuedJob.columns) FROM jobs WHERE idempotency_key = ?",
          [.text(submission.idempotencyKey)])
        let existing = try QueuedJob(row: known[0])
        guard [.failed, .cancelled, .discarded].contains(existing.state) else {
          outcomes.append(.existing(existing))
          continue
        }
        try db.run(
          """
          UPDATE jobs SET state = 'queued', run_at = ?, max_attempts = attempts + ?, cancel_requested = 0,
            last_error = NULL, finished = NULL, updated = ? WHERE id = ?
          """,
          [
            .real(submission.runAt?.timeIntervalSince1970 ?? time),
            .integer(Int64(submission.maxAttempts)), .real(time), .text(existing.id),
          ])
        outcomes.append(.requeued(try Self.job(existing.id, in: db), from: existing.state))
      }
      return outcomes
    }
    for outcome in outcomes {
      switch outcome {
      case .created(let job):
        broker.publish(JobStateChanged(jobId: job.id, from: nil, to: .queued, attempt: 0))
      case .requeued(let job, let from):
        broker.publish(
          JobStateChanged(jobId: job.id, from: from, to: .queued, attempt: job.attempts))
      case .existing: break
      }
    }
    return outcomes
  }

  /// Claims up to `limit` due jobs for `worker`: highest priority first, then the earliest
  /// `runAt`, then the order they came in. Each claim is an attempt.
  public func claim(worker: String, limit: Int = 1) throws -> [QueuedJob] {
    let time = self.time
    let rows = try database.write { db in
      try Self.claimRows(worker: worker, limit: limit, time: time, lease: leaseDuration, in: db)
    }
    return try claimed(rows)
  }

  /// The claim's rows become jobs outside the lock: decoding the stored job is the slow part.
  func claimed(_ rows: [Row]) throws -> [QueuedJob] {
    let jobs = try rows.map(QueuedJob.init(row:))
    for job in jobs {
      broker.publish(
        JobStateChanged(jobId: job.id, from: .queued, to: .running, attempt: job.attempts))
    }
    return jobs
  }

  static func claimRows(
    worker: String, limit: Int, time: Double, lease: Double, in db: borrowing Connection
  ) throws -> [Row] {
    let rows = try db.rows(
      """
      UPDATE jobs SET state = 'running', attempts = attempts + 1, lease_owner = ?, lease_expires = ?, updated = ?
      WHERE id IN (SELECT id FROM jobs WHERE state = 'queued' AND run_at <= ?
                   ORDER BY priority DESC, run_at, seq LIMIT ?)
      RETURNING \(QueuedJob.columns), seq
      """,
      [
        .text(worker), .real(time + lease), .real(time), .real(time), .integer(Int64(limit)),
      ], reuse: true)
    for row in rows {
      try db.run(
        "INSERT INTO job_attempts (job_id, number, worker, started) VALUES (?, ?, ?, ?)",
        [
          .text(row.string("id") ?? ""), .integer(Int64(row.int("attempts") ?? 0)),
          .text(worker), .real(time),
        ], reuse: true)
    }
    // RETURNING gives no order: the claim order again.
    return rows.sorted {
      ($0.int("priority") ?? 0, -($0.double("run_at") ?? 0), -($0.int("seq") ?? 0))
        > ($1.int("priority") ?? 0, -($1.double("run_at") ?? 0), -($1.int("seq") ?? 0))
    }
  }

  /// What a worker learns when it renews its lease.
  public enum Lease: Sendable, Equatable {
    case held
    /// Someone asked for the job to be cancelled: stop at the next safe point.
    case cancelRequested
    /// The job is no longer this worker's (it was rescued): stop without writing anything.
    case lost
  }

  public func renew(_ id: String, worker: String) throws -> Lease {
    let time = self.time
    return try database.write { db -> Lease in
      let rows = try db.rows(
        """
        UPDATE jobs SET lease_expires = ? WHERE id = ? AND state = 'running' AND lease_owner = ?
        RETURNING cancel_requested
        """, [.real(time + leaseDuration), .text(id), .text(worker)])
      guard let row = rows.first else { return .lost }
      return (row.int("cancel_requested") ?? 0) != 0 ? .cancelRequested : .held
    }
  }

  /// How a worker's attempt ended.
  public enum Ending: Sendable {
    case succeeded(storyId: String?)
    /// A transient failure: queued again after `retryIn` seconds while attempts remain,
    /// else discarded.
    case retry(error: String, retryIn: Double)
    /// A permanent failure.
    case failed(error: String)
    case cancelled
    /// Stopped for a shutdown before finishing: queued again, the attempt not counted.
    case released
  }

  /// Records the end of `worker`'s attempt. Returns the job's new state, or nil when the
  /// worker no longer held it (a rescue got there first): then nothing is changed.
  @discardableResult
  public func finish(_ id: String, worker: String, _ ending: Ending) throws -> JobState? {
    try finish([(id, ending)], worker: worker, claim: 0).states[0]
  }

  /// Records several endings of `worker`'s attempts and claims its next `limit` jobs, all in
  /// one transaction (one commit for many quick jobs). The states are in the order given.
  public func finish(
    _ endings: [(id: String, ending: Ending)], worker: String, claim limit: Int
  ) throws -> (states: [JobState?], next: [QueuedJob]) {
    let time = self.time
    let (ended, rows) = try database.write { db -> ([(JobState, Int, String?)?], [Row]) in
      let ended = try endings.map { id, ending in
        try Self.record(id, worker: worker, ending, time: time, in: db)
      }
      let rows =
        limit > 0
        ? try Self.claimRows(worker: worker, limit: limit, time: time, lease: leaseDuration, in: db)
        : []
      return (ended, rows)
    }
    for ((id, _), result) in zip(endings, ended) {
      guard let (state, attempt, error) = result else { continue }
      broker.publish(
        JobStateChanged(jobId: id, from: .running, to: state, attempt: attempt, message: error))
    }
    return (ended.map { $0?.0 }, try claimed(rows))
  }

  private static func record(
    _ id: String, worker: String, _ ending: Ending, time: Double, in db: borrowing Connection
  ) throws -> (JobState, Int, String?)? {
    let held = try db.rows(
      "SELECT attempts, max_attempts FROM jobs WHERE id = ? AND state = 'running' AND lease_owner = ?",
      [.text(id), .text(worker)], reuse: true)
    guard let row = held.first, let attempts = row.int("attempts"),
      let maximum = row.int("max_attempts")
    else { return nil }
    let state: JobState
    var outcome: String
    var error: String?
    var runAt = time
    var storyId: String?
    switch ending {
    case .succeeded(let story):
      (state, outcome, storyId) = (.succeeded, "succeeded", story)
    case .retry(let message, let retryIn):
      error = message
      if attempts < maximum {
        (state, outcome, runAt) = (.queued, "retried", time + retryIn)
      } else {
        (state, outcome) = (.discarded, "failed")
      }
    case .failed(let message):
      (state, outcome, error) = (.failed, "failed", message)
    case .cancelled:
      (state, outcome) = (.cancelled, "cancelled")
    case .released:
      try db.run(
        "DELETE FROM job_attempts WHERE job_id = ? AND number = ?",
        [.text(id), .integer(Int64(attempts))], reuse: true)
      try db.run(
        """
        UPDATE jobs SET state = 'queued', attempts = attempts - 1, lease_owner = NULL, lease_expires = NULL, updated = ?
        WHERE id = ?
        """, [.real(time), .text(id)], reuse: true)
      return (.queued, attempts - 1, nil)
    }
    try db.run(
      "UPDATE job_attempts SET ended = ?, outcome = ?, error = ? WHERE job_id = ? AND number = ?",
      [
        .real(time), .text(outcome), error.map { .text($0) } ?? .null, .text(id),
        .integer(Int64(attempts)),
      ], reuse: true)
    try db.run(
      """
      UPDATE jobs SET state = ?, run_at = ?, lease_owner = NULL, lease_expires = NULL, story_id = COALESCE(?, story_id),
        last_error = COALESCE(?, last_error), updated = ?, finished = ? WHERE id = ?
      """,
      [
        .text(state.rawValue), .real(runAt), storyId.map { .text($0) } ?? .null,
        error.map { .text($0) } ?? .null, .real(time),
        state.isFinished ? .real(time) : .null, .text(id),
      ], reuse: true)
    return (state, attempts, error)
  }

  /// Takes back running jobs whose lease ran out or whose worker's process is gone
  /// (`isAlive` says which owners still live). Each such attempt counts: a job whose
  /// attempts are used up is discarded. A job that finished meanwhile is not touched.
  @discardableResult
  public func rescue(isAlive: @Sendable (String) -> Bool = { _ in true }) throws -> [String] {
    let time = self.time
    let rescued = try database.write { db -> [(String, JobState, Int)] in
      let running = try db.rows(
        "SELECT id, lease_owner, lease_expires, attempts, max_attempts FROM jobs WHERE state = 'running'"
      )
      var rescued: [(String, JobState, Int)] = []
      for row in running {
        guard let id = row.string("id"), let attempts = row.int("attempts") else { continue }
        let expired = (row.double("lease_expires") ?? 0) < time
        let owner = row.string("lease_owner") ?? ""
        guard expired || !isAlive(owner) else { continue }
        let state: JobState = attempts >= (row.int("max_attempts") ?? 1) ? .discarded : .queued
        let message = "its worker \(owner) stopped without finishing it"
        try db.run(
          "UPDATE job_attempts SET ended = ?, outcome = 'lost', error = ? WHERE job_id = ? AND number = ?",
          [.real(time), .text(message), .text(id), .integer(Int64(attempts))])
        try db.run(
          """
          UPDATE jobs SET state = ?, run_at = ?, lease_owner = NULL, lease_expires = NULL, last_error = ?, updated = ?,
            finished = ? WHERE id = ? AND state = 'running'
          """,
          [
            .text(state.rawValue), .real(time), .text(message), .real(time),
            state.isFinished ? .real(time) : .null, .text(id),
          ])
        rescued.append((id, state, attempts))
      }
      return rescued
    }
    for (id, state, attempt) in rescued {
      broker.publish(
        JobStateChanged(
          jobId: id, from: .running, to: state, attempt: attempt,
          message: "rescued: its worker stopped"))
    }
    return rescued.map(\.0)
  }

  static func job(_ id: String, in db: borrowing Connection) throws -> QueuedJob {
    guard
      let row = try db.rows("SELECT \(QueuedJob.columns) FROM jobs WHERE id = ?", [.text(id)]).first
    else { throw QueueError.notFound(id) }
    return try QueuedJob(row: row)
  }
}
