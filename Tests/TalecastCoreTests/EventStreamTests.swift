import Testing

@testable import TalecastCore

@Suite struct EventStreamTests {
  @Test func aStreamYieldsEventsInOrderAndEndsOnCancel() async {
    let broker = EventBroker()
    let stream = broker.stream(of: Ping.self)
    for value in 1...3 { broker.publish(Ping(value)) }
    broker.publish(Pong(0))
    stream.cancel()
    var values: [Int] = []
    for await event in stream { values.append(event.value) }
    #expect(values == [1, 2, 3])
    #expect(stream.droppedCount == 0)
    #expect(broker.totalSubscriberCount == 0)
  }

  @Test func aBoundedBufferCountsWhatItDrops() async {
    let broker = EventBroker()
    let newest = broker.stream(of: Ping.self, buffering: .newest(2))
    let oldest = broker.stream(of: Ping.self, buffering: .oldest(2))
    for value in 1...5 { broker.publish(Ping(value)) }
    newest.cancel()
    oldest.cancel()
    var kept: [Int] = []
    for await event in newest { kept.append(event.value) }
    var first: [Int] = []
    for await event in oldest { first.append(event.value) }
    #expect(kept == [4, 5])
    #expect(first == [1, 2])
    #expect(newest.droppedCount == 3)
    #expect(oldest.droppedCount == 3)
  }

  @Test func cancellingTheConsumingTaskUnsubscribes() async {
    let broker = EventBroker()
    let stream = broker.stream(of: Ping.self)
    let consumer = Task {
      var count = 0
      for await _ in stream { count += 1 }
      return count
    }
    broker.publish(Ping(1))
    consumer.cancel()
    _ = await consumer.value
    // The stream ended: its subscription is gone once the stream itself is released.
    stream.cancel()
    #expect(broker.subscriberCount(for: Ping.self) == 0)
  }

  @Test func iteratingATemporaryStreamKeepsItsSubscription() async {
    let broker = EventBroker()
    var iterator = broker.stream(of: Ping.self).makeAsyncIterator()
    broker.publish(Ping(7))
    #expect(await iterator.next()?.value == 7)
    #expect(broker.subscriberCount(for: Ping.self) == 1)
  }
}
