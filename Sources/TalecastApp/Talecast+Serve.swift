import Foundation
import TalecastContract
import TalecastCore
import TalecastQueue

/// What a serving run tells its front door as it goes. Jobs' ends come as events
/// (`subscribe`); this is what only the run knows.
public struct ServeObserver: Sendable {
  /// The spool folder is ready, the workers have started and signals are trapped.
  public var started: @Sendable () -> Void
  /// A file in the spool folder was taken into the queue, or rejected.
  public var spool: @Sendable (SpoolFolder.Outcome) -> Void
  /// The first signal came: running jobs pause at their next checkpoint and are released.
  public var stopping: @Sendable () -> Void
  /// A write to the queue failed and is being tried again.
  public var problem: @Sendable (String) -> Void

  public init(
    started: @escaping @Sendable () -> Void = {},
    spool: @escaping @Sendable (SpoolFolder.Outcome) -> Void = { _ in },
    stopping: @escaping @Sendable () -> Void = {},
    problem: @escaping @Sendable (String) -> Void = { _ in }
  ) {
    self.started = started
    self.spool = spool
    self.stopping = stopping
    self.problem = problem
  }
}

/// The spool folder could not be made ready.
public struct SpoolError: Error, CustomStringConvertible {
  public let folder: URL
  public let underlying: any Error

  public var description: String { "cannot use the spool folder \(folder.path): \(underlying)" }
}

extension Talecast {
  /// `talecast serve`: takes job files from the spool folder (looked at every `poll` seconds;
  /// none when `spool` is nil) and works the queue with `concurrency` workers (none at 0: a
  /// host that only takes jobs) until SIGINT or SIGTERM: the first drains (running jobs pause
  /// at their next checkpoint and are released), the second stops at once. `alongside` are a
  /// front door's services (the HTTP API): started last, so stopped first, before the workers
  /// drain.
  public func serve(
    spool folder: URL?, concurrency: Int, poll: Double, shutdownTimeout: Double = 30,
    alongside: [any Service] = [],
    observer: ServeObserver = ServeObserver()
  ) throws -> Supervisor.Outcome {
    var services: [any Service] = []
    let pool =
      concurrency > 0 ? workerPool(concurrency: concurrency, problems: observer.problem) : nil
    if let pool { services.append(pool) }
    if let folder {
      let spool = SpoolFolder(url: folder)
      do { try spool.prepare() } catch { throw SpoolError(folder: folder, underlying: error) }
      // The watcher after the pool it feeds; they stop in reverse.
      services.append(
        SpoolWatcher(spool: spool, talecast: self, pool: pool, poll: poll, report: observer.spool))
    }
    let supervisor = Supervisor(
      services + alongside, drainTimeout: shutdownTimeout, trapsSignals: true)
    return supervisor.run(started: observer.started, stopping: observer.stopping)
  }
}
