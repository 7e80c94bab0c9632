import Foundation

/// What wakes a reader that waits for a store's changes (idle workers, a log follower): a ring
/// says "something may have changed since you last looked". Rings are not counted: a reader
/// that was busy while a hundred commits rang finds one "rung since", not a hundred wake-ups
/// to spend on reads that find nothing (as a semaphore would hand it).
public final class Doorbell: @unchecked Sendable {
  /// The rings so far. @unchecked Sendable: read and changed only under `condition`'s lock.
  private var rings: UInt64 = 0
  private let condition = NSCondition()

  public init() {}

  /// The rings so far: read before looking, handed to `wait`.
  public var current: UInt64 {
    condition.lock()
    defer { condition.unlock() }
    return rings
  }

  public func ring() {
    condition.lock()
    rings += 1
    condition.broadcast()
    condition.unlock()
  }

  /// Returns once rung after `seen` (at once if it was already), or after `timeout` seconds.
  public func wait(after seen: UInt64, timeout: Double) {
    let deadline = Date(timeIntervalSinceNow: timeout)
    condition.lock()
    defer { condition.unlock() }
    while rings == seen {
      if !condition.wait(until: deadline) { return }
    }
  }
}
