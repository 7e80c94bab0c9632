import Foundation
import TalecastContract
import TalecastCore
import TalecastQueue

/// How a wait for jobs ended.
public struct JobsWait: Sendable {
  public enum End: Sendable, Equatable {
    /// Every job ended (however: see each job's state).
    case ended
    /// The time-out came first.
    case timedOut
    /// SIGINT or SIGTERM stopped the waiting (the jobs go on).
    case interrupted
  }

  public let end: End
  /// The jobs as the queue has them now, in the order they were named.
  public let jobs: [QueuedJob]

  /// Whether every job ended and succeeded.
  public var allSucceeded: Bool { end == .ended && jobs.allSatisfy { $0.state == .succeeded } }
}

extension Talecast {
  /// Calls `done` once every job of `references` (ids or unique prefixes) has ended — in this
  /// process, another, or on another host sharing the queue — or `timeout` seconds have
  /// passed, with the jobs as the queue has them then. No thread waits: ends are heard as
  /// events and deadlines kept by one timer (`JobEnds`). Returns a handle for
  /// `stopWaiting(_:)`. Throws at once for a reference that names no job.
  public func whenJobsEnd(
    _ references: [String], timeout: Double?,
    done: @escaping @Sendable (Result<JobsWait, any Error>) -> Void
  ) throws -> JobsWaitHandle {
    let ids = try references.map { try queue.job($0).id }
    let jobQueue = queue
    let key = try jobEnds.watch(Set(ids), timeout: timeout, in: self) { end in
      done(Result { JobsWait(end: end, jobs: try Self.jobs(ids, in: jobQueue)) })
    }
    return JobsWaitHandle(key: key)
  }

  /// Stops a wait `whenJobsEnd` began, without calling its `done`.
  public func stopWaiting(_ handle: JobsWaitHandle) { jobEnds.cancel(handle.key) }

  /// `talecast jobs wait`: waits here until every job of `references` has ended, `timeout`
  /// seconds pass, or a signal stops the waiting (the jobs go on: they are someone else's to
  /// work). The caller's thread is the only one that waits.
  public func waitForJobs(_ references: [String], timeout: Double?) throws -> JobsWait {
    let supervisor = Supervisor([], trapsSignals: true)
    let result = Locked<Result<JobsWait, any Error>?>(nil)
    let handle = try whenJobsEnd(references, timeout: timeout) { waited in
      result.withLock { $0 = waited }
      supervisor.wake()
    }
    _ = supervisor.run(until: { result.withLock { $0 } != nil })
    if let waited = result.withLock({ $0 }) { return try waited.get() }
    stopWaiting(handle)
    let ids = try references.map { try queue.job($0).id }
    return JobsWait(end: .interrupted, jobs: try Self.jobs(ids, in: queue))
  }

  /// The jobs as the queue has them now, in the order of `ids`.
  static func jobs(_ ids: [String], in queue: JobQueue) throws -> [QueuedJob] {
    let byId = Dictionary(
      try queue.jobs(ids: ids).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    return ids.compactMap { byId[$0] }
  }
}

/// A wait begun by `whenJobsEnd`.
public struct JobsWaitHandle: Sendable {
  let key: UInt64
}
