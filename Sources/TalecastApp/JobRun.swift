import Foundation
import TalecastContract
import TalecastCore
import TalecastQueue

/// The worker pool run until some jobs have ended, however they end: in this process, or in
/// another process or on another host that shares the queue. Local ends come from the broker;
/// the others from the shared event log (`ForeignEvents`). Made before the jobs are submitted
/// (or retried), so no end is missed in between.
final class JobRun: Sendable {
  /// Seconds between looks at the queue itself, a safety net for an end no event told of (a
  /// process that died between ending a job and logging it); ends are what finish a run.
  static let safetyNet = 10.0

  private let talecast: Talecast
  let awaited = AwaitedJobs()
  /// Why the run ended before its jobs did: writes to the queue failed for longer than the
  /// configured wait (`Locked`: set by a worker, read after the run).
  private let fault = Locked<QueueWriteFault?>(nil)
  var writeFault: QueueWriteFault? { fault.withLock { $0 } }
  let foreign: ForeignEvents

  init(_ talecast: Talecast) throws {
    self.talecast = talecast
    let awaited = self.awaited
    foreign = try ForeignEvents(talecast) { awaited.isAbout($0) }
  }

  /// Works the queue until every job of `ids` has ended, or a stop. A write to the queue that
  /// fails for `queueWriteWait` seconds (a full disk) drains the run: `writeFault` says why.
  func run(
    _ ids: Set<String>, concurrency: Int, trapsSignals: Bool, shutdownTimeout: Double = 30,
    stopping: @Sendable () -> Void = {}, problems: @escaping @Sendable (String) -> Void = { _ in }
  ) -> Supervisor.Outcome {
    defer { foreign.stop() }
    awaited.expect(ids)
    guard !ids.isEmpty else { return .finished }
    // The pool is made before the supervisor it stops: it reaches it through this box.
    let stop = Locked<Supervisor?>(nil)
    let fault = self.fault
    let pool = talecast.workerPool(concurrency: concurrency, problems: problems) { given in
      fault.withLock { $0 = $0 ?? given }
      stop.withLock { $0 }?.shutdown()
    }
    let supervisor = Supervisor(
      [pool], drainTimeout: shutdownTimeout, trapsSignals: trapsSignals)
    stop.withLock { $0 = supervisor }
    let awaited = self.awaited
    let ends = talecast.frontDoor.subscribe(JobStateChanged.self) { event in
      if awaited.heard(event) { supervisor.wake() }
    }
    defer { ends.cancel() }
    foreign.start()
    let queue = talecast.queue
    return supervisor.run(safetyNet: Self.safetyNet, stopping: stopping) {
      awaited.allEnded(checking: queue)
    }
  }
}

/// The jobs a run waits for, and what it has heard of them (`Locked`: events come from
/// worker threads and the follower's).
final class AwaitedJobs: Sendable {
  private struct State {
    var ids: Set<String> = []
    var ended: Set<String> = []
    /// Stories the jobs made, learned from their `StoryGenerated`: the library's events
    /// about them belong to the run too.
    var stories: Set<String> = []
    var lastLook = ContinuousClock.now
  }

  private let state = Locked(State())

  func expect(_ ids: Set<String>) { state.withLock { $0.ids = ids } }

  /// Whether an event read from the log is about one of the jobs or their stories.
  func isAbout(_ event: any TalecastEvent) -> Bool {
    state.withLock { state in
      if let id = event.metadata.correlationId, state.ids.contains(id) {
        if let generated = event as? StoryGenerated {
          state.stories.insert(generated.manifest.storyId)
        }
        return true
      }
      let story = event.storyReference ?? event.metadata.correlationId
      return story.map { state.stories.contains($0) } ?? false
    }
  }

  /// Notes jobs found ended in the queue itself.
  func noteEnded(_ ids: [String]) { state.withLock { $0.ended.formUnion(ids) } }

  /// Notes a job's end; whether it was one of the jobs.
  func heard(_ event: JobStateChanged) -> Bool {
    guard event.to.isFinished else { return false }
    return state.withLock { state in
      state.ids.contains(event.jobId) && state.ended.insert(event.jobId).inserted
    }
  }

  /// Whether every job has ended. Every `JobRun.safetyNet` seconds the queue is asked too.
  func allEnded(checking queue: JobQueue) -> Bool {
    let open = state.withLock { state -> [String]? in
      let open = state.ids.subtracting(state.ended)
      guard !open.isEmpty else { return [] }
      guard ContinuousClock.now - state.lastLook >= .seconds(JobRun.safetyNet) else { return nil }
      state.lastLook = .now
      return Array(open)
    }
    guard let open else { return false }
    guard !open.isEmpty else { return true }
    guard let jobs = try? queue.jobs(ids: open) else { return false }
    return state.withLock { state in
      for job in jobs where job.state.isFinished { state.ended.insert(job.id) }
      return state.ended.isSuperset(of: state.ids)
    }
  }
}
