import TalecastContract
import TalecastCore
import TalecastEventLog

/// How front doors follow what happens: subscriptions to the front-door events.
extension Talecast {
  /// Subscribes to one type of event: this Talecast's as they are published (on the
  /// publisher's thread), and during a run that follows the shared log, other processes'
  /// events about the run's jobs, once each. Keep the subscription: releasing it unsubscribes.
  public func subscribe<E: TalecastEvent>(
    _ type: E.Type, handler: @escaping @Sendable (E) throws -> Void
  ) -> Subscription {
    frontDoor.subscribe(type, handler: handler)
  }

  /// Subscribes to every event, whatever its type (JSON lines for other programs).
  public func subscribeToAll(handler: @escaping @Sendable (any TalecastEvent) throws -> Void)
    -> Subscription
  {
    frontDoor.subscribeToAll(handler: handler)
  }
}

extension EventBroker {
  /// Publishes an event known only as an existential (opened to call the generic `publish`).
  func republish(_ event: any TalecastEvent) {
    func open<E: TalecastEvent>(_ concrete: E) { publish(concrete) }
    open(event)
  }
}

/// Ids of this Talecast's events published while followers read the shared log, one set per
/// follower (`Locked`): each follower skips an id as it meets it in the log, and forgets it.
/// Ids never met (an event the log failed to store) go when their follower stops.
final class LocalEvents: Sendable {
  private let state = Locked<(next: UInt64, followers: [UInt64: Set<String>])>((0, [:]))

  func note(_ eventId: String) {
    state.withLock { state in
      for token in state.followers.keys { state.followers[token]?.insert(eventId) }
    }
  }

  /// Whether the event is this Talecast's own, for the follower `token`.
  func isLocal(_ eventId: String, for token: UInt64) -> Bool {
    state.withLock { $0.followers[token]?.remove(eventId) != nil }
  }

  func beginFollowing() -> UInt64 {
    state.withLock { state in
      state.next += 1
      state.followers[state.next] = []
      return state.next
    }
  }

  func endFollowing(_ token: UInt64) {
    state.withLock { _ = $0.followers.removeValue(forKey: token) }
  }
}

/// Other processes' events about some jobs, read from the shared event log as it grows and
/// handed to the front door: how a run learns of the jobs another process or host works on,
/// whose events never reach this broker. This Talecast's own events, also in the log, are
/// skipped: they reached the front door when they were published.
final class ForeignEvents: Sendable {
  private let follower: EventFollower
  private let localEvents: LocalEvents
  private let token: UInt64
  private let stopped = Locked(false)

  /// Follows the log from its end now; `relevant` picks the events to hand on. Nothing is
  /// read until `start()`, so whatever decides `relevant` can be set up in between.
  init(_ talecast: Talecast, relevant: @escaping @Sendable (any TalecastEvent) -> Bool) throws {
    let localEvents = talecast.localEvents
    let frontDoor = talecast.frontDoor
    // Noting this Talecast's events starts before the position is read: each one stored
    // after it is known to be local.
    let token = localEvents.beginFollowing()
    self.localEvents = localEvents
    self.token = token
    do {
      follower = EventFollower(log: talecast.eventLog, after: try talecast.eventLog.end()) {
        stored in
        for record in stored where !localEvents.isLocal(record.eventId, for: token) {
          if let event = record.decoded.event, relevant(event) { frontDoor.republish(event) }
        }
      }
    } catch {
      localEvents.endFollowing(token)
      throw error
    }
  }

  func start() { follower.start() }

  /// Hands on what was stored up to now, then stops (once; later calls do nothing).
  func stop() {
    let first = stopped.withLock { stopped in
      defer { stopped = true }
      return !stopped
    }
    guard first else { return }
    follower.stop()
    localEvents.endFollowing(token)
  }
}
