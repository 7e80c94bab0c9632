import Foundation
import Testing

@testable import TalecastCore

@Suite struct JobHistoryTests {
  /// Events of a job whose encoding failed once, was retried, and then completed.
  func events() -> [any TalecastEvent] {
    [
      StoryGenerationStarted(jobId: "j", source: "a.json"),
      GenerationStageChanged(jobId: "j", from: .queued, to: .writingStory),
      GenerationStageChanged(jobId: "j", from: .writingStory, to: .synthesizingSpeech),
      GenerationStageChanged(jobId: "j", from: .synthesizingSpeech, to: .illustrating),
      GenerationStageChanged(jobId: "j", from: .illustrating, to: .encodingAudio),
      GenerationStageFailed(jobId: "j", stage: .encodingAudio, attempt: 1, message: "disk busy"),
      GenerationStageChanged(
        jobId: "j", from: .encodingAudio, to: .failed(step: .encodingAudio, error: "disk busy")),
      GenerationStageChanged(
        jobId: "j", from: .failed(step: .encodingAudio, error: "disk busy"), to: .encodingAudio),
      StoryGenerationStarted(jobId: "other", source: "b.json"),
      GenerationStageChanged(jobId: "j", from: .encodingAudio, to: .syncing),
      GenerationStageChanged(jobId: "j", from: .syncing, to: .completed),
      StoryGenerated(jobId: "j", folder: "f", manifest: EventRegistryTests.manifest),
    ]
  }

  @Test func stagesAttemptsErrorsAndTheEndingAreRebuilt() {
    let events = events()
    let history = JobHistory(jobId: "j", events: events)
    #expect(history.source == "a.json")
    #expect(history.ending == .completed)
    #expect(history.storyId == "s1")
    #expect(history.stages.map(\.stage) == GenerationStage.allCases)
    let encoding = history.stages[3]
    #expect(encoding.attempts == 2)
    #expect(encoding.errors == ["attempt 1: disk busy"])
    #expect(history.stages.allSatisfy { $0.end != nil && ($0.duration ?? -1) >= 0 })
    #expect(history.started == events[0].metadata.timestamp)
    #expect(history.finished == events[10].metadata.timestamp)
  }

  @Test func aJobWithoutAnEndIsRunningAndAFailedOneSaysWhy() {
    let running = JobHistory(jobId: "j", events: Array(events().prefix(4)))
    #expect(running.ending == .running)
    #expect(running.stages.last?.end == nil)
    let failed = JobHistory(
      jobId: "k",
      events: [
        StoryGenerationStarted(jobId: "k", source: "c.json"),
        GenerationStageChanged(jobId: "k", from: .queued, to: .writingStory),
        GenerationStageChanged(
          jobId: "k", from: .writingStory, to: .failed(step: .writingStory, error: "no words")),
        StoryGenerationFailed(jobId: "k", stage: .writingStory, message: "no words"),
      ])
    #expect(failed.ending == .failed)
    #expect(failed.failure == "no words")
  }
}
