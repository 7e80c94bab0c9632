import Dispatch
import Foundation
import TalecastContract
import TalecastCore
import TalecastQueue

/// A long-running part of Talecast (the worker pool, the spool watcher, a log follower):
/// started once, asked to stop and drain, or stopped at once. Modelled on
/// swift-service-lifecycle's `Service`.
public protocol Service: Sendable {
  func start()
  /// Stops taking new work and lets what runs finish or reach its next checkpoint, for at most
  /// `timeout` seconds. Returns the ids of jobs given back to the queue for the next run.
  func shutdown(timeout: Double) -> [String]
  /// Stops at once, leaving the queue consistent (its running jobs released).
  func stopNow()
}

/// Runs services and owns the one way they stop, as swift-service-lifecycle's `ServiceGroup`
/// does: it traps SIGINT and SIGTERM (when asked to); the first signal drains the services in
/// reverse order of starting, the second stops them at once. Front doors only call a use case
/// that runs one and map its `Outcome` to an exit code; they never stop a service themselves.
public final class Supervisor: Sendable {
  /// How a run ended.
  public enum Outcome: Sendable, Equatable {
    /// The work was done (`until` held): the services stopped without a drain.
    case finished
    /// A first signal (or `shutdown()`): the services drained; `released` are the jobs they
    /// gave back to the queue for the next run.
    case drained(released: [String])
    /// A second signal (or `stopNow()`): every service was stopped at once, running jobs
    /// released. What was still running is abandoned: the process is expected to exit.
    case stoppedAtOnce
  }

  public let services: [any Service]
  public let drainTimeout: Double
  /// Whether `run` traps SIGINT and SIGTERM (front doors' runs do; most tests do not).
  public let trapsSignals: Bool

  private enum Phase: Equatable {
    case working
    /// The work is done; the services stop without a drain.
    case finishing
    case draining
    /// A stop at once is under way: the services are being stopped.
    case stoppingAtOnce
    case stoppedAtOnce

    var isAtOnce: Bool { self == .stoppingAtOnce || self == .stoppedAtOnce }
  }

  /// Where the run is, changed by `run` and by signals from any thread (`Locked`).
  private let phase = Locked(Phase.working)
  /// Wake-ups of the thread in `run`: a job ended, a signal came, the services stopped.
  private let wakeUp = DispatchSemaphore(value: 0)

  public init(_ services: [any Service], drainTimeout: Double = 30, trapsSignals: Bool = false) {
    self.services = services
    self.drainTimeout = drainTimeout
    self.trapsSignals = trapsSignals
  }

  /// What SIGINT and SIGTERM do (the signal trap calls it; so may a test): the first asks the
  /// services to drain, the next stops them at once.
  public func signal() {
    let first = phase.withLock { phase -> Bool in
      guard phase == .working else { return false }
      phase = .draining
      return true
    }
    if first { wakeUp.signal() } else { stopNow() }
  }

  /// Asks the run to drain its services (what the first signal does).
  public func shutdown() {
    let asked = phase.withLock { phase -> Bool in
      guard phase == .working else { return false }
      phase = .draining
      return true
    }
    if asked { wakeUp.signal() }
  }

  /// Stops every service at once, in reverse order, and ends the run (what the second signal
  /// does). Services are stopped on the caller's thread; `run` returns only once they are (a
  /// process that exits then leaves its jobs released, not running).
  public func stopNow() {
    let first = phase.withLock { phase -> Bool in
      guard !phase.isAtOnce else { return false }
      phase = .stoppingAtOnce
      return true
    }
    guard first else { return }
    for service in services.reversed() { service.stopNow() }
    phase.withLock { $0 = .stoppedAtOnce }
    wakeUp.signal()
  }

  /// Tells `run` to ask its condition again (a job ended, a file arrived).
  public func wake() { wakeUp.signal() }

  /// Whether a stop was asked for (a signal, `shutdown()` or `stopNow()`).
  public var isStopping: Bool {
    phase.withLock { $0 == .draining || $0.isAtOnce }
  }

  /// Starts the services and waits — woken by `wake()` and by signals, never on a timer of its
  /// own — until `done` holds or a stop is asked for; then stops the services: a drain after a
  /// signal (`stopping` is told first), else just a stop. A second signal during the drain ends
  /// the run at once. `started` is told once signals are trapped and the services started (a
  /// front door says "Ctrl-C stops" then, not before). `done` is asked after each wake-up and,
  /// when `safetyNet` is given, at least that often: a caller's safety net for an ending it
  /// could not be told of.
  public func run(
    safetyNet: Double? = nil, started: () -> Void = {}, stopping: @Sendable () -> Void = {},
    until done: () -> Bool = { false }
  ) -> Outcome {
    if phase.withLock({ $0.isAtOnce }) { return stoppedAtOnce() }
    let trap = trapsSignals ? SignalTrap.shared.add(self) : nil
    defer { trap.map { SignalTrap.shared.remove($0) } }
    for service in services { service.start() }
    started()
    while phase.withLock({ $0 }) == .working && !done() {
      if let safetyNet {
        _ = wakeUp.wait(timeout: .now() + safetyNet)
      } else {
        wakeUp.wait()
      }
    }
    let draining = phase.withLock { phase -> Bool in
      if phase == .working { phase = .finishing }
      return phase == .draining
    }
    if draining { stopping() }
    return stopServices(draining: draining)
  }

  /// Stops the services on a thread of their own, so that a signal is heard while they drain.
  private func stopServices(draining: Bool) -> Outcome {
    if phase.withLock({ $0.isAtOnce }) { return stoppedAtOnce() }
    let timeout = draining ? drainTimeout : 0
    let released = Locked<[String]?>(nil)
    let services = self.services
    let thread = Thread { [wakeUp] in
      let given = services.reversed().flatMap { $0.shutdown(timeout: timeout) }
      released.withLock { $0 = given }
      wakeUp.signal()
    }
    thread.name = "talecast.supervisor.stop"
    thread.start()
    while true {
      wakeUp.wait()
      let now = phase.withLock { $0 }
      if now.isAtOnce { return stoppedAtOnce() }
      if let given = released.withLock({ $0 }) {
        return draining ? .drained(released: given) : .finished
      }
    }
  }

  /// Waits until a stop at once has stopped every service.
  private func stoppedAtOnce() -> Outcome {
    while phase.withLock({ $0 }) != .stoppedAtOnce { wakeUp.wait() }
    return .stoppedAtOnce
  }
}

extension WorkerPool: Service {
  /// With no time (the work is done) the workers just stop claiming; with time, running jobs
  /// are interrupted at their next checkpoint and released.
  public func shutdown(timeout: Double) -> [String] {
    let released = timeout > 0 ? drain(timeout: timeout) : []
    stopClaiming()
    wait()
    return released
  }

  /// Claiming stops first: the release is a commit, which wakes idle workers (the store's
  /// change signal), and one would claim the job just released as the process exits.
  public func stopNow() {
    stopClaiming()
    releaseRunning()
  }
}
