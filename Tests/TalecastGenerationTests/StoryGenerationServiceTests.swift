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
      source: "test.json", hero: hero, event: .spaceJourney, length: .short, seed: 5, voice: voice,
      illustrations: illustrations)
  }

  @Test func aRenderPublishesItsStagesThenTheStory() throws {
    let media = try TemporaryFolder.make("generation")
    let broker = CapturingBroker()
    let service = StoryGenerationService(
      broker: broker, configuration: GenerationConfiguration(mediaRoot: media))
    let job = job()
    let generated = try service.render(job)

    #expect(
      broker.mismatch(
        expecting: [StoryGenerationStarted.self] + Array(repeating: GenerationStageChanged.self, count: 6)
          + [StoryGenerated.self], correlationId: job.id) == nil)
    let changes = broker.events(of: GenerationStageChanged.self).map { "\($0.from) → \($0.to)" }
    #expect(
      changes == [
        "queued → writingStory", "writingStory → synthesizingSpeech", "synthesizingSpeech → encodingAudio",
        "encodingAudio → illustrating", "illustrating → syncing", "syncing → completed",
      ])
    let folder = media.appendingPathComponent(generated.folder)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    let scenes = generated.manifest.scenes.count
    #expect(files == ["manifest.json"] + (1...scenes).map { "scene-0\($0).svg" } + ["story.m4a"])
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
    #expect(files.sorted() == ["manifest.json", "story.m4a"])
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
    #expect(try FileManager.default.contentsOfDirectory(atPath: stories.path).isEmpty)
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

/// A narrator that produces one second of digital silence per scene.
struct SilentNarrator: Narrator {
  func narrate(_ text: String, voice: String) throws -> SpeechAudio {
    SpeechAudio(samples: Array(repeating: 0, count: 22_050), sampleRate: 22_050)
  }
}
