import Foundation
import TalecastContract
import TalecastCore
import TalecastPostgres

/// Looking at jobs and changing them by hand, in PostgreSQL.
extension PostgresJobStore {
  public func jobs(withPrefix prefix: String, limit: Int) throws -> [QueuedJob] {
    try database.transaction { connection in
      try Self.jobs(
        connection.execute(
          "SELECT \(Self.columns) FROM jobs WHERE id >= $1 AND id < $2 ORDER BY id LIMIT $3",
          [.text(prefix), .text(prefix + "g"), .integer(limit)]))
    }
  }

  public func jobs(ids: [String]) throws -> [QueuedJob] {
    try database.transaction { connection in
      try ids.map { try Self.job($0, on: connection) }
    }
  }

  public func list(states: [JobState], limit: Int, before: String?) throws -> [QueuedJob] {
    try database.transaction { connection in
      try Self.jobs(
        connection.execute(
          """
          SELECT \(Self.columns) FROM jobs WHERE ($4 OR state = ANY($1::text[]))
          AND ($3::text IS NULL OR seq < (SELECT seq FROM jobs WHERE id = $3))
          ORDER BY seq DESC LIMIT $2
          """,
          [
            .text(Self.array(states.map(\.rawValue))), .integer(limit),
            before.map { .text($0) } ?? .null,
            // Every state: no filter, so the newest are read in key order, not sorted.
            .bool(Set(states) == Set(JobState.allCases)),
          ]))
    }
  }

  public func attempts(of id: String) throws -> [JobAttempt] {
    let rows = try database.transaction { connection in
      try connection.execute(
        """
        SELECT number, worker, started, ended, outcome, error FROM job_attempts WHERE job_id = $1
        ORDER BY number
        """, [.text(id)])
    }
    return (0..<rows.count).map { row in
      JobAttempt(
        number: rows.int(row, "number") ?? 0, worker: rows.string(row, "worker") ?? "",
        started: Date(timeIntervalSince1970: rows.double(row, "started") ?? 0),
        ended: rows.double(row, "ended").map(Date.init(timeIntervalSince1970:)),
        outcome: rows.string(row, "outcome"), error: rows.string(row, "error"))
    }
  }

  public func nextDue() throws -> Double? {
    let rows = try database.transaction { connection in
      try connection.execute("SELECT min(run_at) AS due FROM jobs WHERE state = 'queued'")
    }
    return rows.count == 1 ? rows.double(0, "due") : nil
  }

  public func counts() throws -> [JobState: Int] {
    let rows = try database.transaction { connection in
      try connection.execute("SELECT state, count(*) AS n FROM jobs GROUP BY state")
    }
    var counts: [JobState: Int] = [:]
    for row in 0..<rows.count {
      if let state = rows.string(row, "state").flatMap(JobState.init(rawValue:)) {
        counts[state] = rows.int(row, "n") ?? 0
      }
    }
    return counts
  }

  public func cancel(_ id: String, time: Double) throws -> JobQueue.CancelOutcome {
    try database.transaction { connection in
      let job = try Self.job(id, on: connection)
      switch job.state {
      case .queued, .failed:
        try connection.execute(
          "UPDATE jobs SET state = 'cancelled', updated = $1, finished = $1 WHERE id = $2",
          [.real(time), .text(id)])
        return .cancelled
      case .running:
        try connection.execute(
          "UPDATE jobs SET cancel_requested = 1, updated = $1 WHERE id = $2",
          [.real(time), .text(id)])
        return .requested
      default:
        throw QueueError.cannotCancel(id, job.state)
      }
    }
  }

  public func retry(
    _ id: String, extraAttempts: Int, payload: @Sendable (QueuedJob) throws -> String,
    time: Double
  ) throws -> (before: JobState, job: QueuedJob) {
    try database.transaction { connection in
      let job = try Self.job(id, on: connection)
      guard JobQueue.retryable.contains(job.state) else {
        throw QueueError.cannotRetry(id, job.state)
      }
      try connection.execute(
        """
        UPDATE jobs SET state = 'queued', run_at = $1, max_attempts = attempts + $2, cancel_requested = 0,
          finished = NULL, payload = $3, updated = $1 WHERE id = $4
        """, [.real(time), .integer(extraAttempts), .text(try payload(job)), .text(id)])
      try connection.notify(Self.channel)
      return (job.state, try Self.job(id, on: connection))
    }
  }

  public func purge(states: [JobState], before: Double) throws -> Int {
    try database.transaction { connection in
      try connection.execute(
        "DELETE FROM jobs WHERE state = ANY($1::text[]) AND updated < $2",
        [.text(Self.array(states.map(\.rawValue))), .real(before)]
      ).affected
    }
  }

  /// A text array literal ({"queued","running"}) for `= ANY($1::text[])`.
  static func array(_ values: [String]) -> String {
    "{"
      + values.map { "\"" + $0.replacingOccurrences(of: "\"", with: "\\\"") + "\"" }.joined(
        separator: ",") + "}"
  }
}
