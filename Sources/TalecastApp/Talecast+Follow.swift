import TalecastContract
import TalecastCore
import TalecastEventLog

/// How a front door streams the event log to a client that may resume by sequence number
/// (the API's Server-Sent Events): read what was stored after a position, then follow it.
extension Talecast {
  /// The position of the last stored event (0 while the log is empty).
  public func lastEventSequence() throws -> Int64 { try eventLog.end() }

  /// Stored events after `sequence`, in log order, at most `limit`; with `jobId`, only that
  /// job's (its correlation id, as `talecast log --job` shows them).
  public func storedEvents(after sequence: Int64, ofJob jobId: String? = nil, limit: Int = 1_000)
    throws -> [StoredEvent]
  {
    try eventLog.events(EventLog.Filter(correlationId: jobId, after: sequence, limit: limit))
  }

  /// A follower of the log from `sequence` on: every event any process stores after it is
  /// handed to `deliver`, in log order and in batches, on the follower's own thread. It waits
  /// on the store's change signal, so one follower serves any number of readers; nothing is
  /// read until `start()`.
  public func followEvents(
    after sequence: Int64, deliver: @escaping @Sendable ([StoredEvent]) -> Void
  ) -> LogFollower {
    LogFollower(EventFollower(log: eventLog, after: sequence, deliver: deliver))
  }
}

/// The event log followed for a front door (`Talecast.followEvents`).
public final class LogFollower: Sendable {
  private let follower: EventFollower

  init(_ follower: EventFollower) { self.follower = follower }

  /// Starts following on a thread of its own; returns at once.
  public func start() { follower.start() }

  /// Hands on what was stored up to now and stops; once it returns, `deliver` is not running
  /// and will not run again. Not to be called from `deliver` itself (it waits for that thread).
  public func stop() { follower.stop() }
}
