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

/// Ids of this Talecast's events published while some follower reads the shared log
/// (`Locked`): the follower skips each one as it meets it. Between follows nothing is kept.
final class LocalEvents: Sendable {
  private let state = Locked<(followers: Int, ids: Set<String>)>((0, []))

  func note(_ eventId: String) {
    state.withLock { state in
      if state.followers > 0 { state.ids.insert(eventId) }
    }
  }

  /// Whether the event is this Talecast's own (and forgets it: the log holds it once).
  func isLocal(_ eventId: String) -> Bool {
    state.withLock { $0.ids.remove(eventId) != nil }
  }

  func beginFollowing() { state.withLock { $0.followers += 1 } }

  func endFollowing() {
    state.withLock { state in
      state.followers -= 1
      if state.followers == 0 { state.ids.removeAll() }
    }
  }
}

/// Other processes' events about some jobs, read from the shared event log as it grows and
/// handed to the front door: how a run learns of the jobs another process or host works on,
/// whose events never reach this broker. This Talecast's own events, also in the log, are
/// skipped: they reached the front door when they were published.
final class ForeignEvents: Sendable {
  private let follower: EventFollower
  private let localEvents: LocalEvents
  private let stopped = Locked(false)

  /// Follows the log from its end now; `relevant` picks the events to hand on. Nothing is
  /// read until `start()`, so whatever decides `relevant` can be set up in between.
  init(_ talecast: Talecast, relevant: @escaping @Sendable (any TalecastEvent) -> Bool) throws {
    let localEvents = talecast.localEvents
    let frontDoor = talecast.frontDoor
    localEvents.beginFollowing()
    self.localEvents = localEvents
    do {
      follower = EventFollower(log: talecast.eventLog, after: try talecast.eventLog.end()) {
        stored in
        for record in stored where !localEvents.isLocal(record.eventId) {
          if let event = record.decoded.event, relevant(event) { frontDoor.republish(event) }
        }
      }
    } catch {
      localEvents.endFollowing()
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
    localEvents.endFollowing()
  }
}
