import Foundation
import TalecastContract
import TalecastCore

/// The queue's in-memory twin: the same behaviour as the database stores, kept behind a lock
/// (`Locked`: one lock is one transaction), for tests and for a quick look at a rule without
/// a file.
public final class MemoryJobStore: JobStore {
  private struct Contents {
    var jobs: [String: QueuedJob] = [:]
    /// The order jobs came in (the database stores' `seq`).
    var arrival: [String: Int] = [:]
    var next = 0
    var attempts: [String: [JobAttempt]] = [:]

    func job(_ id: String) throws -> QueuedJob {
      guard let job = jobs[id] else { throw QueueError.notFound(id) }
      return job
    }
  }

  /// Everything the store holds, guarded by one lock (`Locked`) around each call.
  private let contents = Locked(Contents())
  /// Idle workers waiting for a change, woken after every call that changes jobs.
  private let listeners = ChangeListeners()

  public init() {}

  public func submit(_ jobs: [(submission: JobSubmission, payload: String)], time: Double) throws
    -> [SubmitOutcome]
  {
    defer { listeners.notify() }
    return contents.withLock { contents in
      jobs.map { submission, payload in
        if let existing = contents.jobs.values.first(where: {
          $0.idempotencyKey == submission.idempotencyKey
        }) {
          guard JobQueue.retryable.contains(existing.state) else { return .existing(existing) }
          var job = existing
          job.state = .queued
          job.runAt = Date(timeIntervalSince1970: submission.runAt?.timeIntervalSince1970 ?? time)
          job.maxAttempts = job.attempts + submission.maxAttempts
          job.cancelRequested = false
          job.lastError = nil
          job.finished = nil
          job.updated = Date(timeIntervalSince1970: time)
          contents.jobs[job.id] = job
          return .requeued(job, from: existing.state)
        }
        let job = QueuedJob(submitted: submission, payload: payload, time: time)
        contents.jobs[job.id] = job
        contents.arrival[job.id] = contents.next
        contents.next += 1
        return .created(job)
      }
    }
  }

  public func finish(
    _ endings: [(id: String, ending: JobQueue.Ending)], worker: String, claim limit: Int,
    lease: Double, time: Double
  ) throws -> (ended: [JobEnd?], claimed: [QueuedJob]) {
    defer { if !endings.isEmpty { listeners.notify() } }
    return contents.withLock { contents in
      let ended = endings.map { id, ending in
        Self.record(id, worker: worker, ending, time: time, in: &contents)
      }
      let due = contents.jobs.values.filter {
        $0.state == .queued && $0.runAt.timeIntervalSince1970 <= time
      }.sorted { a, b in
        if a.priority != b.priority { return a.priority > b.priority }
        if a.runAt != b.runAt { return a.runAt < b.runAt }
        return contents.arrival[a.id, default: 0] < contents.arrival[b.id, default: 0]
      }
      let claimed = due.prefix(max(0, limit)).map { due in
        var job = due
        job.state = .running
        job.attempts += 1
        job.leaseOwner = worker
        job.leaseExpires = Date(timeIntervalSince1970: time + lease)
        job.updated = Date(timeIntervalSince1970: time)
        contents.jobs[job.id] = job
        contents.attempts[job.id, default: []].append(
          JobAttempt(
            number: job.attempts, worker: worker, started: Date(timeIntervalSince1970: time),
            ended: nil, outcome: nil, error: nil))
        return job
      }
      return (ended, claimed)
    }
  }

  private static func record(
    _ id: String, worker: String, _ ending: JobQueue.Ending, time: Double,
    in contents: inout Contents
  ) -> JobEnd? {
    guard var job = contents.jobs[id], job.state == .running, job.leaseOwner == worker else {
      return nil
    }
    let attempts = job.attempts
    let result = ending.result(attempts: attempts, maxAttempts: job.maxAttempts, time: time)
    job.leaseOwner = nil
    job.leaseExpires = nil
    job.updated = Date(timeIntervalSince1970: time)
    if case .released = ending {
      contents.attempts[id]?.removeAll { $0.number == attempts }
      job.state = .queued
      job.attempts -= 1
      contents.jobs[id] = job
      return JobEnd(id: id, state: .queued, attempt: attempts - 1, error: nil)
    }
    end(
      attempt: attempts, of: id, outcome: result.outcome, error: result.error, time: time,
      in: &contents)
    job.state = result.state
    job.runAt = Date(timeIntervalSince1970: result.runAt)
    job.storyId = result.storyId ?? job.storyId
    job.lastError = result.error ?? job.lastError
    job.finished = result.state.isFinished ? Date(timeIntervalSince1970: time) : nil
    contents.jobs[id] = job
    return JobEnd(id: id, state: result.state, attempt: attempts, error: result.error)
  }

