import Dispatch
import Foundation
import TalecastContract
import TalecastCore

/// Reads the log as it grows — every process's events, as they are stored — and hands each new
/// batch, in log order, to `deliver` on a thread of its own.
///
/// It waits on the store's change signal (`EventStore.watchForEvents`: inotify and
/// `PRAGMA data_version` on SQLite, `LISTEN` on PostgreSQL), not on a timer. As a safety net it
/// also looks every `safetyNet` seconds without a wake-up (a store that cannot signal, a
/// listener reconnecting); that is not what makes it work.
public final class EventFollower: Sendable {
  private let log: EventLog
  private let safetyNet: Double
  private let deliver: @Sendable ([StoredEvent]) -> Void
  /// The last position read; touched only by the following thread (and read after it ended).
  private let position: Locked<Int64>
  private let stopped = Locked(false)
  private let doorbell = Doorbell()
  private let finished = DispatchSemaphore(value: 0)
  private let watch = Locked<(any StoreWatch)?>(nil)
  /// The wake-up for records this process stores (`EventLog.localAppends`): at once.
  private let local = Locked<(any StoreWatch)?>(nil)
  private let started = Locked(false)

  /// A follower of the records after `position` (`EventLog.end()`, read before whatever it
  /// must not miss). It reads nothing until `start()`.
  public init(
    log: EventLog, after position: Int64, safetyNet: Double = 5,
    deliver: @escaping @Sendable ([StoredEvent]) -> Void
  ) {
    self.log = log
    self.position = Locked(position)
    self.safetyNet = safetyNet
    self.deliver = deliver
  }

  /// Starts following on a thread of its own; returns at once.
  public func start() {
    guard Self.first(started) else { return }
    // Listening before the first read: a record stored in between still wakes the thread.
    watch.withLock { $0 = log.store.watchForEvents { [doorbell] in doorbell.ring() } }
    local.withLock { $0 = log.localAppends.add { [doorbell] in doorbell.ring() } }
    let thread = Thread { [self] in
      defer { finished.signal() }
      follow()
    }
    thread.name = "talecast.eventlog.follow"
    thread.start()
  }

  /// Reads what was stored up to now once more, hands it on, and ends the thread. When it
  /// returns, `deliver` is not running and will not run again.
  public func stop() {
    guard started.withLock({ $0 }), Self.first(stopped) else { return }
    doorbell.ring()
    finished.wait()
    watch.withLock { current in
      defer { current = nil }
      return current
    }?.stop()
    local.withLock { current in
      defer { current = nil }
      return current
    }?.stop()
  }

  private func follow() {
    while true {
      // Rings from here on mean records the read below may not have seen.
      let seen = doorbell.current
      let last = stopped.withLock { $0 }
      readAll()
      if last { return }
      doorbell.wait(after: seen, timeout: safetyNet)
    }
  }

  /// Reads and hands on every record after the position, a thousand at a time. A store that
  /// cannot be read (a server restarting) is tried again at the next wake-up.
  private func readAll() {
    while true {
      let after = position.withLock { $0 }
      guard let fresh = try? log.events(EventLog.Filter(after: after, limit: 1_000)),
        let end = fresh.last?.sequence
      else { return }
      position.withLock { $0 = end }
      deliver(fresh)
      if fresh.count < 1_000 { return }
    }
  }

  /// Sets a flag; whether this call was the one that set it.
  private static func first(_ flag: Locked<Bool>) -> Bool {
    flag.withLock { flag in
      defer { flag = true }
      return !flag
    }
  }
}

extension EventLog {
  /// The position of the last stored event: follow from here to see only what comes next.
  public func end() throws -> Int64 { try store.lastSequence() }
}
