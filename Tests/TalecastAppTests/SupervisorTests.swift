import Dispatch
import Foundation
import TalecastContract
import TalecastCore
import TalecastQueue
import TalecastTesting
import Testing

@testable import TalecastApp

/// A service that writes down what is done to it, in order, in a shared list, and says when
/// it has started and when its shutdown began. `holdShutdown` keeps a shutdown from returning
/// until it is signalled (a drain that hangs).
final class RecordingService: Service {
  let name: String
  let log: Locked<[String]>
  let released: [String]
  let started = DispatchSemaphore(value: 0)
  let shuttingDown = DispatchSemaphore(value: 0)
  let holdShutdown: DispatchSemaphore?

  init(
    _ name: String, log: Locked<[String]>, released: [String] = [],
    holdShutdown: DispatchSemaphore? = nil
  ) {
    self.name = name
    self.log = log
    self.released = released
    self.holdShutdown = holdShutdown
  }

  func start() {
    log.withLock { $0.append("start \(name)") }
    started.signal()
  }

  func shutdown(timeout: Double) -> [String] {
    log.withLock { $0.append("shutdown \(name) within \(Int(timeout)) s") }
    shuttingDown.signal()
    holdShutdown?.wait()
    return released
  }

  func stopNow() { log.withLock { $0.append("stop \(name) now") } }
}

/// Runs `supervisor` on a thread of its own; the outcome arrives on the returned semaphore's
/// signal, in the box.
func runInBackground(
  _ supervisor: Supervisor, stopping: @escaping @Sendable () -> Void = {}
) -> (DispatchSemaphore, Locked<Supervisor.Outcome?>) {
  let ended = DispatchSemaphore(value: 0)
  let outcome = Locked<Supervisor.Outcome?>(nil)
  Thread {
    let result = supervisor.run(stopping: stopping)
    outcome.withLock { $0 = result }
    ended.signal()
  }.start()
  return (ended, outcome)
}

@Suite struct SupervisorTests {
  /// Started in order, drained in reverse with the drain time when a shutdown is asked for
  /// (through the entry point a signal takes); what they gave back is returned.
  @Test func aSignalDrainsTheServicesInReverseOrder() {
    let log = Locked<[String]>([])
    let pool = RecordingService("pool", log: log, released: ["job-1"])
    let spool = RecordingService("spool", log: log)
    let supervisor = Supervisor([pool, spool], drainTimeout: 30)
    let told = Locked(0)
    let (ended, outcome) = runInBackground(supervisor) { told.withLock { $0 += 1 } }
    spool.started.wait()
    supervisor.signal()
    ended.wait()
    #expect(outcome.withLock { $0 } == .drained(released: ["job-1"]))
    #expect(told.withLock { $0 } == 1, "told of the stop once, before the drain")
    #expect(
      log.withLock { $0 } == [
        "start pool", "start spool", "shutdown spool within 30 s", "shutdown pool within 30 s",
      ])
    #expect(supervisor.isStopping)
  }

  /// Work that is done ends the run without a drain; a wake-up makes it look again, and with
  /// no safety net nothing else could.
  @Test func finishedWorkEndsTheRunWithoutADrain() {
    let log = Locked<[String]>([])
    let done = Locked(false)
    let pool = RecordingService("pool", log: log)
    let supervisor = Supervisor([pool])
    DispatchQueue.global().async {
      pool.started.wait()
      done.withLock { $0 = true }
      supervisor.wake()
    }
    let outcome = supervisor.run(until: { done.withLock { $0 } })
    #expect(outcome == .finished)
    #expect(log.withLock { $0 } == ["start pool", "shutdown pool within 0 s"])
    #expect(!supervisor.isStopping)
  }

  /// A stop at once releases the running job; that release is a commit, which wakes the idle
  /// worker, and it must not claim the job again: the process exits next, and a job claimed
  /// then would be left running with no one working it. The workers end by themselves.
  @Test func aStopAtOnceLeavesTheReleasedJobQueued() throws {
    let queue = JobQueue(store: MemoryJobStore(), broker: CapturingBroker())
    let hero = Hero(
      name: "Q", primaryTrait: .kind, secondaryTrait: .brave, appearance: "a hat",
      specialAbility: "waiting")
    let submitted = try queue.submit([
      JobSubmission(
        job: RenderJob(source: "a.json", hero: hero, occasion: .builtIn(.magicGarden), seed: 1),
        idempotencyKey: "a", priority: 0, runAt: nil, maxAttempts: 3)
    ])
    guard case .created(let job) = try #require(submitted.first) else {
      Issue.record("not created: \(submitted)")
      return
    }
    let runs = Locked(0)
    let running = DispatchSemaphore(value: 0)
    let finish = DispatchSemaphore(value: 0)
    let pool = WorkerPool(queue: queue, concurrency: 2, slowPoll: 60) { _, _ in
      let first = runs.withLock { runs in
        runs += 1
        return runs == 1
      }
      if first {
        running.signal()
        finish.wait()
      }
      return .succeeded(storyId: "story")
    }
    let supervisor = Supervisor([pool])
    let (ended, outcome) = runInBackground(supervisor)
    #expect(running.wait(timeout: .now() + 10) == .success)
    supervisor.stopNow()
    #expect(ended.wait(timeout: .now() + 10) == .success)
    #expect(outcome.withLock { $0 } == .stoppedAtOnce)
    // The render abandoned by the stop returns at last (the process would have exited).
    finish.signal()
    let stopped = DispatchSemaphore(value: 0)
    Thread {
      pool.wait()
      stopped.signal()
    }.start()
    let workersEnded = stopped.wait(timeout: .now() + 10)
    if workersEnded == .timedOut {
      pool.stopClaiming()
      stopped.wait()
    }
    #expect(workersEnded == .success, "the workers went on claiming after a stop at once")
    #expect(runs.withLock { $0 } == 1, "the released job was claimed and run again")
    let after = try queue.job(job.id)
    #expect(after.state == .queued && after.leaseOwner == nil, "\(after)")
  }

  @Test func stoppingAtOnceReachesEveryService() {
    let log = Locked<[String]>([])
    let supervisor = Supervisor([RecordingService("a", log: log), RecordingService("b", log: log)])
    supervisor.stopNow()
    #expect(log.withLock { $0 } == ["stop b now", "stop a now"])
    #expect(supervisor.run() == .stoppedAtOnce)
  }
}

