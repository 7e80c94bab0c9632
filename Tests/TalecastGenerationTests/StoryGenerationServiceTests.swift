import Foundation
import TalecastCore
import TalecastSpeech
import TalecastTesting
import Testing

@testable import TalecastGeneration

@Suite struct StoryGenerationServiceTests {
  let hero = Hero(
    name: "Theo", primaryTrait: .funny, secondaryTrait: .helpful, appearance: "a yellow cap",
    specialAbility: "whistling")

  func job(illustrations: Bool = true, voice: String = "en-us") -> RenderJob {
    RenderJob(
      source: "test.json", hero: hero, occasion: .builtIn(.spaceJourney), length: .short, seed: 5,
      voice: voice,
      illustrations: illustrations)
  }

  @Test func aRenderPublishesItsStagesThenTheStory() throws {
    let media = try TemporaryFolder.make("generation")
    let broker = CapturingBroker()
    let service = StoryGenerationService(
      broker: broker, configuration: GenerationConfiguration(mediaRoot: media))
    let job = job()
    let generated = try service.render(job)

    // Each scene voiced, then each scene drawn, is a step of its stage.
    let scenes = generated.manifest.scenes.count
    let steps = Array(repeating: GenerationStageProgressed.self, count: scenes)
    #expect(
      broker.mismatch(
        expecting: [StoryGenerationStarted.self]
          + Array(repeating: GenerationStageChanged.self, count: 2) + steps
          + [GenerationStageChanged.self] + steps
          + Array(repeating: GenerationStageChanged.self, count: 3)
          + [StoryGenerated.self], correlationId: job.id) == nil)
    #expect(
      broker.events(of: GenerationStageProgressed.self).map(\.summary)
        == (1...scenes).map { "synthesizingSpeech: \($0) of \(scenes)" }
        + (1...scenes).map { "illustrating: \($0) of \(scenes)" })
    let changes = broker.events(of: GenerationStageChanged.self).map(\.summary)
    #expect(
      changes == [
        "entered writingStory", "writingStory → synthesizingSpeech",
        "synthesizingSpeech → illustrating",
        "illustrating → encodingAudio", "encodingAudio → syncing", "left syncing",
      ])
    let folder = media.appendingPathComponent(generated.folder)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(
      files == ["cover.png", "job.json", "manifest.json"] + (1...scenes).map { "scene-0\($0).svg" }
        + ["story.m4a", "story.vtt"])
    // The story folder appears whole: no work folder is left beside it.
    #expect(
      try FileManager.default.contentsOfDirectory(
        atPath: media.appendingPathComponent("stories").path
      ).count == 1)
  }

  @Test func withoutIllustrationsNoImagesAreMade() throws {
    let media = try TemporaryFolder.make("generation")
    let service = StoryGenerationService(
      broker: CapturingBroker(), configuration: GenerationConfiguration(mediaRoot: media))
    let generated = try service.render(job(illustrations: false))
    #expect(generated.manifest.scenes.allSatisfy { $0.illustration == nil })
    let files = try FileManager.default.contentsOfDirectory(
      atPath: media.appendingPathComponent(generated.folder).path)
    #expect(files.sorted() == ["job.json", "manifest.json", "story.m4a", "story.vtt"])
  }

  @Test func aFailingStageIsReportedAndLeavesNothingBehind() throws {
    let media = try TemporaryFolder.make("generation")
    let broker = CapturingBroker()
    let service = StoryGenerationService(
      broker: broker, configuration: GenerationConfiguration(mediaRoot: media),
      narrator: SilentNarrator())
    #expect(throws: GenerationError.self) { try service.render(job()) }
    do {
      try service.render(job())
    } catch {
      #expect(error.stage == .encodingAudio)
      #expect(error.message.contains("silent"))
    }
    #expect(broker.events(of: GenerationStageFailed.self).last?.stage == .encodingAudio)
    #expect(broker.events(of: StoryGenerated.self).isEmpty)
    let stories = media.appendingPathComponent("stories")
    #expect(((try? FileManager.default.contentsOfDirectory(atPath: stories.path)) ?? []).isEmpty)
    // The failed job keeps its checkpoints for a retry (the pictures, drawn before the audio
    // is finished), but not the rejected audio file.
    let failedJob = try #require(broker.events(of: StoryGenerationFailed.self).last?.jobId)
    let work = WorkFolder(mediaRoot: media, jobId: failedJob)
    #expect(work.exists)
    let left = try FileManager.default.contentsOfDirectory(
      atPath: work.url.appendingPathComponent("story").path)
    #expect(!left.isEmpty && left.allSatisfy { $0.hasPrefix("scene-") && $0.hasSuffix(".svg") })
  }

  @Test func anUnknownVoiceFailsAtSpeech() throws {
    let media = try TemporaryFolder.make("generation")
    let service = StoryGenerationService(
      broker: CapturingBroker(), configuration: GenerationConfiguration(mediaRoot: media))
    do {
      try service.render(job(voice: "no-such-voice"))
      Issue.record("an unknown voice should fail")
    } catch {
      #expect(error.stage == .synthesizingSpeech)
      #expect(error.message.contains("no such voice"))
    }
  }
}

