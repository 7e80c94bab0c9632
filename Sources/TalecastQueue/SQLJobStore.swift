import Foundation
import TalecastContract
import TalecastCore
import TalecastSQL

/// What the queue's SQL drivers share: the statements that read jobs, the administrator's
/// (cancel, retry, purge), a lease's renewal and the rescue of dead workers' jobs, written once
/// (`SQLFragment`) and run by the database's engine. Each driver keeps its own submission and
/// claim (`SQLiteJobStore`, `PostgresJobStore`): those are the hot path, where the databases
/// differ for real (a write lock against row locks with `SKIP LOCKED`, one statement a job
/// against arrays for a batch), and how it hears of new jobs.
///
/// A class so that the two drivers share these operations; it holds only its engine
/// (immutable, `Sendable`), so it is safe to share between threads.
public class SQLJobStore: @unchecked Sendable {
  let engine: any SQLEngine

  init(engine: any SQLEngine) { self.engine = engine }

  /// `FOR UPDATE` where rows are locked one by one (PostgreSQL); SQLite's write lock is the
  /// whole database already.
  var forUpdate: SQLFragment { engine.dialect == .postgres ? " FOR UPDATE" : "" }

  /// Tells every host's idle workers that a job is due (PostgreSQL; SQLite's change watch
  /// hears every commit).
  func notifyJobs(in db: any SQLTransaction) throws {
    guard engine.dialect == .postgres else { return }
    _ = try db.rows("SELECT pg_notify(\(PostgresJobStore.channel), '')")
  }

  static func job(from row: StoreRow) throws -> QueuedJob {
    try QueuedJob(text: { row.string($0) }, int: { row.int($0) }, double: { row.double($0) })
  }

  func job(_ id: String, in db: any SQLTransaction, locking: Bool = false) throws -> QueuedJob {
    let statement: SQLFragment =
      "SELECT \(raw: QueuedJob.columns) FROM jobs WHERE id = \(id)\(locking ? forUpdate : "")"
    guard let row = try db.rows(statement).first else { throw QueueError.notFound(id) }
    return try Self.job(from: row)
  }

  public func jobs(withPrefix prefix: String, limit: Int) throws -> [QueuedJob] {
    try engine.read { db in
      try db.rows(
        """
        SELECT \(raw: QueuedJob.columns) FROM jobs WHERE id >= \(prefix) AND id < \(prefix + "g")
        ORDER BY id LIMIT \(limit)
        """)
    }.map(Self.job(from:))
  }

  public func jobs(ids: [String]) throws -> [QueuedJob] {
    try engine.read { db in try ids.map { id in try job(id, in: db) } }
  }

  public func list(states: [JobState], limit: Int, before: String?) throws -> [QueuedJob] {
    var statement: SQLFragment = "SELECT \(raw: QueuedJob.columns) FROM jobs WHERE "
    // Every state: no filter, so the newest are read in key order, not sorted.
    if Set(states) == Set(JobState.allCases) {
      statement += "1 = 1"
    } else {
      let each = states.map { state -> SQLFragment in "\(state.rawValue)" }
      statement += "state IN (" + each.joined(separator: ", ") + ")"
    }
    if let before { statement += " AND seq < (SELECT seq FROM jobs WHERE id = \(before))" }
    statement += " ORDER BY seq DESC LIMIT \(limit)"
    return try engine.read { db in try db.rows(statement) }.map(Self.job(from:))
  }

  public func attempts(of id: String) throws -> [JobAttempt] {
    try engine.read { db in
      try db.rows(
        """
        SELECT number, worker, started, ended, outcome, error FROM job_attempts
        WHERE job_id = \(id) ORDER BY number
        """)
    }.map { row in
      JobAttempt(
        number: row.int("number") ?? 0, worker: row.string("worker") ?? "",
        started: row.seconds("started") ?? Date(timeIntervalSince1970: 0),
        ended: row.seconds("ended"), outcome: row.string("outcome"), error: row.string("error"))
    }
  }

  public func nextDue() throws -> Double? {
    try engine.read { db in
      try db.rows("SELECT min(run_at) AS due FROM jobs WHERE state = 'queued'")
    }.first?.double("due")
  }

