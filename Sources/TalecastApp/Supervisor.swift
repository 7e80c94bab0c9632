import Dispatch
import Foundation
import TalecastCore
import TalecastQueue

/// A long-running part of Talecast (the worker pool, the spool watcher): started once, asked
/// to stop and drain, or stopped at once. Modelled on swift-service-lifecycle's `Service`.
public protocol Service: Sendable {
  func start()
  /// Stops taking new work and lets what runs finish or reach its next checkpoint, for at most
  /// `timeout` seconds. Returns the ids of jobs given back to the queue for the next run.
  func shutdown(timeout: Double) -> [String]
  /// Stops at once, leaving the queue consistent (its running jobs released).
  func stopNow()
}

/// Runs services and owns the one way they stop: `shutdown()` (the first SIGINT or SIGTERM)
/// drains them in reverse order of starting; `stopNow()` (the second) stops them at once.
/// Commands only start it and wait; they never stop a service themselves.
public final class Supervisor: Sendable {
  public let services: [any Service]
  public let drainTimeout: Double
  /// Whether a shutdown was asked for; wake-ups for the waiting thread (a semaphore).
  private let stopping = Locked(false)
  private let wakeUp = DispatchSemaphore(value: 0)

  public init(_ services: [any Service], drainTimeout: Double = 30) {
    self.services = services
    self.drainTimeout = drainTimeout
  }

  public var isStopping: Bool { stopping.withLock { $0 } }

  /// Asks `run` to stop: its services drain (the first signal).
  public func shutdown() {
    stopping.withLock { $0 = true }
    wakeUp.signal()
  }

  /// Stops every service at once (the second signal); the caller exits.
  public func stopNow() {
    for service in services.reversed() { service.stopNow() }
  }

  /// Tells `run` to look at its condition again (a job ended, a file arrived).
  public func wake() { wakeUp.signal() }

  /// Starts the services and waits — woken by `wake()` and `shutdown()` — until `done`
  /// holds or a shutdown is asked for; then drains the services in reverse order. `done` is
  /// also asked once every `fallback` seconds without a wake-up: another process may have
  /// ended a job this one waits for, and its events do not reach this broker. Returns the
  /// jobs given back to the queue (none when `done` came first).
  @discardableResult
  public func run(fallback: Double = 1, until done: () -> Bool) -> [String] {
    for service in services { service.start() }
    while !isStopping && !done() {
      _ = wakeUp.wait(timeout: .now() + fallback)
    }
    let timeout = isStopping ? drainTimeout : 0
    return services.reversed().flatMap { $0.shutdown(timeout: timeout) }
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

  public func stopNow() { releaseRunning() }
}