/// A narrator that produces digital silence, as long as speech of the text would be.
struct SilentNarrator: Narrator {
  func narrate(_ text: String, voice: String, rate: Int) throws -> Narration {
    let words = text.split(separator: " ").count
    return Narration(
      audio: SpeechAudio(
        samples: Array(repeating: 0, count: 22_050 * words * 60 / rate), sampleRate: 22_050),
      sentences: [TimedSentence(text: text, start: 0)])
  }
}

/// A narrator that answers every scene with a 0.2 s beep.
struct BeepNarrator: Narrator {
  func narrate(_ text: String, voice: String, rate: Int) throws -> Narration {
    Narration(
      audio: SpeechAudio(
        samples: (0..<4_410).map { Int16(8_000 * sin(Double($0) * 0.1)) }, sampleRate: 22_050),
      sentences: [TimedSentence(text: text, start: 0)])
  }
}

@Suite struct GenerationCancellationTests {
  let hero = Hero(
    name: "Ivy", primaryTrait: .kind, secondaryTrait: .smart, appearance: "a hat",
    specialAbility: "x")

  @Test func aJobCancelledWhileNarratingStopsBeforeTheNextStageAndLeavesNothing() async throws {
    let media = try TemporaryFolder.make("generation")
    let broker = EventBroker()
    let capture = CapturingBroker(forwardingTo: broker)
    let cancellation = RenderCancellation()
    let service = StoryGenerationService(
      broker: capture, configuration: GenerationConfiguration(mediaRoot: media),
      narrator: CancellingNarrator(cancellation: cancellation))
    let job = RenderJob(source: "t.json", hero: hero, occasion: .builtIn(.magicGarden), seed: 1)
    let outcome = broker.outcome(ofJob: job.id)
    #expect(throws: GenerationError.self) { try service.render(job, cancellation: cancellation) }

    guard case .cancelled(let event) = try await outcome.value(timeout: .seconds(5)) else {
      Issue.record("expected the job to end cancelled")
      return
    }
    #expect(event.stage == .synthesizingSpeech)
    #expect(
      capture.events(of: GenerationStageChanged.self).last.map(\.summary)
        == "writingStory → synthesizingSpeech", "a cancelled run stays in its stage")
    #expect(!FileManager.default.fileExists(atPath: media.appendingPathComponent("stories").path))
    #expect(!WorkFolder(mediaRoot: media, jobId: job.id).exists)
    #expect(broker.totalSubscriberCount == 0)
  }

  @Test func aFailedJobEndsWithItsTerminalEvent() async throws {
    let media = try TemporaryFolder.make("generation")
    let broker = EventBroker()
    let service = StoryGenerationService(
      broker: broker, configuration: GenerationConfiguration(mediaRoot: media),
      narrator: SilentNarrator())
    let job = RenderJob(source: "t.json", hero: hero, occasion: .builtIn(.magicGarden), seed: 1)
    let outcome = broker.outcome(ofJob: job.id)
    _ = try? service.render(job)
    guard case .failed(let failure) = try await outcome.value(timeout: .seconds(5)) else {
      Issue.record("expected a failure")
      return
    }
    #expect(failure.stage == .encodingAudio)
  }
}

/// Asks for cancellation while the first scene is narrated.
struct CancellingNarrator: Narrator {
  let cancellation: RenderCancellation

  func narrate(_ text: String, voice: String, rate: Int) throws -> Narration {
    cancellation.cancel()
    return Narration(
      audio: SpeechAudio(samples: Array(repeating: 1_000, count: 2_205), sampleRate: 22_050),
      sentences: [TimedSentence(text: text, start: 0)])
  }
}