  public func counts() throws -> [JobState: Int] {
    let rows = try engine.read { db in
      try db.rows("SELECT state, count(*) AS n FROM jobs GROUP BY state")
    }
    var counts: [JobState: Int] = [:]
    for row in rows {
      if let state = row.string("state").flatMap(JobState.init(rawValue:)) {
        counts[state] = row.int("n") ?? 0
      }
    }
    return counts
  }

  public func cancel(_ id: String, time: Double) throws -> JobQueue.CancelOutcome {
    try engine.write { db in
      let job = try job(id, in: db, locking: true)
      switch job.state {
      case .queued, .failed:
        try db.run(
          "UPDATE jobs SET state = 'cancelled', updated = \(time), finished = \(time) WHERE id = \(id)"
        )
        return .cancelled
      case .running:
        try db.run("UPDATE jobs SET cancel_requested = 1, updated = \(time) WHERE id = \(id)")
        return .requested
      default:
        throw QueueError.cannotCancel(id, job.state)
      }
    }
  }

  public func retry(
    _ id: String, extraAttempts: Int, payload: @Sendable (QueuedJob) throws -> String, time: Double
  ) throws -> (before: JobState, job: QueuedJob) {
    try engine.write { db in
      let job = try job(id, in: db, locking: true)
      guard JobQueue.retryable.contains(job.state) else {
        throw QueueError.cannotRetry(id, job.state)
      }
      try db.run(
        """
        UPDATE jobs SET state = 'queued', run_at = \(time), max_attempts = attempts + \(extraAttempts),
          cancel_requested = 0, finished = NULL, payload = \(try payload(job)), updated = \(time)
        WHERE id = \(id)
        """)
      try notifyJobs(in: db)
      return (job.state, try self.job(id, in: db))
    }
  }

  public func purge(states: [JobState], before: Double) throws -> Int {
    guard !states.isEmpty else { return 0 }
    let each = states.map { state -> SQLFragment in "\(state.rawValue)" }
    return try engine.write { db in
      try db.run(
        "DELETE FROM jobs WHERE state IN (" + each.joined(separator: ", ")
          + ") AND updated < \(before)")
    }
  }

  public func renew(_ id: String, worker: String, expires: Double) throws -> JobQueue.Lease {
    try engine.write { db in
      let rows = try db.rows(
        """
        UPDATE jobs SET lease_expires = \(expires)
        WHERE id = \(id) AND state = 'running' AND lease_owner = \(worker)
        RETURNING cancel_requested
        """)
      guard let row = rows.first else { return .lost }
      return (row.int("cancel_requested") ?? 0) != 0 ? .cancelRequested : .held
    }
  }

  public func rescue(time: Double, isAlive: @Sendable (String) -> Bool) throws -> [JobEnd] {
    // SKIP LOCKED on PostgreSQL: a job whose worker is writing its end right now is not a
    // rescue's.
    let locking: SQLFragment = engine.dialect == .postgres ? " FOR UPDATE SKIP LOCKED" : ""
    return try engine.write { db in
      let running = try db.rows(
        """
        SELECT id, lease_owner, lease_expires, attempts, max_attempts FROM jobs
        WHERE state = 'running'\(locking)
        """)
      var rescued: [JobEnd] = []
      for row in running {
        guard let id = row.string("id"), let attempts = row.int("attempts") else { continue }
        let expired = (row.double("lease_expires") ?? 0) < time
        let owner = row.string("lease_owner") ?? ""
        guard expired || !isAlive(owner) else { continue }
        let state: JobState = attempts >= (row.int("max_attempts") ?? 1) ? .discarded : .queued
        let message = rescueMessage(owner: owner)
        try db.run(
          """
          UPDATE job_attempts SET ended = \(time), outcome = 'lost', error = \(message)
          WHERE job_id = \(id) AND number = \(attempts)
          """)
        try db.run(
          """
          UPDATE jobs SET state = \(state.rawValue), run_at = \(time), lease_owner = NULL,
            lease_expires = NULL, last_error = \(message), updated = \(time),
            finished = \(state.isFinished ? time : nil) WHERE id = \(id) AND state = 'running'
          """)
        rescued.append(JobEnd(id: id, state: state, attempt: attempts, error: message))
      }
      if rescued.contains(where: { $0.state == .queued }) { try notifyJobs(in: db) }
      return rescued
    }
  }
}