  private static func end(
    attempt number: Int, of id: String, outcome: String, error: String?, time: Double,
    in contents: inout Contents
  ) {
    guard let index = contents.attempts[id]?.firstIndex(where: { $0.number == number }) else {
      return
    }
    contents.attempts[id]![index].ended = Date(timeIntervalSince1970: time)
    contents.attempts[id]![index].outcome = outcome
    contents.attempts[id]![index].error = error
  }

  public func renew(_ id: String, worker: String, expires: Double) throws -> JobQueue.Lease {
    contents.withLock { contents in
      guard var job = contents.jobs[id], job.state == .running, job.leaseOwner == worker else {
        return .lost
      }
      job.leaseExpires = Date(timeIntervalSince1970: expires)
      contents.jobs[id] = job
      return job.cancelRequested ? .cancelRequested : .held
    }
  }

  public func rescue(time: Double, isAlive: @Sendable (String) -> Bool) throws -> [JobEnd] {
    defer { listeners.notify() }
    return contents.withLock { contents in
      var rescued: [JobEnd] = []
      for var job in contents.jobs.values where job.state == .running {
        let owner = job.leaseOwner ?? ""
        let expired = (job.leaseExpires?.timeIntervalSince1970 ?? 0) < time
        guard expired || !isAlive(owner) else { continue }
        let message = rescueMessage(owner: owner)
        Self.end(
          attempt: job.attempts, of: job.id, outcome: "lost", error: message, time: time,
          in: &contents)
        job.state = job.attempts >= job.maxAttempts ? .discarded : .queued
        job.runAt = Date(timeIntervalSince1970: time)
        job.leaseOwner = nil
        job.leaseExpires = nil
        job.lastError = message
        job.updated = Date(timeIntervalSince1970: time)
        job.finished = job.state.isFinished ? job.updated : nil
        contents.jobs[job.id] = job
        rescued.append(JobEnd(id: job.id, state: job.state, attempt: job.attempts, error: message))
      }
      return rescued
    }
  }
}

/// Looking at jobs and changing them by hand, in memory.
extension MemoryJobStore {
  public func jobs(withPrefix prefix: String, limit: Int) throws -> [QueuedJob] {
    contents.withLock { contents in
      Array(
        contents.jobs.values.filter { $0.id.hasPrefix(prefix) }.sorted { $0.id < $1.id }.prefix(
          limit))
    }
  }

  public func jobs(ids: [String]) throws -> [QueuedJob] {
    try contents.withLock { contents in try ids.map { try contents.job($0) } }
  }

  public func list(states: [JobState], limit: Int, before: String?) throws -> [QueuedJob] {
    contents.withLock { contents in
      let bound = before.map { contents.arrival[$0, default: Int.min] } ?? Int.max
      return Array(
        contents.jobs.values.filter {
          states.contains($0.state) && contents.arrival[$0.id, default: 0] < bound
        }.sorted {
          contents.arrival[$0.id, default: 0] > contents.arrival[$1.id, default: 0]
        }.prefix(limit))
    }
  }

  public func attempts(of id: String) throws -> [JobAttempt] {
    contents.withLock { $0.attempts[id] ?? [] }
  }

  public func watchForJobs(_ wake: @escaping @Sendable () -> Void) -> (any StoreWatch)? {
    listeners.add(wake)
  }

  public func nextDue() throws -> Double? {
    contents.withLock { contents in
      contents.jobs.values.filter { $0.state == .queued }.map(\.runAt.timeIntervalSince1970).min()
    }
  }

  public func counts() throws -> [JobState: Int] {
    contents.withLock { contents in
      Dictionary(grouping: contents.jobs.values, by: \.state).mapValues(\.count)
    }
  }

  public func cancel(_ id: String, time: Double) throws -> JobQueue.CancelOutcome {
    try contents.withLock { contents in
      var job = try contents.job(id)
      job.updated = Date(timeIntervalSince1970: time)
      switch job.state {
      case .queued, .failed:
        job.state = .cancelled
        job.finished = job.updated
        contents.jobs[id] = job
        return .cancelled
      case .running:
        job.cancelRequested = true
        contents.jobs[id] = job
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
    defer { listeners.notify() }
    return try contents.withLock { contents in
      var job = try contents.job(id)
      let before = job.state
      guard JobQueue.retryable.contains(before) else {
        throw QueueError.cannotRetry(id, before)
      }
      job.payload = try payload(job)
      job.state = .queued
      job.runAt = Date(timeIntervalSince1970: time)
      job.maxAttempts = job.attempts + extraAttempts
      job.cancelRequested = false
      job.finished = nil
      job.updated = Date(timeIntervalSince1970: time)
      contents.jobs[id] = job
      return (before, job)
    }
  }

  public func purge(states: [JobState], before: Double) throws -> Int {
    contents.withLock { contents in
      let gone = contents.jobs.values.filter {
        states.contains($0.state) && $0.updated.timeIntervalSince1970 < before
      }.map(\.id)
      for id in gone {
        contents.jobs[id] = nil
        contents.arrival[id] = nil
        contents.attempts[id] = nil
      }
      return gone.count
    }
  }
}
