import Foundation
import TalecastContract
import TalecastCore
import TalecastStorage

/// Looking at jobs and changing them by hand, in SQLite.
extension SQLiteJobStore {
  public func jobs(withPrefix prefix: String, limit: Int) throws -> [QueuedJob] {
    try database.read { db in
      try db.rows(
        "SELECT \(QueuedJob.columns) FROM jobs WHERE id >= ? AND id < ? ORDER BY id LIMIT ?",
        [.text(prefix), .text(prefix + "g"), .integer(Int64(limit))])
    }.map(QueuedJob.init(row:))
  }

  public func jobs(ids: [String]) throws -> [QueuedJob] {
    try database.read { db in try ids.map { id in try Self.job(id, in: db) } }
  }

  public func list(states: [JobState], limit: Int, before: String?) throws -> [QueuedJob] {
    // Every state: no filter, so the newest are read in key order, not sorted.
    let every = Set(states) == Set(JobState.allCases)
    let marks = states.map { _ in "?" }.joined(separator: ", ")
    let filter = every ? "1" : "state IN (\(marks))"
    let after = before == nil ? "" : " AND seq < (SELECT seq FROM jobs WHERE id = ?)"
    return try database.read { db in
      try db.rows(
        "SELECT \(QueuedJob.columns) FROM jobs WHERE \(filter)\(after) ORDER BY seq DESC LIMIT ?",
        (every ? [] : states.map { .text($0.rawValue) }) + (before.map { [.text($0)] } ?? [])
          + [.integer(Int64(limit))])
    }.map(QueuedJob.init(row:))
  }

  public func attempts(of id: String) throws -> [JobAttempt] {
    try database.read { db in
      try db.rows(
        "SELECT number, worker, started, ended, outcome, error FROM job_attempts WHERE job_id = ? ORDER BY number",
        [.text(id)])
    }.map { row in
      JobAttempt(
        number: row.int("number") ?? 0, worker: row.string("worker") ?? "",
        started: Date(timeIntervalSince1970: row.double("started") ?? 0),
        ended: row.double("ended").map(Date.init(timeIntervalSince1970:)),
        outcome: row.string("outcome"), error: row.string("error"))
    }
  }

  public func nextDue() throws -> Double? {
    try database.read { db in
      try db.rows("SELECT min(run_at) AS due FROM jobs WHERE state = 'queued'")
    }.first?.double("due")
  }

  public func counts() throws -> [JobState: Int] {
    let rows = try database.read { db in
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
    try database.write { db -> JobQueue.CancelOutcome in
      let job = try Self.job(id, in: db)
      switch job.state {
      case .queued, .failed:
        try db.run(
          "UPDATE jobs SET state = 'cancelled', updated = ?, finished = ? WHERE id = ?",
          [.real(time), .real(time), .text(id)])
        return .cancelled
      case .running:
        try db.run(
          "UPDATE jobs SET cancel_requested = 1, updated = ? WHERE id = ?",
          [.real(time), .text(id)])
        return .requested
      default:
        throw QueueError.cannotCancel(id, job.state)
      }
    }
  }

  public func retry(
    _ id: String, extraAttempts: Int, payload: @Sendable (QueuedJob) throws -> String, time: Double
  ) throws -> (before: JobState, job: QueuedJob) {
    try database.write { db -> (before: JobState, job: QueuedJob) in
      let job = try Self.job(id, in: db)
      guard JobQueue.retryable.contains(job.state) else {
        throw QueueError.cannotRetry(id, job.state)
      }
      try db.run(
        """
        UPDATE jobs SET state = 'queued', run_at = ?, max_attempts = attempts + ?, cancel_requested = 0,
          finished = NULL, payload = ?, updated = ? WHERE id = ?
        """,
        [
          .real(time), .integer(Int64(extraAttempts)), .text(try payload(job)), .real(time),
          .text(id),
        ])
      return (job.state, try Self.job(id, in: db))
    }
  }

  public func purge(states: [JobState], before: Double) throws -> Int {
    let marks = states.map { _ in "?" }.joined(separator: ", ")
    return try database.write { db -> Int in
      try db.run(
        "DELETE FROM jobs WHERE state IN (\(marks)) AND updated < ?",
        states.map { .text($0.rawValue) } + [.real(before)])
      return db.changes
    }
  }
}
