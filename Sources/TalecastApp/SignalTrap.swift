import Dispatch
import Foundation
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

  /// The supervisors told of signals, by identity (`Locked`).
  private let supervisors = Locked<[ObjectIdentifier: Supervisor]>([:])
  /// The sources, made once (`Locked`, held while they are made).
  private let sources = Locked<[any DispatchSourceSignal]>([])

  private init() {}

  /// Tells `supervisor` of every SIGINT and SIGTERM until `remove`. When this returns the
  /// sources are registered: a signal sent right after is not missed.
  func add(_ supervisor: Supervisor) -> ObjectIdentifier {
    let key = ObjectIdentifier(supervisor)
    supervisors.withLock { $0[key] = supervisor }
    sources.withLock { sources in
      if sources.isEmpty { sources = makeSources() }
    }
    return key
  }

  func remove(_ key: ObjectIdentifier) {
    supervisors.withLock { _ = $0.removeValue(forKey: key) }
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
    let supervisors = self.supervisors.withLock { Array($0.values) }
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
