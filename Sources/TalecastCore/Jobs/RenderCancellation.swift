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

  /// Asked to stop, either way.
  public var isStopRequested: Bool { flag.load(ordering: .acquiring) != 0 }

  /// The cancellation of the render this thread works for, if any. Set around each provider
  /// call, so that what waits long inside one — an HTTP transfer, espeak-ng voicing a long
  /// scene — can give up as soon as a stop is asked for (a shutdown once waited 117 s for a
  /// backend that hung). `Thread`s started for the call must bind it again.
  @TaskLocal public static var current: RenderCancellation?
}

/// The reason a call stopped half-way: its render was asked to stop.
public struct StopRequested: Error, Sendable, CustomStringConvertible {
  public init() {}
  public var description: String { "stopped: the job was asked to stop" }
}
