import Foundation
import TalecastCore
import TalecastStorage

/// What users do to jobs: look, cancel, retry, purge.
extension JobQueue {
  /// The job whose id is `idOrPrefix`, or the only one whose id starts with it.
  public func job(_ idOrPrefix: String) throws -> QueuedJob {
    let wanted = idOrPrefix.lowercased()
    guard !wanted.isEmpty, wanted.allSatisfy(\.isHexDigit) else {
      throw QueueError.notFound(idOrPrefix)
    }
    let rows = try database.read { db in
      try db.rows(
        "SELECT \(QueuedJob.columns) FROM jobs WHERE id >= ? AND id < ? ORDER BY id LIMIT 6",
        [.text(wanted), .text(wanted + "g")])
    }
    if let exact = rows.first(where: { $0.string("id") == wanted }) {
      return try QueuedJob(row: exact)
    }
    guard !rows.isEmpty else { throw QueueError.notFound(idOrPrefix) }
    guard rows.count == 1 else {
      throw QueueError.ambiguous(idOrPrefix, rows.compactMap { $0.string("id") })
    }
    return try QueuedJob(row: rows[0])
  }

  /// Jobs in these states (all when empty), newest first.
  public func list(states: Set<JobState> = [], limit: Int = 100) throws -> [QueuedJob] {
    let wanted = states.isEmpty ? JobState.allCases : Array(states)
    let marks = wanted.map { _ in "?" }.joined(separator: ", ")
    return try database.read { db in
      try db.rows(
        "SELECT \(QueuedJob.columns) FROM jobs WHERE state IN (\(marks)) ORDER BY seq DESC LIMIT ?",
        wanted.map { .text($0.rawValue) } + [.integer(Int64(limit))])
    }.map(QueuedJob.init(row:))
  }

  public func jobs(ids: [String]) throws -> [QueuedJob] {
    try database.read { db in
      try ids.map { id in try Self.job(id, in: db) }
    }
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

  /// How many jobs are in each state.
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

  public enum CancelOutcome: Sendable, Equatable {
    /// It was queued: cancelled now.
    case cancelled
    /// It is running: its worker stops it at the next safe point.
    case requested
  }

  public func cancel(_ id: String) throws -> CancelOutcome {
    let time = self.time
    let outcome = try database.write { db -> CancelOutcome in
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
        throw QueueError.wrongState(id: id, state: job.state, wanted: "there is nothing to cancel")
      }
    }
    if outcome == .cancelled {
      broker.publish(
        JobStateChanged(
          jobId: id, from: nil, to: .cancelled, attempt: 0, message: "cancelled by the user"))
    }
    return outcome
  }

  /// Queues a failed, discarded or cancelled job again, with `extraAttempts` more attempts.
  /// `skipIllustrations` makes it complete without the illustrations not drawn yet: the job
  /// itself changes, here, where it is kept.
  @discardableResult
  public func retry(_ id: String, extraAttempts: Int = 3, skipIllustrations: Bool = false) throws
    -> QueuedJob
  {
    let time = self.time
    let (before, job) = try database.write { db -> (JobState, QueuedJob) in
      let job = try Self.job(id, in: db)
      guard [.failed, .discarded, .cancelled].contains(job.state) else {
        throw QueueError.wrongState(
          id: id, state: job.state, wanted: "only failed, discarded or cancelled jobs are retried")
      }
      var payload = job.payload
      if skipIllustrations {
        var changed = try job.job()
        changed.illustrations = false
        payload = String(decoding: try JSONEncoder().encode(changed), as: UTF8.self)
      }
      try db.run(
        """
        UPDATE jobs SET state = 'queued', run_at = ?, max_attempts = attempts + ?, cancel_requested = 0,
          finished = NULL, payload = ?, updated = ? WHERE id = ?
        """,
        [.real(time), .integer(Int64(extraAttempts)), .text(payload), .real(time), .text(id)])
      return (job.state, try Self.job(id, in: db))
    }
    broker.publish(
      JobStateChanged(
        jobId: id, from: before, to: .queued, attempt: job.attempts, message: "retried by the user")
    )
    return job
  }

  /// Deletes finished jobs in `states` (all finished states when empty) last changed before
  /// `before`. Queued and running jobs are never purged. Returns how many went.
  public func purge(states: Set<JobState> = [], before: Date? = nil) throws -> Int {
    let wanted = (states.isEmpty ? Set(JobState.allCases) : states).filter(\.isFinished)
    guard !wanted.isEmpty else { return 0 }
    let marks = wanted.map { _ in "?" }.joined(separator: ", ")
    return try database.write { db -> Int in
      try db.run(
        "DELETE FROM jobs WHERE state IN (\(marks)) AND updated < ?",
        wanted.map { .text($0.rawValue) } + [
          .real(before?.timeIntervalSince1970 ?? .greatestFiniteMagnitude)
        ])
      return db.changes
    }
  }
}
