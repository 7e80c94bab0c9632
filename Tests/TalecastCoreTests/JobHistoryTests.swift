import Foundation
import Testing

@testable import TalecastCore

@Suite struct JobHistoryTests {
  /// Events of a job whose encoding failed once, which was resumed from its checkpoints, and
  /// whose story was then made.
  func events() -> [any TalecastEvent] {
    [
      StoryGenerationStarted(jobId: "j", source: "a.json"),
      GenerationStageChanged(jobId: "j", from: nil, to: .writingStory),
      GenerationStageChanged(jobId: "j", from: .writingStory, to: .synthesizingSpeech),
      GenerationStageChanged(jobId: "j", from: .synthesizingSpeech, to: .illustrating),
      GenerationStageChanged(jobId: "j", from: .illustrating, to: .encodingAudio),
      GenerationStageFailed(jobId: "j", stage: .encodingAudio, attempt: 1, message: "disk busy"),
      StoryGenerationFailed(jobId: "j", stage: .encodingAudio, message: "disk busy"),
      StoryGenerationResumed(jobId: "j", stage: .encodingAudio, mode: "", reused: "story text"),
      GenerationStageChanged(jobId: "j", from: .encodingAudio, to: .encodingAudio),
      StoryGenerationStarted(jobId: "other", source: "b.json"),
      GenerationStageChanged(jobId: "j", from: .encodingAudio, to: .syncing),
      GenerationStageChanged(jobId: "j", from: .syncing, to: nil),
      StoryGenerated(jobId: "j", folder: "f", manifest: EventRegistryTests.manifest),
    ]
  }

  @Test func stagesAttemptsErrorsAndHowTheJobStandsAreRebuilt() {
    let events = events()
    let history = JobHistory(jobId: "j", events: events)
    #expect(history.source == "a.json")
    #expect(history.state == .succeeded)
    #expect(history.storyId == "s1")
    #expect(history.failure == nil, "the resumed run cleared the failure")
    #expect(history.resumes == 1)
    #expect(history.stages.map(\.stage) == GenerationStage.allCases)
    let encoding = history.stages[3]
    #expect(encoding.attempts == 2)
    #expect(encoding.errors == ["attempt 1: disk busy"])
    #expect(history.stages.allSatisfy { $0.end != nil && ($0.duration ?? -1) >= 0 })
    #expect(history.started == events[0].metadata.timestamp)
    #expect(history.finished == events[12].metadata.timestamp)
  }

  @Test func aJobWithoutAnEndIsRunningAndAFailedOneSaysWhy() {
    let running = JobHistory(jobId: "j", events: Array(events().prefix(4)))
    #expect(running.state == .running)
    #expect(running.finished == nil)
    #expect(running.stages.last?.end == nil)
    let events = events()
    let failed = JobHistory(jobId: "j", events: Array(events.prefix(7)))
    #expect(failed.state == .failed)
    #expect(failed.failure == "disk busy")
    #expect(failed.stages.last?.end == events[6].metadata.timestamp, "the run stopped there")
  }

  /// The queue's changes, when the log has them, alone say how the job stands: a transient
  /// failure leaves it queued for its next attempt, a shutdown releases it as queued.
  @Test func theQueueSaysHowTheJobStands() {
    let failedOnce: [any TalecastEvent] = [
      JobStateChanged(jobId: "q", from: nil, to: .queued, attempt: 0),
      JobStateChanged(jobId: "q", from: .queued, to: .running, attempt: 1),
      StoryGenerationStarted(jobId: "q", source: "q.json"),
      GenerationStageChanged(jobId: "q", from: nil, to: .writingStory),
      StoryGenerationFailed(jobId: "q", stage: .writingStory, message: "backend down"),
      JobStateChanged(
        jobId: "q", from: .running, to: .queued, attempt: 1, message: "writingStory failed"),
    ]
    let waiting = JobHistory(jobId: "q", events: failedOnce)
    #expect(waiting.state == .queued)
    #expect(waiting.finished == nil && waiting.duration == nil)
    #expect(waiting.failure == "backend down")

    let released = JobHistory(
      jobId: "q",
      events: failedOnce + [
        JobStateChanged(jobId: "q", from: .queued, to: .running, attempt: 2),
        StoryGenerationResumed(jobId: "q", stage: .writingStory, mode: "", reused: ""),
        GenerationStageChanged(jobId: "q", from: .writingStory, to: .writingStory),
        StoryGenerationInterrupted(jobId: "q", stage: .writingStory),
        JobStateChanged(jobId: "q", from: .running, to: .queued, attempt: 2),
      ])
    #expect(released.state == .queued, "a shutdown released it")
    #expect(released.stages.first?.attempts == 2)
    #expect(released.stages.first?.end != nil)

    let discarded = JobHistory(
      jobId: "q",
      events: failedOnce + [
        JobStateChanged(jobId: "q", from: .queued, to: .running, attempt: 2),
        StoryGenerationResumed(jobId: "q", stage: .writingStory, mode: "", reused: ""),
        StoryGenerationFailed(jobId: "q", stage: .writingStory, message: "backend down"),
        JobStateChanged(jobId: "q", from: .running, to: .discarded, attempt: 2),
      ])
    #expect(discarded.state == .discarded)
    #expect(discarded.finished != nil && discarded.duration != nil)
  }
}
