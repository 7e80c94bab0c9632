import Foundation
import TalecastContract
import TalecastCore
import TalecastQueue

/// `talecast serve`'s watcher as a service: looks at the spool folder every `poll` seconds on
/// a thread of its own (`--poll` sets it; a folder, unlike a store, has no change signal here),
/// puts what it takes in the queue and tells the pool to look. A stop ends the wait at once.
final class SpoolWatcher: Service {
  let spool: SpoolFolder
  let talecast: Talecast
  /// The workers to wake, when this host has any.
  let pool: WorkerPool?
  let poll: Double
  let report: @Sendable (SpoolFolder.Outcome) -> Void
  private let stopped = Locked(false)
  private let stop = DispatchSemaphore(value: 0)
  private let finished = DispatchSemaphore(value: 0)

  init(
    spool: SpoolFolder, talecast: Talecast, pool: WorkerPool?, poll: Double,
    report: @escaping @Sendable (SpoolFolder.Outcome) -> Void
  ) {
    self.spool = spool
    self.talecast = talecast
    self.pool = pool
    self.poll = poll
    self.report = report
  }

  func start() {
    Thread { [self] in
      defer { finished.signal() }
      while !stopped.withLock({ $0 }) {
        let outcomes = spool.take(into: talecast)
        for outcome in outcomes { report(outcome) }
        if !outcomes.isEmpty { pool?.poke() }
        _ = stop.wait(timeout: .now() + poll)
      }
    }.start()
  }

  /// Waits for a look in progress to end (its submission is one write, which waits at most
  /// the database's busy timeout).
  func shutdown(timeout: Double) -> [String] {
    stopNow()
    _ = finished.wait(timeout: .now() + 15)
    return []
  }

  func stopNow() {
    stopped.withLock { $0 = true }
    stop.signal()
  }
}
