import Foundation
import TalecastCore
import TalecastSpeech
import TalecastTesting
import Testing

@testable import TalecastGeneration

/// Providers that count their calls and fail when told to, so tests can see which work a
/// retry did again. Counters are shared between "processes" (service instances).
final class CallCounts: Sendable {
  let writer = Locked(0)
  let narrator = Locked(0)
  let illustrator = Locked(0)
  /// Narrator calls (1-based, counted across runs) that fail, and scene indexes (0-based)
  /// whose illustration fails, while they are in these sets.
  let failNarration = Locked<Set<Int>>([])
  let failIllustration = Locked<Set<Int>>([])
  /// Illustrations fail as a backend that is down would (transient), not as a refusal.
  let illustrationFailsTransiently = Locked(false)
  /// Illustrations running right now, and the most seen at once.
  let drawing = Locked(0)
  let mostAtOnce = Locked(0)
}

struct CountingWriter: StoryWriter {
  let counts: CallCounts
  func write(hero: Hero, occasion: StoryOccasion, length: StoryLength, seed: UInt64) throws
    -> StoryText
  {
    counts.writer.withLock { $0 += 1 }
    return try TemplateStoryWriter().write(
      hero: hero, occasion: occasion, length: length, seed: seed)
  }
}

struct CountingNarrator: Narrator {
  let counts: CallCounts
  let onCall: @Sendable (Int) -> Void
  init(counts: CallCounts, onCall: @escaping @Sendable (Int) -> Void = { _ in }) {
    self.counts = counts
    self.onCall = onCall
  }

  func narrate(_ text: String, voice: String, rate: Int) throws -> Narration {
    let call = counts.narrator.withLock { count -> Int in
      count += 1
      return count
    }
    onCall(call)
    if counts.failNarration.withLock({ $0.contains(call) }) {
      throw ProviderError(.permanent, provider: "narrator test", message: "refused call \(call)")
    }
    return try ToneNarrator().narrate(text, voice: voice, rate: rate)
  }
}

struct CountingIllustrator: Illustrator {
  let counts: CallCounts
  func illustrate(_ request: IllustrationRequest) throws -> IllustrationImage {
    counts.illustrator.withLock { $0 += 1 }
    let now = counts.drawing.withLock { count -> Int in
      count += 1
      return count
    }
    counts.mostAtOnce.withLock { $0 = max($0, now) }
    defer { counts.drawing.withLock { $0 -= 1 } }
    Thread.sleep(forTimeInterval: 0.05)
    if counts.failIllustration.withLock({ $0.contains(request.index) }) {
      if counts.illustrationFailsTransiently.withLock({ $0 }) {
        throw ProviderError(.transient, provider: "illustrator test", message: "backend down")
      }
      throw ProviderError(.permanent, provider: "illustrator test", message: "content refused")
    }
    return ProceduralIllustrator().illustrate(request)
  }
}

@Suite struct CheckpointTests {
  let hero = Hero(
    name: "Mira", primaryTrait: .creative, secondaryTrait: .kind, appearance: "a green beret",
    specialAbility: "drawing doors that open")

  /// Checkpoints are the subject, not loudness: the audio is encoded as it is voiced.
  func job(length: StoryLength = .short, seed: UInt64 = 5) -> RenderJob {
    RenderJob(
      source: "checkpoint.json", hero: hero, occasion: .builtIn(.magicGarden), length: length,
      seed: seed, format: .mp3, normalize: false)
  }

  /// A fresh service each call, as a new process would make.
  func service(
    _ media: URL, _ counts: CallCounts, broker: any EventPublishing = CapturingBroker(),
    narrator: (any Narrator)? = nil, illustrationConcurrency: Int = 4
  ) -> StoryGenerationService {
    StoryGenerationService(
      broker: broker,
      configuration: GenerationConfiguration(
        mediaRoot: media, retry: .never, illustrationConcurrency: illustrationConcurrency),
      writer: CountingWriter(counts: counts),
      narrator: narrator ?? CountingNarrator(counts: counts),
      illustrator: CountingIllustrator(counts: counts))
  }

