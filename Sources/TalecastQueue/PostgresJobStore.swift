import Foundation
import TalecastContract
import TalecastCore
import TalecastPostgres
import TalecastSQL

/// The queue in a PostgreSQL database that many worker hosts share. Claims take the due jobs
/// with `FOR UPDATE SKIP LOCKED`, so workers on many hosts never wait for each other's rows;
/// a submission sends `NOTIFY talecast_jobs` so idle workers wake at once. Every call is one
/// transaction, retried on a new connection when the server went away.
public final class PostgresJobStore: SQLJobStore, JobStore, @unchecked Sendable {
  public let database: PostgresDatabase
  /// The channel a submission notifies and idle workers listen on.
  public static let channel = "talecast_jobs"

  public init(database: PostgresDatabase) throws {
    try PostgresMigrator(QueueSchema.postgres, database: database).migrate()
    self.database = database
    super.init(engine: PostgresEngine(database: database))
  }

  static let columns = QueuedJob.columns

  static func jobs(_ rows: PostgresRows) throws -> [QueuedJob] {
    try (0..<rows.count).map { row in try QueuedJob { rows.string(row, $0) } }
  }

  static func job(_ id: String, on connection: PostgresConnection) throws -> QueuedJob {
    let rows = try connection.execute(
      "SELECT \(columns) FROM jobs WHERE id = $1", [.text(id)])
    guard let job = try jobs(rows).first else { throw QueueError.notFound(id) }
    return job
  }

  /// One INSERT for the whole batch (arrays of values, `unnest`); only keys seen before are
  /// then looked at one by one.
  public func submit(_ jobs: [(submission: JobSubmission, payload: String)], time: Double) throws
    -> [SubmitOutcome]
  {
    try database.transaction { connection in
      let inserted = try connection.execute(
        """
        INSERT INTO jobs (id, source, payload, idempotency_key, state, priority, run_at, max_attempts, created, updated)
        SELECT id, source, payload, key, 'queued', priority, run_at, max_attempts, $7, $7
        FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[], $6::float8[], $8::int[])
          AS t(id, source, payload, key, priority, run_at, max_attempts)
        ON CONFLICT (idempotency_key) DO NOTHING RETURNING id
        """,
        [
          .array(jobs.map(\.submission.job.id)), .array(jobs.map(\.submission.job.source)),
          .array(jobs.map(\.payload)), .array(jobs.map(\.submission.idempotencyKey)),
          .array(jobs.map(\.submission.priority)),
          .array(jobs.map { $0.submission.runAt?.timeIntervalSince1970 ?? time }), .real(time),
          .array(jobs.map { max(1, $0.submission.maxAttempts) }),
        ])
      var created = Set((0..<inserted.count).compactMap { inserted.string($0, "id") })
      var outcomes: [SubmitOutcome] = []
      for (submission, payload) in jobs {
        if created.remove(submission.job.id) != nil {
          outcomes.append(.created(QueuedJob(submitted: submission, payload: payload, time: time)))
          continue
        }
        let known = try connection.execute(
          "SELECT \(Self.columns) FROM jobs WHERE idempotency_key = $1 FOR UPDATE",
          [.text(submission.idempotencyKey)])
        let existing = try Self.jobs(known)[0]
        guard JobQueue.retryable.contains(existing.state) else {
          outcomes.append(.existing(existing))
          continue
        }
        try connection.execute(
          """
          UPDATE jobs SET state = 'queued', run_at = $1, max_attempts = attempts + $2, cancel_requested = 0,
            last_error = NULL, finished = NULL, updated = $3 WHERE id = $4
          """,
          [
            .real(submission.runAt?.timeIntervalSince1970 ?? time),
            .integer(submission.maxAttempts), .real(time), .text(existing.id),
          ])
        outcomes.append(.requeued(try Self.job(existing.id, on: connection), from: existing.state))
      }
      // Delivered at commit, to every host listening.
      try connection.notify(Self.channel)
      return outcomes
    }
  }

