import Dispatch
import Synchronization
import TalecastTesting
import Testing

@testable import TalecastCore

@Suite struct EventBrokerTests {
  @Test func subscribersReceiveOnlyTheirTypeInPublishOrder() {
    let broker = EventBroker()
    let pings = Locked<[Int]>([])
    let pongs = Locked(0)
    let first = broker.subscribe(Ping.self) { event in pings.withLock { $0.append(event.value) } }
    let second = broker.subscribe(Pong.self) { _ in pongs.withLock { $0 += 1 } }
    broker.publish(Ping(1))
    broker.publish(Pong(9))
    broker.publish(Ping(2))
    #expect(pings.withLock { $0 } == [1, 2])
    #expect(pongs.withLock { $0 } == 1)
    _ = (first, second)
  }

  @Test func cancellingOrReleasingAHandleUnsubscribes() {
    let broker = EventBroker()
    let count = Locked(0)
    let kept = broker.subscribe(Ping.self) { _ in count.withLock { $0 += 1 } }
    var released: Subscription? = broker.subscribe(Ping.self) { _ in count.withLock { $0 += 10 } }
    broker.publish(Ping(0))
    #expect(count.withLock { $0 } == 11)
    released = nil
    #expect(broker.subscriberCount(for: Ping.self) == 1)
    kept.cancel()
    kept.cancel()  // a second cancel is harmless
    broker.publish(Ping(0))
    #expect(count.withLock { $0 } == 11)
    #expect(released == nil)
    #expect(broker.totalSubscriberCount == 0)
  }

  @Test func aHandlerMayPublishSubscribeAndCancelItselfWithoutDeadlocking() {
    let broker = EventBroker()
    let seen = Locked<[String]>([])
    let own = Locked<Subscription?>(nil)
    let relay = broker.subscribe(Ping.self) { event in
      seen.withLock { $0.append("ping \(event.value)") }
      broker.publish(Pong(event.value))
      own.withLock { $0 }?.cancel()
    }
    own.withLock { $0 = relay }
    let sink = broker.subscribe(Pong.self) { event in
      seen.withLock { $0.append("pong \(event.value)") }
    }
    broker.publish(Ping(1))
    broker.publish(Ping(2))
    #expect(seen.withLock { $0 } == ["ping 1", "pong 1"])
    _ = sink
  }

  @Test func aThrowingHandlerIsReportedAndTheOthersStillRun() {
    let failures = Locked<[String]>([])
    let broker = EventBroker { failure in failures.withLock { $0.append(failure.eventType) } }
    let reached = Locked(0)
    let before = broker.subscribe(Ping.self) { _ in reached.withLock { $0 += 1 } }
    let failing = broker.subscribe(Ping.self) { _ in throw Boom() }
    let after = broker.subscribe(Ping.self) { _ in reached.withLock { $0 += 1 } }
    broker.publish(Ping(1))
    #expect(reached.withLock { $0 } == 2)
    #expect(failures.withLock { $0 } == ["Ping"])
    #expect(broker.handlerFailureCount == 1)
    _ = (before, failing, after)
  }

  @Test func handlersOfEverythingSeeACauseBeforeItsAnswer() {
    let broker = EventBroker()
    let order = Locked<[String]>([])
    let answer = broker.subscribe(Ping.self) { event in broker.publish(Pong(event.value)) }
    let log = broker.subscribeToAll { event in
      order.withLock { $0.append(type(of: event).typeName) }
    }
    broker.publish(Ping(1))
    #expect(order.withLock { $0 } == ["Ping", "Pong"])
    _ = (answer, log)
  }

  @Test func publishingAndSubscribingFromManyThreadsDeliversEveryEvent() {
    let broker = EventBroker()
    let count = Locked(0)
    let subscription = broker.subscribe(Ping.self) { _ in count.withLock { $0 += 1 } }
    DispatchQueue.concurrentPerform(iterations: 8) { worker in
      for index in 0..<500 {
        broker.publish(Ping(index))
        if index % 50 == 0 {
          // Other subscribers come and go while events flow.
          let passing = broker.subscribe(Ping.self) { _ in }
          passing.cancel()
        }
      }
      _ = worker
    }
    #expect(count.withLock { $0 } == 4_000)
    #expect(broker.subscriberCount(for: Ping.self) == 1)
    _ = subscription
  }

  /// After `cancel()` returns, the handler never runs again, even while other threads publish.
  @Test func noHandlerRunsAfterCancelReturns() {
    for _ in 0..<20 {
      let broker = EventBroker()
      let cancelled = Atomic<Bool>(false)
      let lateCalls = Atomic<Int>(0)
      let subscription = broker.subscribe(Ping.self) { _ in
        if cancelled.load(ordering: .acquiring) { lateCalls.add(1, ordering: .relaxed) }
      }
      DispatchQueue.concurrentPerform(iterations: 4) { worker in
        if worker == 0 {
          subscription.cancel()
          cancelled.store(true, ordering: .releasing)
        } else {
          for index in 0..<2_000 { broker.publish(Ping(index)) }
        }
      }
      #expect(lateCalls.load(ordering: .relaxed) == 0)
    }
  }

  @Test func eventsCarryUniqueIdsVersionAndCorrelation() {
    let events = (0..<1_000).map { _ in Ping(1, correlationId: "job-1") }
    #expect(Set(events.map(\.metadata.eventId)).count == 1_000)
    #expect(events.allSatisfy { $0.metadata.version == 1 && $0.metadata.correlationId == "job-1" })
  }

  @Test func theCapturingBrokerRecordsInOrderAndForwards() {
    let broker = EventBroker()
    let forwarded = Locked(0)
    let subscription = broker.subscribe(Ping.self) { _ in forwarded.withLock { $0 += 1 } }
    let capture = CapturingBroker(forwardingTo: broker)
    capture.publish(Pong(0))
    capture.publish(Ping(1, correlationId: "a"))
    capture.publish(Ping(2, correlationId: "b"))
    #expect(capture.typeNames == ["Pong", "Ping", "Ping"])
    #expect(capture.typeNames(correlationId: "a") == ["Ping"])
    #expect(capture.events(of: Ping.self).map(\.value) == [1, 2])
    #expect(capture.mismatch(expecting: [Pong.self, Ping.self, Ping.self]) == nil)
    #expect(capture.mismatch(expecting: [Ping.self], correlationId: "b") == nil)
    #expect(
      capture.mismatch(expecting: [Ping.self, Pong.self])
        == "expected Ping, Pong but got Pong, Ping, Ping (first difference at 1: Pong instead of Ping)"
    )
    #expect(forwarded.withLock { $0 } == 2)
    _ = subscription
  }
}
