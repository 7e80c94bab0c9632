import Testing

@testable import TalecastCore

@Suite struct OutcomeWaiterTests {
  let manifest = StoryManifest(
    storyId: "s1", title: "T",
    hero: Hero(
      name: "A", primaryTrait: .kind, secondaryTrait: .smart, appearance: "x", specialAbility: "y"),
    occasion: OccasionReference(.magicGarden), length: .short, seed: 1, voice: "en-us",
    created: .now,
    audio: AudioSummary(
      file: "story.m4a", format: "m4a", codec: "aac", sampleRate: 22_050, duration: 1), scenes: [])

  @Test func aCompletedJobSettlesTheWait() async throws {
    let broker = EventBroker()
    let waiter = broker.outcome(ofJob: "job-1")
    Task.detached {
      broker.publish(StoryGenerated(jobId: "other", folder: "f", manifest: manifest))
      broker.publish(StoryGenerated(jobId: "job-1", folder: "f", manifest: manifest))
    }
    guard case .generated(let event) = try await waiter.value(timeout: .seconds(30)) else {
      Issue.record("expected completion")
      return
    }
    #expect(event.jobId == "job-1")
    #expect(broker.totalSubscriberCount == 0)
  }

  @Test func aFailedOrCancelledJobSettlesTheWait() async throws {
    let broker = EventBroker()
    let failing = broker.outcome(ofJob: "job-2")
    broker.publish(
      StoryGenerationFailed(jobId: "job-2", stage: .encodingAudio, message: "disk full"))
    guard case .failed(let failure) = try await failing.value() else {
      Issue.record("expected a failure")
      return
    }
    #expect(failure.message == "disk full")

    let cancelled = broker.outcome(ofJob: "job-3")
    broker.publish(StoryGenerationCancelled(jobId: "job-3", stage: .writingStory))
    guard case .cancelled(let event) = try await cancelled.value() else {
      Issue.record("expected a cancellation")
      return
    }
    #expect(event.stage == .writingStory)
    #expect(broker.totalSubscriberCount == 0)
  }

  @Test func waitingTimesOutAndLeavesNoListener() async {
    let broker = EventBroker()
    let waiter = broker.outcome(ofJob: "never")
    await #expect(throws: OutcomeWaitError.timedOut(after: .milliseconds(50))) {
      try await waiter.value(timeout: .milliseconds(50))
    }
    #expect(broker.totalSubscriberCount == 0)
  }

  @Test func cancellingTheWaitingTaskEndsTheWaitAndLeavesNoListener() async {
    let broker = EventBroker()
    let waiter = broker.outcome(ofJob: "never")
    let task = Task { try await waiter.value() }
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(broker.totalSubscriberCount == 0)
  }

  @Test func anOutcomeThatArrivesBeforeTheAwaitIsKept() async throws {
    let broker = EventBroker()
    let waiter = broker.outcome(ofJob: "fast")
    broker.publish(StoryGenerationCancelled(jobId: "fast", stage: nil))
    broker.publish(
      StoryGenerationFailed(jobId: "fast", stage: .syncing, message: "later outcomes are ignored"))
    guard case .cancelled = try await waiter.value(timeout: .seconds(1)) else {
      Issue.record("the first outcome wins")
      return
    }
  }
}
