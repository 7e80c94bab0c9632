import Foundation
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
  /// `talecast jobs wait`: waits until every job of `references` (ids or unique prefixes) has
  /// ended — in this process, another, or on another host sharing the queue — or `timeout`
  /// seconds pass, or a signal stops the waiting. Nothing is rendered here: the jobs are
  /// someone else's to work. Ends are heard as events (the broker, the shared event log);
  /// the queue itself is read at the start, at the end, and every `JobRun.safetyNet` seconds.
  public func waitForJobs(_ references: [String], timeout: Double?) throws -> JobsWait {
    let named = try references.map { try queue.job($0) }
    let ids = named.map(\.id)
    let run = try JobRun(self)
    defer { run.foreign.stop() }
    run.awaited.expect(Set(ids))
    let supervisor = Supervisor([], trapsSignals: true)
    let ends = frontDoor.subscribe(JobStateChanged.self) { event in
      if run.awaited.heard(event) { supervisor.wake() }
    }
    defer { ends.cancel() }
    run.foreign.start()
    // Jobs that ended before the events were listened to are read from the queue.
    run.awaited.noteEnded(try queue.jobs(ids: ids).filter(\.state.isFinished).map(\.id))
    let deadline = timeout.map { ContinuousClock.now + .seconds($0) }
    if let timeout {
      DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { supervisor.wake() }
    }
    let jobQueue = queue
    var timedOut = false
    let outcome = supervisor.run(
      safetyNet: JobRun.safetyNet,
      until: {
        if run.awaited.allEnded(checking: jobQueue) { return true }
        timedOut = deadline.map { ContinuousClock.now >= $0 } ?? false
        return timedOut
      })
    let now = try queue.jobs(ids: ids)
    let byId = Dictionary(now.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let jobs = ids.compactMap { byId[$0] }
    let allEnded = jobs.allSatisfy(\.state.isFinished)
    let end: JobsWait.End =
      allEnded ? .ended : (outcome == .finished && timedOut ? .timedOut : .interrupted)
    return JobsWait(end: end, jobs: jobs)
  }
}