  /// Endings whose new state does not depend on the attempt count (succeeded, failed,
  /// cancelled) are written for the whole batch in one statement, jobs given back in another;
  /// retries one by one. The claim and its attempt rows are one statement.
  public func finish(
    _ endings: [(id: String, ending: JobQueue.Ending)], worker: String, claim limit: Int,
    lease: Double, time: Double
  ) throws -> (ended: [JobEnd?], claimed: [QueuedJob]) {
    try database.transaction { connection in
      var ended = [JobEnd?](repeating: nil, count: endings.count)
      var simple:
        [(
          index: Int, id: String,
          result: (
            state: JobState, outcome: String, error: String?, runAt: Double, storyId: String?
          )
        )] = []
      var released: [(index: Int, id: String)] = []
      for (index, (id, ending)) in endings.enumerated() {
        switch ending {
        case .succeeded, .failed, .cancelled:
          simple.append((index, id, ending.result(attempts: 0, maxAttempts: 0, time: time)))
        case .released: released.append((index, id))
        case .retry:
          ended[index] = try Self.record(id, worker: worker, ending, time: time, on: connection)
        }
      }
      if !released.isEmpty {
        // Jobs given back unstarted (a slow job's batch, a drain): one statement for all,
        // the attempt each was charged taken back.
        let rows = try connection.execute(
          """
          WITH back AS (
            UPDATE jobs SET state = 'queued', attempts = attempts - 1, lease_owner = NULL,
              lease_expires = NULL, updated = $3
            WHERE id = ANY($1::text[]) AND state = 'running' AND lease_owner = $2
            RETURNING id, attempts),
          gone AS (
            DELETE FROM job_attempts a USING back WHERE a.job_id = back.id AND a.number = back.attempts + 1)
          SELECT id, attempts FROM back
          """, [.array(released.map(\.id)), .text(worker), .real(time)])
        var attempts: [String: Int] = [:]
        for row in 0..<rows.count {
          if let id = rows.string(row, "id") { attempts[id] = rows.int(row, "attempts") }
        }
        for entry in released {
          guard let attempt = attempts[entry.id] else { continue }
          ended[entry.index] = JobEnd(id: entry.id, state: .queued, attempt: attempt, error: nil)
        }
      }
      if !simple.isEmpty {
        // One statement: the attempt rows are found from what the jobs' update returns, and
        // the jobs by their ids (`= ANY`, on the unique index). Planned from lagging
        // statistics (see the claim below), the two statements this was scanned every
        // attempt to hash-join them, and joined every running job to every id: each batch
        // cost more as the queue's history grew (15–25 ms for 256 jobs).
        let rows = try connection.execute(
          """
          WITH done AS (
            UPDATE jobs j SET state = e.state, run_at = $6, lease_owner = NULL, lease_expires = NULL,
              story_id = COALESCE(e.story_id, j.story_id), last_error = COALESCE(e.error, j.last_error),
              updated = $6, finished = $6
            FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $7::text[])
              AS e(id, state, story_id, error, outcome)
            WHERE j.id = ANY($1::text[]) AND j.id = e.id AND j.state = 'running' AND j.lease_owner = $5
            RETURNING j.id, j.attempts, e.outcome, e.error),
          attempt AS (
            UPDATE job_attempts a SET ended = $6, outcome = done.outcome, error = done.error
            FROM done WHERE a.job_id = done.id AND a.number = done.attempts)
          SELECT id, attempts FROM done
          """,
          [
            .array(simple.map(\.id)), .array(simple.map(\.result.state.rawValue)),
            .array(simple.map(\.result.storyId)), .array(simple.map(\.result.error)),
            .text(worker), .real(time), .array(simple.map(\.result.outcome)),
          ])
        var attempts: [String: Int] = [:]
        for row in 0..<rows.count {
          if let id = rows.string(row, "id") { attempts[id] = rows.int(row, "attempts") }
        }
        for entry in simple {
          guard let attempt = attempts[entry.id] else { continue }
          ended[entry.index] = JobEnd(
            id: entry.id, state: entry.result.state, attempt: attempt, error: entry.result.error)
        }
      }
      // A job given back (a drain, a slow job's batch) is due now: other hosts' idle workers
      // hear of it at once.
      if ended.contains(where: { $0?.state == .queued && $0?.error == nil }) {
        try connection.notify(Self.channel)
      }
      guard limit > 0 else { return (ended, []) }
      // The claim must walk `jobs_claim` in order and stop after `limit`. A queue's state
      // counts swing faster than the server's statistics follow (a fresh table, a burst of
      // submissions), and with a few queued rows estimated the planner sorted every queued
      // job instead: 12 ms a claim over 20 000, growing with the queue. So, for this
      // transaction only, sorting is priced out (and JIT, which that price would set off).
      try connection.execute(
        "SELECT set_config('enable_sort', 'off', true), set_config('jit', 'off', true)")
      let rows = try connection.execute(
        """
        WITH claimed AS (
          UPDATE jobs SET state = 'running', attempts = attempts + 1, lease_owner = $1, lease_expires = $2,
            updated = $3
          WHERE id IN (SELECT id FROM jobs WHERE state = 'queued' AND run_at <= $3
                       ORDER BY priority DESC, run_at, seq LIMIT $4 FOR UPDATE SKIP LOCKED)
          RETURNING \(Self.columns), seq),
        attempt AS (
          INSERT INTO job_attempts (job_id, number, worker, started)
          SELECT id, attempts, $1, $3 FROM claimed)
        SELECT * FROM claimed ORDER BY priority DESC, run_at, seq
        """, [.text(worker), .real(time + lease), .real(time), .integer(limit)])
      return (ended, try Self.jobs(rows))
    }
  }

  /// One retry's end, whose new state depends on the attempts left.
  private static func record(
    _ id: String, worker: String, _ ending: JobQueue.Ending, time: Double,
    on connection: PostgresConnection
  ) throws -> JobEnd? {
    let held = try connection.execute(
      """
      SELECT attempts, max_attempts FROM jobs WHERE id = $1 AND state = 'running' AND lease_owner = $2
      FOR UPDATE
      """, [.text(id), .text(worker)])
    guard held.count == 1, let attempts = held.int(0, "attempts"),
      let maximum = held.int(0, "max_attempts")
    else { return nil }
    let result = ending.result(attempts: attempts, maxAttempts: maximum, time: time)
    try connection.execute(
      "UPDATE job_attempts SET ended = $1, outcome = $2, error = $3 WHERE job_id = $4 AND number = $5",
      [
        .real(time), .text(result.outcome), result.error.map { .text($0) } ?? .null, .text(id),
        .integer(attempts),
      ])
    try connection.execute(
      """
      UPDATE jobs SET state = $1, run_at = $2, lease_owner = NULL, lease_expires = NULL,
        story_id = COALESCE($3, story_id), last_error = COALESCE($4, last_error), updated = $5,
        finished = $6 WHERE id = $7
      """,
      [
        .text(result.state.rawValue), .real(result.runAt),
        result.storyId.map { .text($0) } ?? .null, result.error.map { .text($0) } ?? .null,
        .real(time), result.state.isFinished ? .real(time) : .null, .text(id),
      ])
    return JobEnd(id: id, state: result.state, attempt: attempts, error: result.error)
  }
}
