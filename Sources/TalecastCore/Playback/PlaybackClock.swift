import Foundation

/// The time a playback session runs against, in seconds since the session began.
public protocol PlaybackClock: Sendable {
  var now: Double { get }
  /// Returns when the clock reads `time` (at once if it already does).
  func wait(until time: Double)
}

/// A clock that jumps straight to each moment asked for: instant and deterministic.
/// The default for batch output and tests.
public final class VirtualClock: PlaybackClock {
  /// The current reading, guarded by a lock (`Locked`) so any thread may read it.
  private let reading = Locked<Double>(0)

  public init(start: Double = 0) {
    reading.withLock { $0 = start }
  }

  public var now: Double { reading.withLock { $0 } }

  public func wait(until time: Double) {
    reading.withLock { $0 = max($0, time) }
  }
}

/// A clock that really sleeps, at `speed` times real time (2 = twice as fast).
public final class RealClock: PlaybackClock {
  private let origin = ContinuousClock.now
  private let speed: Double

  public init(speed: Double = 1) {
    precondition(speed > 0, "speed must be positive")
    self.speed = speed
  }

  public var now: Double {
    let elapsed = ContinuousClock.now - origin
    let seconds = elapsed.inSeconds
    return seconds * speed
  }

  public func wait(until time: Double) {
    let remaining = (time - now) / speed
    if remaining > 0 { Thread.sleep(forTimeInterval: remaining) }
  }
}
