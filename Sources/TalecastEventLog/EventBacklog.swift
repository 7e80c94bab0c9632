import Foundation
import TalecastContract
import TalecastCore

/// Events the store could not take when they were published (a database outage), kept in
/// order in memory and written, still in order, by a thread of their own once the store takes
/// writes again. While any wait, new events queue behind them, so the log keeps the order
/// they were published in. At most `capacity` wait; events beyond are counted, not kept, and
/// written as one `EventsLost` in their place: the log shows the gap as a gap.
final class EventBacklog: Sendable {
  enum Entry {
    case event(EventRecord)
    /// Events dropped because the backlog was full: how many, and when the first and last
    /// were published.
    case lost(count: Int, from: Double, to: Double)
  }

  private struct State {
    var waiting: [Entry] = []
    var events = 0
    /// Whether the writing thread runs (it does while anything waits).
    var writing = false
  }

  let capacity: Int
  /// Longest pause between tries while the store is away.
  let longestPause: Double
  private let store: any EventStore
  private let logger: Logger
  /// Told after each record stored.
  private let appended: @Sendable () -> Void
  /// The waiting entries and the writer's state (`Locked`; the writer and `flush` wait on it).
  private let state = Locked(State())

  init(
    store: any EventStore, capacity: Int, longestPause: Double, logger: Logger,
    appended: @escaping @Sendable () -> Void = {}
  ) {
    self.store = store
    self.appended = appended
    self.capacity = max(1, capacity)
    self.longestPause = longestPause
    self.logger = logger
  }

  /// Writes `record` now if nothing waits, else after those that do.
  func write(_ record: EventRecord) {
    let direct = state.withLock { $0.waiting.isEmpty && !$0.writing }
    if direct {
      do {
        try store.append(record)
        appended()
        return
      } catch {
        logger.warning("the event log cannot be written, keeping events until it can: \(error)")
      }
    }
    let start = state.withLockWakingWaiters { state -> Bool in
      if state.events < capacity {
        state.waiting.append(.event(record))
        state.events += 1
      } else if case .lost(let count, let from, _) = state.waiting.last {
        state.waiting[state.waiting.count - 1] = .lost(
          count: count + 1, from: from, to: record.timestamp)
      } else {
        state.waiting.append(.lost(count: 1, from: record.timestamp, to: record.timestamp))
      }
      defer { state.writing = true }
      return !state.writing
    }
    if start {
      let thread = Thread { [self] in writeWaiting() }
      thread.name = "talecast.eventlog.backlog"
      thread.start()
    }
  }

  /// Events waiting to be written.
  var count: Int { state.withLock { $0.events } }

  /// Waits up to `timeout` seconds for every waiting entry to be written; returns what is
  /// still waiting then (nothing: all written).
  func flush(timeout: Double) -> [Entry] {
    // Until the writer has stopped too: an event published after this returns is then
    // written at once, not queued behind a writer about to end.
    state.wait(timeout: timeout) { $0.waiting.isEmpty && !$0.writing }
    return state.withLock { $0.waiting }
  }

  /// The writing thread: the first waiting entry, tried until the store takes it (pauses
  /// grow to `longestPause`), then the next, until none waits.
  private func writeWaiting() {
    var pause = 0.05
    while true {
      let next = state.withLockWakingWaiters { state -> Entry? in
        guard let first = state.waiting.first else {
          // Decided under the lock that also queues: an event queued after this starts a
          // writer of its own.
          state.writing = false
          return nil
        }
        return first
      }
      guard let entry = next else { return }
      do {
        switch entry {
        case .event(let record): try store.append(record)
        case .lost(let count, let from, let to):
          let gap = EventsLost(
            count: count, from: Date(timeIntervalSince1970: from),
            to: Date(timeIntervalSince1970: to))
          try store.append(try EventLog.record(of: gap))
        }
        appended()
        pause = 0.05
        state.withLockWakingWaiters { state in
          state.waiting.removeFirst()
          if case .event = entry { state.events -= 1 }
        }
      } catch {
        Thread.sleep(forTimeInterval: pause)
        pause = min(pause * 2, longestPause)
      }
    }
  }
}
