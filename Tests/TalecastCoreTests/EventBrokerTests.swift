import Dispatch
import Synchronization
import TalecastTesting
import Testing

@testable import TalecastCore

@Suite struct EventBrokerTests {
  @Test func subscribersReceiveOnlyTheirTypeInPublishOrder() {
    let broker = EventBroker()
    let stages = Mutex<[GenerationStage]>([])
    let finished = Mutex(0)
    let first = broker.subscribe(GenerationStageChanged.self) { event in
      stages.withLock { $0.append(event.stage) }
    }
    let second = broker.subscribe(PlaybackQueueFinished.self) { _ in finished.withLock { $0 += 1 } }
    broker.publish(GenerationStageChanged(jobId: "j", stage: .writingStory))
    broker.publish(StoryGenerationStarted(jobId: "j", source: "x"))
    broker.publish(GenerationStageChanged(jobId: "j", stage: .encodingAudio))
    #expect(stages.withLock { $0 } == [.writingStory, .encodingAudio])
    #expect(finished.withLock { $0 } == 0)
    _ = (first, second)
  }

  @Test func cancellingOrReleasingAHandleUnsubscribes() {
    let broker = EventBroker()
    let count = Mutex(0)
    let kept = broker.subscribe(PlaybackQueueFinished.self) { _ in count.withLock { $0 += 1 } }
    var released: Subscription? = broker.subscribe(PlaybackQueueFinished.self) { _ in
      count.withLock { $0 += 10 }
    }
    broker.publish(PlaybackQueueFinished(storiesPlayed: 1, sessionTime: 0))
    #expect(count.withLock { $0 } == 11)
    released = nil
    #expect(broker.subscriberCount(for: PlaybackQueueFinished.self) == 1)
    kept.cancel()
    kept.cancel()  // a second cancel is harmless
    broker.publish(PlaybackQueueFinished(storiesPlayed: 1, sessionTime: 0))
    #expect(count.withLock { $0 } == 11)
    #expect(released == nil)
  }

  @Test func aHandlerMayPublishWithoutDeadlocking() {
    let broker = EventBroker()
    let finished = Mutex(false)
    let relay = broker.subscribe(StoryGenerationStarted.self) { event in
      broker.publish(GenerationStageChanged(jobId: event.jobId, stage: .writingStory))
    }
    let sink = broker.subscribe(GenerationStageChanged.self) { _ in finished.withLock { $0 = true }
    }
    broker.publish(StoryGenerationStarted(jobId: "j", source: "x"))
    #expect(finished.withLock { $0 })
    _ = (relay, sink)
  }

  @Test func publishingFromManyThreadsDeliversEveryEvent() {
    let broker = EventBroker()
    let count = Mutex(0)
    let subscription = broker.subscribe(GenerationStageChanged.self) { _ in
      count.withLock { $0 += 1 }
    }
    DispatchQueue.concurrentPerform(iterations: 8) { worker in
      for _ in 0..<500 {
        broker.publish(GenerationStageChanged(jobId: "\(worker)", stage: .syncing))
      }
    }
    #expect(count.withLock { $0 } == 4_000)
    _ = subscription
  }

  @Test func eventsCarryUniqueIdsVersionAndCorrelation() {
    let events = (0..<1_000).map { _ in GenerationStageChanged(jobId: "job-1", stage: .syncing) }
    #expect(Set(events.map(\.metadata.eventId)).count == 1_000)
    #expect(events.allSatisfy { $0.metadata.version == 1 && $0.metadata.correlationId == "job-1" })
  }

  @Test func theCapturingBrokerRecordsInOrderAndForwards() {
    let broker = EventBroker()
    let forwarded = Mutex(0)
    let subscription = broker.subscribe(GenerationStageChanged.self) { _ in
      forwarded.withLock { $0 += 1 }
    }
    let capture = CapturingBroker(forwardingTo: broker)
    capture.publish(StoryGenerationStarted(jobId: "a", source: "x"))
    capture.publish(GenerationStageChanged(jobId: "a", stage: .writingStory))
    capture.publish(GenerationStageChanged(jobId: "b", stage: .writingStory))
    #expect(
      capture.typeNames == [
        "StoryGenerationStarted", "GenerationStageChanged", "GenerationStageChanged",
      ])
    #expect(
      capture.typeNames(correlationId: "a") == ["StoryGenerationStarted", "GenerationStageChanged"])
    #expect(capture.events(of: GenerationStageChanged.self).map(\.jobId) == ["a", "b"])
    #expect(forwarded.withLock { $0 } == 2)
    _ = subscription
  }
}