/// The supervisor owns SIGINT and SIGTERM: real signals sent to this process, the run awaited.
/// Serialized: a signal goes to every supervisor running with signals at that moment.
@Suite(.serialized) struct SupervisorSignalTests {
  @Test func aRealSIGINTDrainsAndTheRunReturns() {
    let log = Locked<[String]>([])
    let pool = RecordingService("pool", log: log, released: ["job-7"])
    let supervisor = Supervisor([pool], drainTimeout: 30, trapsSignals: true)
    let (ended, outcome) = runInBackground(supervisor)
    pool.started.wait()
    kill(getpid(), SIGINT)
    #expect(ended.wait(timeout: .now() + 30) == .success)
    #expect(outcome.withLock { $0 } == .drained(released: ["job-7"]))
    #expect(log.withLock { $0 } == ["start pool", "shutdown pool within 30 s"])
  }

  /// A signal that comes while a run is prepared (its jobs stored, "Ctrl-C stops" printed,
  /// its supervisor not yet running) is held for the supervisor, which drains at once. Once
  /// such a SIGINT was lost, and `render` waited for its job's runAt, a day ahead.
  @Test func aSignalBeforeTheRunStartsIsHeldForIt() {
    let log = Locked<[String]>([])
    SignalTrap.shared.hold()
    defer { SignalTrap.shared.release() }
    kill(getpid(), SIGINT)
    #expect(SignalTrap.shared.waitForHeld(1, timeout: 30), "the signal never arrived")
    let pool = RecordingService("pool", log: log, released: ["job-8"])
    let supervisor = Supervisor([pool], drainTimeout: 30, trapsSignals: true)
    let (ended, outcome) = runInBackground(supervisor)
    #expect(ended.wait(timeout: .now() + 30) == .success)
    #expect(outcome.withLock { $0 } == .drained(released: ["job-8"]))
  }

  /// The first SIGTERM starts a drain that hangs (a job mid-call); the second stops every
  /// service at once and the run returns without waiting for the drain.
  @Test func aSecondSIGTERMStopsAtOnceWhileTheDrainHangs() {
    let log = Locked<[String]>([])
    let hold = DispatchSemaphore(value: 0)
    defer { hold.signal() }
    let pool = RecordingService("pool", log: log, holdShutdown: hold)
    let supervisor = Supervisor([pool], drainTimeout: 30, trapsSignals: true)
    let (ended, outcome) = runInBackground(supervisor)
    pool.started.wait()
    kill(getpid(), SIGTERM)
    pool.shuttingDown.wait()
    kill(getpid(), SIGTERM)
    #expect(ended.wait(timeout: .now() + 30) == .success)
    #expect(outcome.withLock { $0 } == .stoppedAtOnce)
    #expect(
      log.withLock { $0 } == ["start pool", "shutdown pool within 30 s", "stop pool now"])
  }
}
