import Foundation
import TalecastCore
import TalecastQueue

/// `talecast serve`'s watcher as a service: looks at the spool folder every `poll` seconds on
/// a thread of its own, puts what it takes in the queue and tells the pool to look.
public final class SpoolWatcher: Service {
  let spool: SpoolFolder
  let talecast: Talecast
  let pool: WorkerPool
  let poll: Double
  let report: @Sendable (SpoolFolder.Outcome) -> Void
  private let stopped = Locked(false)
  private let finished = DispatchSemaphore(value: 0)

  public init(
    spool: SpoolFolder, talecast: Talecast, pool: WorkerPool, poll: Double,
    report: @escaping @Sendable (SpoolFolder.Outcome) -> Void
  ) {
    self.spool = spool
    self.talecast = talecast
    self.pool = pool
    self.poll = poll
    self.report = report
  }

  public func start() {
    Thread { [self] in
      while !stopped.withLock({ $0 }) {
        let outcomes = spool.take(into: talecast)
        for outcome in outcomes { report(outcome) }
        if !outcomes.isEmpty { pool.poke() }
        Thread.sleep(forTimeInterval: poll)
      }
      finished.signal()
    }.start()
  }

  public func shutdown(timeout: Double) -> [String] {
    stopped.withLock { $0 = true }
    _ = finished.wait(timeout: .now() + max(poll, 1) + 1)
    return []
  }

  public func stopNow() { stopped.withLock { $0 = true } }
}
