import TalecastCore

/// A broker for tests: records every published event in order, and can forward them to a real
/// broker so subscribers still run.
public final class CapturingBroker: EventPublishing {
  /// Every event so far, guarded by a lock (`Locked`) because publishers may be on any thread.
  private let recorded = Locked<[any TalecastEvent]>([])
  private let forward: EventBroker?

  public init(forwardingTo broker: EventBroker? = nil) {
    forward = broker
  }

  public func publish<E: TalecastEvent>(_ event: E) {
    recorded.withLock { $0.append(event) }
    forward?.publish(event)
  }

  public var events: [any TalecastEvent] { recorded.withLock { $0 } }

  /// The type names of the recorded events, in order.
  public var typeNames: [String] { events.map { type(of: $0).typeName } }

  /// The recorded events of one type, in order.
  public func events<E: TalecastEvent>(of type: E.Type) -> [E] { events.compactMap { $0 as? E } }

  /// The type names of the events recorded for one correlation id, in order.
  public func typeNames(correlationId: String) -> [String] {
    events.filter { $0.metadata.correlationId == correlationId }.map { type(of: $0).typeName }
  }
}

extension CapturingBroker {
  /// Nil when the recorded events (of one correlation id, if given) are exactly these types in
  /// this order; otherwise a sentence saying how they differ, for a test's failure message:
  /// `#expect(capture.mismatch(expecting: [A.self, B.self], correlationId: id) == nil)`.
  public func mismatch(expecting types: [any TalecastEvent.Type], correlationId: String? = nil)
    -> String?
  {
    let expected = types.map { $0.typeName }
    let actual = correlationId.map { typeNames(correlationId: $0) } ?? typeNames
    guard actual != expected else { return nil }
    let index =
      zip(expected, actual).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(expected.count, actual.count)
    let got = index < actual.count ? actual[index] : "nothing"
    let wanted = index < expected.count ? expected[index] : "nothing"
    return "expected \(expected.joined(separator: ", ")) but got \(actual.joined(separator: ", "))"
      + " (first difference at \(index + 1): \(got) instead of \(wanted))"
  }
}
