/// What wakes a reader that waits for a store's changes (idle workers, a log follower): a ring
/// says "something may have changed since you last looked". Rings are not counted: a reader
/// that was busy while a hundred commits rang finds one "rung since", not a hundred wake-ups
/// to spend on reads that find nothing (as a semaphore would hand it).
public final class Doorbell: Sendable {
  /// The rings so far, behind the one lock (`Locked`); readers wait on it for a ring.
  private let rings = Locked<UInt64>(0)

  public init() {}

  /// The rings so far: read before looking, handed to `wait`.
  public var current: UInt64 { rings.withLock { $0 } }

  public func ring() { rings.withLockWakingWaiters { $0 += 1 } }

  /// Returns once rung after `seen` (at once if it was already), or after `timeout` seconds.
  public func wait(after seen: UInt64, timeout: Double) {
    rings.wait(timeout: timeout) { $0 != seen }
  }
}
