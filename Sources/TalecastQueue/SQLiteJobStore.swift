import Foundation
import TalecastContract
import TalecastCore
import TalecastSQL
import TalecastStorage

/// The queue in the one Talecast SQLite database (the embedded default). SQLite has one
/// writer at a time, so a claim is an `UPDATE … RETURNING` of the due jobs in a write
/// transaction.
public final class SQLiteJobStore: SQLJobStore, JobStore, @unchecked Sendable {
  let database: Database

  public init(database: Database) throws {
    try SQLiteMigrator(QueueSchema.sqlite, database: database).migrate()
    self.database = database
    super.init(engine: SQLiteEngine(database: database))
  }

  public func submit(_ jobs: [(submission: JobSubmission, payload: String)], time: Double) throws
    -> [SubmitOutcome]
  {
    try database.write { db -> [SubmitOutcome] in
      var outcomes: [SubmitOutcome] = []
      for (submission, payload) in jobs {
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
  }

  public func finish(
    _ endings: [(id: String, ending: JobQueue.Ending)], worker: String, claim limit: Int,
    lease: Double, time: Double
  ) throws -> (ended: [JobEnd?], claimed: [QueuedJob]) {
    let (ended, rows) = try database.write { db -> ([JobEnd?], [Row]) in
      let ended = try endings.map { id, ending in
        try Self.record(id, worker: worker, ending, time: time, in: db)
      }
      let rows =
        limit > 0
        ? try Self.claim(worker: worker, limit: limit, time: time, lease: lease, in: db) : []
      return (ended, rows)
    }
    // Rows become jobs outside the write lock.
    return (ended, try rows.map(QueuedJob.init(row:)))
  }

  static func claim(
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

  private static func record(
    _ id: String, worker: String, _ ending: JobQueue.Ending, time: Double,
    in db: borrowing Connection
  ) throws -> JobEnd? {
    let held = try db.rows(
      "SELECT attempts, max_attempts FROM jobs WHERE id = ? AND state = 'running' AND lease_owner = ?",
      [.text(id), .text(worker)], reuse: true)
    guard let row = held.first, let attempts = row.int("attempts"),
      let maximum = row.int("max_attempts")
    else { return nil }
    let result = ending.result(attempts: attempts, maxAttempts: maximum, time: time)
    if case .released = ending {
      try db.run(
        "DELETE FROM job_attempts WHERE job_id = ? AND number = ?",
        [.text(id), .integer(Int64(attempts))], reuse: true)
      try db.run(
        """
        UPDATE jobs SET state = 'queued', attempts = attempts - 1, lease_owner = NULL, lease_expires = NULL, updated = ?
        WHERE id = ?
        """, [.real(time), .text(id)], reuse: true)
      return JobEnd(id: id, state: .queued, attempt: attempts - 1, error: nil)
    }
    try db.run(
      "UPDATE job_attempts SET ended = ?, outcome = ?, error = ? WHERE job_id = ? AND number = ?",
      [
        .real(time), .text(result.outcome), result.error.map { .text($0) } ?? .null, .text(id),
        .integer(Int64(attempts)),
      ], reuse: true)
    try db.run(
      """
      UPDATE jobs SET state = ?, run_at = ?, lease_owner = NULL, lease_expires = NULL, story_id = COALESCE(?, story_id),
        last_error = COALESCE(?, last_error), updated = ?, finished = ? WHERE id = ?
      """,
      [
        .text(result.state.rawValue), .real(result.runAt),
        result.storyId.map { .text($0) } ?? .null,
        result.error.map { .text($0) } ?? .null, .real(time),
        result.state.isFinished ? .real(time) : .null, .text(id),
      ], reuse: true)
    return JobEnd(id: id, state: result.state, attempt: attempts, error: result.error)
  }

  static func job(_ id: String, in db: borrowing Connection) throws -> QueuedJob {
    guard
      let row = try db.rows("SELECT \(QueuedJob.columns) FROM jobs WHERE id = ?", [.text(id)]).first
    else { throw QueueError.notFound(id) }
    return try QueuedJob(row: row)
  }
}

extension JobQueue.Ending {
  /// What an ending makes of a job at attempt `attempts` of `maxAttempts`: the same rule in
  /// every store.
  func result(attempts: Int, maxAttempts: Int, time: Double) -> (
    state: JobState, outcome: String, error: String?, runAt: Double, storyId: String?
  ) {
    switch self {
    case .succeeded(let story): (.succeeded, "succeeded", nil, time, story)
    case .retry(let message, let retryIn):
      attempts < maxAttempts
        ? (.queued, "retried", message, time + retryIn, nil)
        : (.discarded, "failed", message, time, nil)
    case .failed(let message): (.failed, "failed", message, time, nil)
    case .cancelled: (.cancelled, "cancelled", nil, time, nil)
    case .released: (.queued, "released", nil, time, nil)
    }
  }
}
