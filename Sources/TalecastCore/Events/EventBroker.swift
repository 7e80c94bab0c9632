import Synchronization

/// Anything events can be published to: the broker, or a capturing broker in tests.
public protocol EventPublishing: Sendable {
  func publish<E: TalecastEvent>(_ event: E)
}

/// Typed publish / subscribe between the services.
///
/// Delivery guarantees:
/// - **Synchronous**: `publish` returns after every handler subscribed when it was called has
///   run, on the publisher's thread. Events from one publisher therefore reach each handler in
///   the order they were published; events from different threads may interleave.
/// - **Everything first, then per type**: handlers for every type (`subscribeToAll`, such as
///   the event log) run before the typed ones, in subscription order. So when a typed handler
///   publishes in answer to an event, the answer is logged after its cause.
/// - **Isolated**: a handler that throws is reported to `onHandlerError` and counted; delivery
///   to the other handlers goes on. A slow handler delays the publisher (use `stream(of:)` to
///   consume events on your own task instead).
/// - **Re-entrant**: handlers run outside the broker's lock, so a handler may publish,
///   subscribe or unsubscribe.
/// - **Unsubscribe is final**: when `Subscription.cancel()` returns (or the last reference to
///   the subscription is released), the handler is not running on any other thread and will
///   not run again.
public final class EventBroker: EventPublishing {
  /// What went wrong in a handler, for diagnostics.
  public struct HandlerFailure: Sendable {
    public let eventType: String
    public let eventId: String
    public let error: any Error
  }

  private struct Table {
    /// Per event type, a `Handlers<E>` box, replaced whole on every change so publishers can
    /// take it under the lock and iterate it outside.
    var typed: [ObjectIdentifier: AnyObject] = [:]
    var everything: [Entry<any TalecastEvent>] = []
  }

  /// All subscriptions, guarded by a lock (`Locked`) because any thread may publish or subscribe.
  private let table = Locked(Table())
  private let nextToken = Atomic<UInt64>(0)
  private let failures = Atomic<Int>(0)
  private let onHandlerError: @Sendable (HandlerFailure) -> Void

  /// - Parameter onHandlerError: called (on the publisher's thread) when a handler throws;
  ///   by default the failure is logged as a warning.
  public init(onHandlerError: (@Sendable (HandlerFailure) -> Void)? = nil) {
    self.onHandlerError =
      onHandlerError ?? { failure in
        Logger(label: "talecast.broker").warning(
          "a \(failure.eventType) handler failed: \(failure.error)",
          metadata: ["event.id": failure.eventId])
      }
  }

  /// Subscribes to one event type; the handler receives only events of that type.
  /// Keep the returned subscription: releasing it unsubscribes.
  public func subscribe<E: TalecastEvent>(
    _ type: E.Type, handler: @escaping @Sendable (E) throws -> Void
  ) -> Subscription {
    let key = ObjectIdentifier(type)
    let entry = Entry<E>(token: makeToken(), handler: handler)
    table.withLock { table in
      let current = table.typed[key].map { unsafeDowncast($0, to: Handlers<E>.self).entries } ?? []
      table.typed[key] = Handlers(entries: current + [entry])
    }
    return Subscription(gate: entry.gate) { [weak self] in
      self?.table.withLock { table in
        guard let box = table.typed[key] else { return }
        let remaining = unsafeDowncast(box, to: Handlers<E>.self).entries.filter {
          $0.token != entry.token
        }
        table.typed[key] = remaining.isEmpty ? nil : Handlers(entries: remaining)
      }
    }
  }

  /// Subscribes to every event, whatever its type (for the event log and event streams).
  public func subscribeToAll(handler: @escaping @Sendable (any TalecastEvent) throws -> Void)
    -> Subscription
  {
    let entry = Entry<any TalecastEvent>(token: makeToken(), handler: handler)
    table.withLock { $0.everything.append(entry) }
    return Subscription(gate: entry.gate) { [weak self] in
      self?.table.withLock { table in table.everything.removeAll { $0.token == entry.token } }
    }
  }

  public func publish<E: TalecastEvent>(_ event: E) {
    let key = ObjectIdentifier(E.self)
    let (typed, everything) = table.withLock { table in
      (table.typed[key].map { unsafeDowncast($0, to: Handlers<E>.self) }, table.everything)
    }
    let thread = ThreadGates.mine()
    if !everything.isEmpty {
      let boxed: any TalecastEvent = event
      for entry in everything {
        deliver(boxed, to: entry, of: event, on: thread)
      }
    }
    if let typed {
      // Through the buffer: each entry is borrowed where it lies, not copied (a copy retains
      // its gate and its handler's context, and releases them after).
      typed.entries.withUnsafeBufferPointer { entries in
        for index in entries.indices {
          deliver(event, to: entries[index], of: event, on: thread)
        }
      }
    }
  }

  /// The number of live subscriptions for one event type.
  public func subscriberCount<E: TalecastEvent>(for type: E.Type) -> Int {
    table.withLock { table in
      table.typed[ObjectIdentifier(type)].map {
        unsafeDowncast($0, to: Handlers<E>.self).entries.count
      } ?? 0
    }
  }

  /// The number of live subscriptions of any kind: a test that every listener was removed.
  public var totalSubscriberCount: Int {
    table.withLock { table in
      table.everything.count
        + table.typed.values.reduce(0) { count, box in
          count + ((box as? any HandlerCounting)?.count ?? 0)
        }
    }
  }

  /// How many handler calls have thrown since the broker was made.
  public var handlerFailureCount: Int { failures.load(ordering: .relaxed) }

  /// Runs one handler. The event's type and id are read only when the handler fails: reading
  /// the metadata through the protocol copies it (and retains its strings).
  private func deliver<Value, E: TalecastEvent>(
    _ value: Value, to entry: Entry<Value>, of event: E, on thread: ThreadGates
  ) {
    guard entry.gate.enter(on: thread) else { return }
    defer { entry.gate.leave(on: thread) }
    do {
      try entry.handler(value)
    } catch {
      failures.add(1, ordering: .relaxed)
      onHandlerError(
        HandlerFailure(eventType: E.typeName, eventId: event.metadata.eventId, error: error))
    }
  }

  private func makeToken() -> UInt64 { nextToken.add(1, ordering: .relaxed).newValue }
}

/// One subscriber: its token, its gate and its handler.
private struct Entry<Value>: Sendable {
  let token: UInt64
  let gate = SubscriptionGate()
  let handler: @Sendable (Value) throws -> Void
}

private protocol HandlerCounting { var count: Int { get } }

/// An immutable list of one type's subscribers.
private final class Handlers<E: TalecastEvent>: Sendable, HandlerCounting {
  let entries: [Entry<E>]
  init(entries: [Entry<E>]) { self.entries = entries }
  var count: Int { entries.count }
}

/// A live subscription. `cancel()` unsubscribes; so does releasing the last reference.
public final class Subscription: Sendable {
  private let gate: SubscriptionGate
  /// How to unsubscribe, taken once by the first `cancel()` (`Locked`: any thread may cancel).
  private let remove: Locked<(@Sendable () -> Void)?>

  init(gate: SubscriptionGate, remove: @escaping @Sendable () -> Void) {
    self.gate = gate
    self.remove = Locked(remove)
  }

  /// Unsubscribes. When this returns the handler is not running on another thread and will
  /// never run again. Calling it twice is harmless.
  public func cancel() {
    gate.close()
    let pending = remove.withLock { current -> (@Sendable () -> Void)? in
      defer { current = nil }
      return current
    }
    pending?()
  }

  deinit { cancel() }
}
