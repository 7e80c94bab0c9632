import Synchronization

/// Anything events can be published to: the broker, or a capturing broker in tests.
public protocol EventPublishing: Sendable {
  func publish<E: TalecastEvent>(_ event: E)
}

/// Typed publish / subscribe between the services.
///
/// Delivery is synchronous: `publish` returns after every handler subscribed at the moment of
/// publishing has run, on the publisher's thread, in subscription order. Events from one
/// publisher therefore arrive in the order they were published. Handlers are called outside
/// the lock, so a handler may publish or subscribe without deadlocking.
public final class EventBroker: EventPublishing {
  fileprivate typealias Handler = @Sendable (any TalecastEvent) -> Void

  private struct Entry {
    let token: UInt64
    let handler: Handler
  }

  /// Subscribers by event type, guarded by a `Mutex` because any thread may publish or subscribe.
  private let subscribers = Mutex<[ObjectIdentifier: [Entry]]>([:])
  private let nextToken = Atomic<UInt64>(0)

  public init() {}

  /// Subscribes to one event type; the handler receives only events of that type.
  /// Keep the returned subscription: releasing it unsubscribes.
  public func subscribe<E: TalecastEvent>(
    _ type: E.Type,
    handler: @escaping @Sendable (E) -> Void
  ) -> Subscription {
    let key = ObjectIdentifier(type)
    let (token, _) = nextToken.add(1, ordering: .relaxed)
    let entry = Entry(token: token) { event in
      if let typed = event as? E { handler(typed) }
    }
    subscribers.withLock { $0[key, default: []].append(entry) }
    return Subscription { [weak self] in
      self?.subscribers.withLock { table in
        table[key]?.removeAll { $0.token == token }
      }
    }
  }

  public func publish<E: TalecastEvent>(_ event: E) {
    let handlers = subscribers.withLock { $0[ObjectIdentifier(E.self)] ?? [] }
    for entry in handlers { entry.handler(event) }
  }

  /// The number of live subscriptions for one event type (for diagnostics and tests).
  public func subscriberCount<E: TalecastEvent>(for type: E.Type) -> Int {
    subscribers.withLock { $0[ObjectIdentifier(type)]?.count ?? 0 }
  }
}

/// A live subscription. `cancel()` unsubscribes; so does releasing the last reference.
public final class Subscription: Sendable {
  private let action: Mutex<(@Sendable () -> Void)?>

  init(cancel: @escaping @Sendable () -> Void) {
    action = Mutex(cancel)
  }

  public func cancel() {
    let pending = action.withLock { current -> (@Sendable () -> Void)? in
      defer { current = nil }
      return current
    }
    pending?()
  }

  deinit { cancel() }
}
