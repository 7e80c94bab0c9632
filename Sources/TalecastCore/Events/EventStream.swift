import Synchronization

/// How an event stream buffers events its consumer has not taken yet. Nothing is dropped
/// silently: a bounded buffer counts what it drops in `EventStream.droppedCount`.
public enum EventBufferPolicy: Sendable, Hashable {
  /// Keep every event until it is consumed.
  case unbounded
  /// Keep at most this many; when full, drop the oldest buffered event.
  case newest(Int)
  /// Keep at most this many; when full, drop the new event.
  case oldest(Int)
}

/// Events of one type as an `AsyncSequence`, for async code:
///
/// ```swift
/// for await event in broker.stream(of: IllustrationShown.self) { … }
/// ```
/// The subscription lives as long as the stream or an iterator made from it, and ends when
/// the consuming task is cancelled or `cancel()` is called.
public struct EventStream<E: TalecastEvent>: AsyncSequence, Sendable {
  public typealias Element = E

  private let events: AsyncStream<E>
  private let continuation: AsyncStream<E>.Continuation
  private let drops: DropCounter
  private let subscription: Subscription

  init(broker: EventBroker, policy: EventBufferPolicy) {
    let limit: AsyncStream<E>.Continuation.BufferingPolicy =
      switch policy {
      case .unbounded: .unbounded
      case .newest(let count): .bufferingNewest(Swift.max(1, count))
      case .oldest(let count): .bufferingOldest(Swift.max(1, count))
      }
    let (events, continuation) = AsyncStream.makeStream(of: E.self, bufferingPolicy: limit)
    let drops = DropCounter()
    self.events = events
    self.continuation = continuation
    self.drops = drops
    subscription = broker.subscribe(E.self) { event in
      if case .dropped = continuation.yield(event) { drops.add() }
    }
    continuation.onTermination = { [weak subscription] _ in subscription?.cancel() }
  }

  /// How many events were dropped because the buffer was full.
  public var droppedCount: Int { drops.count }

  /// Ends the stream: iteration finishes after the events already buffered.
  public func cancel() {
    subscription.cancel()
    continuation.finish()
  }

  public func makeAsyncIterator() -> Iterator {
    Iterator(base: events.makeAsyncIterator(), subscription: subscription)
  }

  public struct Iterator: AsyncIteratorProtocol {
    var base: AsyncStream<E>.Iterator
    /// Keeps the subscription alive while somebody iterates.
    let subscription: Subscription

    public mutating func next() async -> E? { await base.next() }
  }
}

/// Counts dropped events; shared by the stream and its handler.
final class DropCounter: Sendable {
  private let value = Atomic<Int>(0)
  func add() { value.add(1, ordering: .relaxed) }
  var count: Int { value.load(ordering: .relaxed) }
}

extension EventBroker {
  /// Events of one type as an async sequence, buffered by `policy`.
  public func stream<E: TalecastEvent>(
    of type: E.Type, buffering policy: EventBufferPolicy = .unbounded
  )
    -> EventStream<E>
  {
    EventStream(broker: self, policy: policy)
  }
}
