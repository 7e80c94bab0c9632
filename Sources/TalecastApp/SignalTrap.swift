import Dispatch
import Foundation
import TalecastContract
import TalecastCore

#if canImport(Glibc)
  import Glibc
#endif

/// The process's one owner of SIGINT and SIGTERM: each signal goes to every supervisor running
/// with `trapsSignals` at that moment; with none running, the signal does what it does by
/// default (the process ends).
///
/// Its Dispatch signal sources are made on first use and kept for the life of the process: on
/// Linux a signal source made again after one was cancelled is never told of its signal, and
/// setting a signal's disposition after its source was made silences the source (both seen
/// with Swift 6.3's Dispatch). Each signal is set to be ignored once, just before its source
/// is made, so the default action does not end the process first.
final class SignalTrap: Sendable {
  static let shared = SignalTrap()
  static let trapped: [Int32] = [SIGINT, SIGTERM]

  struct Listeners {
    var supervisors: [ObjectIdentifier: Supervisor] = [:]
    /// Set by `hold` until the next supervisor is added: a signal that comes meanwhile (a
    /// run being prepared, which already told its user "Ctrl-C stops") waits for it.
    var holding = false
    var held: [Int32] = []
  }

  /// Who is told of signals, and signals held for the next one (`Locked`: one lock for both,
  /// so a signal is either held or delivered, never lost between the two).
  private let listeners = Locked(Listeners())  // with its condition: `waitForHeld`
  /// The sources, made once (`Locked`, held while they are made).
  private let sources = Locked<[any DispatchSourceSignal]>([])

  private init() {}

  /// Traps signals from now on and holds those that come until the next supervisor is
  /// added, which then hears them (a run that prints before its supervisor starts).
  func hold() {
    listeners.withLock { $0.holding = true }
    makeSourcesOnce()
  }

  /// Tells `supervisor` of every SIGINT and SIGTERM until `remove`, and of those held for
  /// it. When this returns the sources are registered: a signal sent right after is not
  /// missed.
  func add(_ supervisor: Supervisor) -> ObjectIdentifier {
    let key = ObjectIdentifier(supervisor)
    makeSourcesOnce()
    let held = listeners.withLock { listeners in
      listeners.supervisors[key] = supervisor
      defer {
        listeners.holding = false
        listeners.held = []
      }
      return listeners.held
    }
    for _ in held { supervisor.signal() }
    return key
  }

  /// Stops holding: a run that ended before it needed a supervisor (nothing to wait for)
  /// lets go of what it held.
  func release() {
    listeners.withLock { listeners in
      listeners.holding = false
      listeners.held = []
    }
  }

  /// Waits up to `timeout` seconds for `count` signals to be held (a test's way to know a
  /// signal it sent has arrived).
  func waitForHeld(_ count: Int, timeout: Double) -> Bool {
    listeners.wait(timeout: timeout) { $0.held.count >= count }
  }

  func remove(_ key: ObjectIdentifier) {
    listeners.withLock { _ = $0.supervisors.removeValue(forKey: key) }
  }

  private func makeSourcesOnce() {
    sources.withLock { sources in
      if sources.isEmpty { sources = makeSources() }
    }
  }

  private func makeSources() -> [any DispatchSourceSignal] {
    let registered = DispatchSemaphore(value: 0)
    let sources = Self.trapped.map { number -> any DispatchSourceSignal in
      // Once, before the source: set again later, it would undo Dispatch's own handling.
      _ = Glibc.signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      // Signals that arrive together come as one event; `data` says how many.
      source.setEventHandler { [self] in
        received(number, count: max(1, Int(source.data)))
      }
      source.setRegistrationHandler { registered.signal() }
      source.resume()
      return source
    }
    for _ in sources { registered.wait() }
    return sources
  }

  private func received(_ number: Int32, count: Int) {
    let supervisors = listeners.withLockWakingWaiters { listeners -> [Supervisor]? in
      if listeners.supervisors.isEmpty && listeners.holding {
        listeners.held += Array(repeating: number, count: count)
        return nil
      }
      return Array(listeners.supervisors.values)
    }
    guard let supervisors else { return }
    guard !supervisors.isEmpty else {
      // Nothing is running that could stop cleanly: end as the signal would have.
      _ = Glibc.signal(number, SIG_DFL)
      kill(getpid(), number)
      return
    }
    for _ in 0..<count {
      for supervisor in supervisors { supervisor.signal() }
    }
  }
}