  func storyFolders(_ media: URL) -> [String] {
    (try? FileManager.default.contentsOfDirectory(
      atPath: media.appendingPathComponent("stories").path)) ?? []
  }

  @Test func aRetryResumesAtTheFailedSceneAndRedoesNothingFinished() throws {
    let media = try TemporaryFolder.make("checkpoint")
    let counts = CallCounts()
    counts.failNarration.withLock { $0 = [3] }  // the third scene's first attempt
    let job = job()
    let first = CapturingBroker()
    #expect(throws: GenerationError.self) { try service(media, counts, broker: first).render(job) }
    #expect(first.events(of: StoryGenerationFailed.self).first?.stage == .synthesizingSpeech)
    let work = WorkFolder(mediaRoot: media, jobId: job.id)
    #expect(work.exists)
    #expect(work.voicedSceneCount(of: 10) == 2)
    #expect(counts.writer.withLock { $0 } == 1)
    #expect(counts.narrator.withLock { $0 } == 3)

    let second = CapturingBroker()
    let generated = try service(media, counts, broker: second).render(job)
    let scenes = generated.manifest.scenes.count
    // The story was not written again; scenes 1 and 2 were not voiced again.
    #expect(counts.writer.withLock { $0 } == 1)
    #expect(counts.narrator.withLock { $0 } == 3 + (scenes - 2))
    #expect(counts.illustrator.withLock { $0 } == scenes)
    let resumed = try #require(second.events(of: StoryGenerationResumed.self).first)
    #expect(resumed.stage == .synthesizingSpeech)
    #expect(resumed.reused == "story text, 2 of \(scenes) scenes voiced")
    #expect(
      second.events(of: GenerationStageChanged.self).first.map(\.summary)
        == "entered synthesizingSpeech again")
    #expect(storyFolders(media).count == 1)
    // The work folder stays until whoever stores the story says it is done.
    #expect(work.exists)
    service(media, counts).finish(jobId: job.id)
    #expect(!work.exists)
    // The history spans both runs: two attempts at narration, one of each other stage.
    let history = JobHistory(jobId: job.id, events: first.events + second.events)
    #expect(history.state == .succeeded)
    #expect(history.resumes == 1)
    #expect(history.stages.map(\.attempts) == [1, 2, 1, 1, 1])
  }

  @Test func aRetryAfterEncodingOnlySyncs() throws {
    let media = try TemporaryFolder.make("checkpoint")
    let counts = CallCounts()
    counts.failIllustration.withLock { $0 = [0, 1, 2, 3] }  // every scene of a short story
    let job = job()
    let first = CapturingBroker()
    do {
      try service(media, counts, broker: first).render(job)
      Issue.record("no illustration at all should fail the stage")
    } catch {
      #expect(error.stage == .illustrating)
      #expect(error.message.hasPrefix("no illustration could be made (scene 1: "))
    }
    let drawnBefore = counts.illustrator.withLock { $0 }
    let second = CapturingBroker()
    var skipping = job
    skipping.illustrations = false
    let generated = try service(media, counts, broker: second).render(skipping)
    #expect(counts.writer.withLock { $0 } == 1)
    #expect(counts.narrator.withLock { $0 } == generated.manifest.scenes.count)
    #expect(counts.illustrator.withLock { $0 } == drawnBefore)
    #expect(generated.manifest.scenes.allSatisfy { $0.illustration == nil })
    #expect(generated.manifest.status == .complete)
    #expect(second.events(of: StoryGenerationResumed.self).first?.stage == .illustrating)
    #expect(
      second.events(of: GenerationStageChanged.self).map(\.summary) == [
        "entered illustrating again", "illustrating → encodingAudio",
        "encodingAudio → syncing", "left syncing",
      ])
  }

  /// Every illustration failing for a passing reason fails the stage as transient, so the
  /// queue tries the job again later (it used to fail for good after one attempt).
  @Test func illustrationsThatAllFailTransientlyFailTheStageAsTransient() throws {
    let media = try TemporaryFolder.make("checkpoint")
    let counts = CallCounts()
    counts.failIllustration.withLock { $0 = Set(0..<20) }
    counts.illustrationFailsTransiently.withLock { $0 = true }
    let job = job()
    do {
      try service(media, counts).render(job)
      Issue.record("no illustration at all should fail the stage")
    } catch {
      #expect(error.stage == .illustrating)
      #expect(error.transient, "\(error)")
      #expect(error.message.contains("no illustration could be made (scene 1: "), "\(error)")
    }
    // Drawn again on the next attempt, once the backend is back.
    counts.failIllustration.withLock { $0 = [] }
    let writes = counts.writer.withLock { $0 }
    let generated = try service(media, counts).render(job)
    #expect(generated.manifest.status == .complete)
    #expect(counts.writer.withLock { $0 } == writes, "resumed, not written again")
  }

  @Test func failedIllustrationsMakeAPartialStoryAndOnlyTheyAreDrawnAgain() throws {
    let media = try TemporaryFolder.make("checkpoint")
    let counts = CallCounts()
    counts.failIllustration.withLock { $0 = [1] }
    let job = job()
    let broker = CapturingBroker()
    let generated = try service(media, counts, broker: broker).render(job)
    let scenes = generated.manifest.scenes.count
    #expect(generated.manifest.status == .partial)
    #expect(generated.manifest.scenes[1].illustration == nil)
    #expect(generated.manifest.scenes[1].illustrationError?.contains("content refused") == true)
    #expect(generated.manifest.scenes.filter { $0.illustration != nil }.count == scenes - 1)
    #expect(generated.summary.hasSuffix("(partial: 1 illustration missing)"))
    let lastFailure = try #require(broker.events(of: GenerationStageFailed.self).last)
    #expect(lastFailure.stage == .illustrating && lastFailure.message.hasPrefix("scene 2: "))

    counts.failIllustration.withLock { $0 = [] }
    let again = CapturingBroker()
    let illustrated = try service(media, counts, broker: again).redrawIllustrations(
      jobId: job.id, folder: generated.folder)
    #expect(illustrated.drawn == [1])
    #expect(illustrated.failed.isEmpty)
    #expect(counts.illustrator.withLock { $0 } == scenes + 1)
    #expect(illustrated.manifest.status == .complete)
    let folder = media.appendingPathComponent(generated.folder)
    let stored = try StoryManifest.makeDecoder().decode(
      StoryManifest.self, from: Data(contentsOf: folder.appendingPathComponent("manifest.json")))
    #expect(stored == illustrated.manifest)
    let file = try #require(stored.scenes[1].illustration?.file)
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(file).path))
    #expect(stored.scenes[1].illustration?.timestamp == stored.scenes[1].start)
    // Nothing is left to draw.
    #expect(throws: GenerationError.self) {
      try service(media, counts).redrawIllustrations(jobId: job.id, folder: generated.folder)
    }
  }

  @Test func illustrationsAreDrawnSideBySideUpToTheLimit() throws {
    let media = try TemporaryFolder.make("checkpoint")
    let counts = CallCounts()
    let generated = try service(media, counts, illustrationConcurrency: 3).render(
      job(length: .long))
    #expect(generated.manifest.scenes.count >= 6)
    #expect(counts.mostAtOnce.withLock { $0 } == 3)
    let numbers = generated.manifest.scenes.compactMap(\.illustration?.file)
    #expect(
      numbers
        == generated.manifest.scenes.indices.map { SceneFiles.image($0, fileExtension: "svg") })
  }

  /// A cancel (the worker learns of it through its lease) stops the job before the next
  /// scene and removes its checkpoints.
  @Test func aCancelStopsAtTheNextSceneAndLeavesNothing() throws {
    let media = try TemporaryFolder.make("checkpoint")
    let counts = CallCounts()
    let job = job()
    let cancellation = RenderCancellation()
    let narrator = CountingNarrator(counts: counts) { call in
      if call == 1 { cancellation.cancel() }
    }
    let broker = CapturingBroker()
    do {
      try service(media, counts, broker: broker, narrator: narrator).render(
        job, cancellation: cancellation)
      Issue.record("the job should be cancelled")
    } catch {
      #expect(error.cancelled)
      #expect(error.stage == .synthesizingSpeech)
    }
    #expect(counts.narrator.withLock { $0 } == 1)
    #expect(broker.events(of: StoryGenerationCancelled.self).count == 1)
    #expect(!WorkFolder(mediaRoot: media, jobId: job.id).exists)
    #expect(storyFolders(media).isEmpty)
    let leftovers = try FileManager.default.contentsOfDirectory(
      atPath: WorkFolder.root(mediaRoot: media).path)
    #expect(leftovers.isEmpty)
  }

  /// A process that dies between moving the finished folder into `stories/` and storing it:
  /// the next attempt finds that story through the work folder and makes nothing again (it
  /// used to fail for good: "audio.json: does not match the story").
  @Test func aStoryMovedBeforeACrashIsFoundNotMadeAgain() throws {
    let media = try TemporaryFolder.make("checkpoint")
    let counts = CallCounts()
    let job = job()
    let first = try service(media, counts).render(job)
    let calls = (counts.writer.withLock { $0 }, counts.narrator.withLock { $0 })
    #expect(WorkFolder(mediaRoot: media, jobId: job.id).exists)

    let again = CapturingBroker()
    let second = try service(media, counts, broker: again).render(job)
    // The same story, read back from its manifest.
    #expect(second.manifest.storyId == first.manifest.storyId)
    #expect(second.manifest.scenes == first.manifest.scenes)
    #expect(second.folder == first.folder)
    #expect((counts.writer.withLock { $0 }, counts.narrator.withLock { $0 }) == calls)
    let resumed = try #require(again.events(of: StoryGenerationResumed.self).first)
    #expect(resumed.stage == .syncing)
    #expect(resumed.reused == "the finished story in \(first.folder)")
    #expect(again.events(of: StoryGenerated.self).count == 1)
    #expect(storyFolders(media).count == 1)
  }

  @Test func finishingAJobRemovesItsCheckpoints() throws {
    let media = try TemporaryFolder.make("checkpoint")
    let counts = CallCounts()
    counts.failNarration.withLock { $0 = [1] }
    let job = job()
    let service = service(media, counts)
    #expect(throws: GenerationError.self) { try service.render(job) }
    #expect(service.hasCheckpoints(jobId: job.id))
    service.finish(jobId: job.id)
    #expect(!service.hasCheckpoints(jobId: job.id))
  }

  @Test func aDamagedCheckpointIsReportedByName() throws {
    let media = try TemporaryFolder.make("checkpoint")
    let counts = CallCounts()
    counts.failNarration.withLock { $0 = [2] }
    let job = job()
    #expect(throws: GenerationError.self) { try service(media, counts).render(job) }
    let work = WorkFolder(mediaRoot: media, jobId: job.id)
    try Data("{ not json".utf8).write(to: work.url.appendingPathComponent("text.json"))
    do {
      try service(media, counts).render(job)
      Issue.record("a damaged checkpoint should stop the retry")
    } catch {
      #expect(error.message.contains("text.json: unreadable"), "\(error)")
    }
    // A scene's samples cut short are caught too.
    try Data("{}".utf8).write(to: work.url.appendingPathComponent("text.json"))
    #expect(throws: GenerationError.self) { try service(media, counts).render(job) }
    #expect(work.exists)
  }
}
