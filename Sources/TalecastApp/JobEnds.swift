import Dispatch
import TalecastContract
import TalecastCore
import TalecastQueue

/// Tells waiters when their jobs end, for any number of waiters without a thread each: one
/// subscription to the front door (ends in this process), one follower of the shared event log
/// (ends in another process or on another host, from the first waiter to the last), and one
/// timer that ends the waits whose time is up and, every `JobRun.safetyNet` seconds, asks the
/// queue once about every job no event has told of. `Prefer: wait` over HTTP and `jobs wait`
/// both wait here.
final class JobEnds: Sendable {
  /// How often the timer looks at deadlines: the finest a time-out is kept to.
  static let tick = DispatchTimeInterval.milliseconds(250)

  private struct Waiter {
    var open: Set<String>
    let deadline: ContinuousClock.Instant?
    let done: @Sendable (JobsWait.End) -> Void
  }

  /// What is listened with while anyone waits; made by the first waiter, ended after the last.
  private struct Listening {
    let ends: Subscription
    let foreign: ForeignEvents
    let timer: any DispatchSourceTimer
  }

  private struct State {
    var waiters: [UInt64: Waiter] = [:]
    var next: UInt64 = 0
    var listening: Listening?
    var lastLook = ContinuousClock.now
  }

  /// The waiters and what listens for them (`Locked`): ends arrive on workers' threads, the
  /// follower's and the timer's. No waiter is told, and nothing is stopped, while it is held.
  private let state = Locked(State())
  /// Where the timer ticks and listening is ended (never on the follower's own thread).
  private let queue = DispatchQueue(label: "talecast.job-ends")

  /// Calls `done` once, on a thread of Dispatch's, when every job of `ids` has ended, or when
  /// `timeout` seconds have passed; returns a handle for `cancel`.
  func watch(
    _ ids: Set<String>, timeout: Double?, in talecast: Talecast,
    done: @escaping @Sendable (JobsWait.End) -> Void
  ) throws -> UInt64 {
    let deadline = timeout.map { ContinuousClock.now + .milliseconds(Int($0 * 1000)) }
    // Listening starts and stops only on `queue`, so a waiter never joins one being ended.
    let key = try queue.sync { () throws -> UInt64 in
      let made = state.withLock { $0.listening } == nil ? try listen(in: talecast) : nil
      return state.withLock { state in
        if let made { state.listening = made }
        state.next += 1
        state.waiters[state.next] = Waiter(open: ids, deadline: deadline, done: done)
        return state.next
      }
    }
    // Jobs that ended before anything listened are read from the queue.
    let ended = try talecast.queue.jobs(ids: Array(ids)).filter(\.state.isFinished).map(\.id)
    heard(ended: Set(ended))
    return key
  }

  /// Stops waiting for `key` without telling its waiter.
  func cancel(_ key: UInt64) {
    state.withLock { _ = $0.waiters.removeValue(forKey: key) }
    queue.async { [self] in stopListeningIfIdle() }
  }

  private func listen(in talecast: Talecast) throws -> Listening {
    let ends = talecast.frontDoor.subscribe(JobStateChanged.self) { [weak self] event in
      if event.to.isFinished { self?.heard(ended: [event.jobId]) }
    }
    let foreign = try ForeignEvents(talecast) { [weak self] event in
      guard let change = event as? JobStateChanged, change.to.isFinished else { return false }
      return self?.isAwaited(change.jobId) ?? false
    }
    foreign.start()
    let timer = DispatchSource.makeTimerSource(queue: queue)
    timer.schedule(deadline: .now() + Self.tick, repeating: Self.tick)
    let jobQueue = talecast.queue
    timer.setEventHandler { [weak self] in self?.look(at: jobQueue) }
    timer.resume()
    return Listening(ends: ends, foreign: foreign, timer: timer)
  }

  private func isAwaited(_ id: String) -> Bool {
    state.withLock { $0.waiters.values.contains { $0.open.contains(id) } }
  }

  /// Notes ended jobs; tells each waiter whose last job it was.
  private func heard(ended ids: Set<String>) {
    guard !ids.isEmpty else { return }
    let finished = state.withLock { state -> [@Sendable (JobsWait.End) -> Void] in
      var finished: [@Sendable (JobsWait.End) -> Void] = []
      for (key, var waiter) in state.waiters {
        waiter.open.subtract(ids)
        if waiter.open.isEmpty {
          state.waiters.removeValue(forKey: key)
          finished.append(waiter.done)
        } else {
          state.waiters[key] = waiter
        }
      }
      return finished
    }
    tell(finished, .ended)
  }

  /// The timer: ends the waits whose time is up, and now and then asks the queue itself.
  private func look(at jobQueue: JobQueue) {
    let now = ContinuousClock.now
    let (late, open) = state.withLock {
      state -> ([@Sendable (JobsWait.End) -> Void], [String]?) in
      var late: [@Sendable (JobsWait.End) -> Void] = []
      for (key, waiter) in state.waiters where waiter.deadline.map({ $0 <= now }) == true {
        state.waiters.removeValue(forKey: key)
        late.append(waiter.done)
      }
      guard now - state.lastLook >= .seconds(JobRun.safetyNet) else { return (late, nil) }
      state.lastLook = now
      return (late, Array(Set(state.waiters.values.flatMap(\.open))))
    }
    tell(late, .timedOut)
    if let open, !open.isEmpty, let jobs = try? jobQueue.jobs(ids: open) {
      heard(ended: Set(jobs.filter(\.state.isFinished).map(\.id)))
    }
    stopListeningIfIdle()
  }

  private func tell(_ waiters: [@Sendable (JobsWait.End) -> Void], _ end: JobsWait.End) {
    guard !waiters.isEmpty else { return }
    for done in waiters { DispatchQueue.global().async { done(end) } }
    queue.async { [self] in stopListeningIfIdle() }
  }

  /// Ends the listening when no one waits (on `queue`, never on the follower's thread).
  private func stopListeningIfIdle() {
    let idle = state.withLock { state -> Listening? in
      guard state.waiters.isEmpty, let listening = state.listening else { return nil }
      state.listening = nil
      return listening
    }
    if let idle { Self.end(idle) }
  }

  private static func end(_ listening: Listening) {
    listening.timer.cancel()
    listening.ends.cancel()
    listening.foreign.stop()
  }
}
