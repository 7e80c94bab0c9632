import Synchronization

/// Asks a running render to stop at its next safe point (before a stage, between scenes or
/// illustrations): `cancel` ends the job and removes its work; `interrupt` (a shutdown)
/// keeps its checkpoints so the next run resumes it.
public final class RenderCancellation: Sendable {
  /// 0: carry on, 1: interrupted, 2: cancelled (a cancel wins over an interrupt).
  private let flag = Atomic<Int>(0)

  public init() {}

  public func cancel() { flag.store(2, ordering: .releasing) }

  public func interrupt() {
    _ = flag.compareExchange(expected: 0, desired: 1, ordering: .acquiringAndReleasing)
  }

  public var isCancelled: Bool { flag.load(ordering: .acquiring) == 2 }

  public var isInterrupted: Bool { flag.load(ordering: .acquiring) == 1 }
}
