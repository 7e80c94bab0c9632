import Foundation
import TalecastAudio
import TalecastCore
import TalecastSpeech
import TalecastTesting
import Testing

@testable import TalecastGeneration

/// The audio of an m4a story is encoded while its later scenes are still being voiced, and the
/// story comes out as one encoded after the speech would.
@Suite struct EncodingWhileVoicingTests {
  /// Voices scenes as tones padded to 25 s each (long enough that the encoder starts on the
  /// first); from the third scene on, it first waits until the story's file is being written
  /// and notes whether it was.
  final class WatchingNarrator: Narrator {
    let media: URL
    let scenes = Locked(0)
    let sawEncoding = Locked<[Bool]>([])

    init(media: URL) { self.media = media }

    func narrate(_ text: String, voice: String, rate: Int) throws -> Narration {
      let scene = scenes.withLock { count in
        count += 1
        return count
      }
      if scene >= 3 { sawEncoding.withLock { $0.append(waitForStoryFile()) } }
      let tones = try ToneNarrator().narrate(text, voice: voice, rate: rate)
      var samples = tones.audio.samples
      samples += repeatElement(0, count: max(0, 25 * ToneNarrator.sampleRate - samples.count))
      return Narration(
        audio: SpeechAudio(samples: samples, sampleRate: ToneNarrator.sampleRate),
        sentences: tones.sentences)
    }

    /// Whether a story file under its temporary name appears in a work folder within 10 s.
    func waitForStoryFile() -> Bool {
      let work = WorkFolder.root(mediaRoot: media)
      for _ in 0..<1_000 {
        let jobs = (try? FileManager.default.contentsOfDirectory(atPath: work.path)) ?? []
        for job in jobs {
          let story = work.appendingPathComponent(job).appendingPathComponent("story")
          let names = (try? FileManager.default.contentsOfDirectory(atPath: story.path)) ?? []
          if names.contains(where: { $0.hasPrefix(".story.m4a.") }) { return true }
        }
        Thread.sleep(forTimeInterval: 0.01)
      }
      return false
    }
  }

  @Test func theStoryIsEncodedWhileItsLaterScenesAreVoiced() throws {
    let media = try TemporaryFolder.make("overlap")
    let narrator = WatchingNarrator(media: media)
    let service = StoryGenerationService(
      broker: CapturingBroker(), configuration: GenerationConfiguration(mediaRoot: media),
      narrator: narrator)
    let job = RenderJob(
      source: "test.json",
      hero: Hero(
        name: "Ada", primaryTrait: .brave, secondaryTrait: .kind, appearance: "a hat",
        specialAbility: "whistling"),
      occasion: .builtIn(.spaceJourney), length: .medium, seed: 3, illustrations: false)
    let generated = try service.render(job)

    let seen = narrator.sawEncoding.withLock { $0 }
    #expect(!seen.isEmpty)
    #expect(seen.allSatisfy { $0 })
    // Chapters where the manifest says each scene starts, and the loudness target met.
    let file = try AudioProbe.decode(
      path: media.appendingPathComponent(generated.folder).appendingPathComponent("story.m4a")
        .path)
    let starts = generated.manifest.scenes.map { $0.start }
    #expect(file.chapters.count == starts.count)
    for (chapter, start) in zip(file.chapters, starts) {
      #expect(abs(chapter.start - start) < 0.001)
    }
    #expect(abs((file.loudness ?? 0) - -16) <= 1)
  }

  /// When the pictures fail, the audio being encoded is still finished and saved: the retry
  /// (without pictures) passes the encoding stage through instead of encoding again.
  @Test func aFailedIllustratingStageKeepsTheStreamedAudio() throws {
    let media = try TemporaryFolder.make("overlap")
    let counts = CallCounts()
    counts.failIllustration.withLock { $0 = Set(0..<20) }
    let tests = CheckpointTests()
    var job = tests.job()
    job.format = .m4a
    #expect(throws: GenerationError.self) { try tests.service(media, counts).render(job) }
    let work = WorkFolder(mediaRoot: media, jobId: job.id)
    #expect(
      FileManager.default.fileExists(atPath: work.url.appendingPathComponent("audio.json").path))
    #expect(
      FileManager.default.fileExists(atPath: work.story.appendingPathComponent("story.m4a").path))

    let broker = CapturingBroker()
    job.illustrations = false
    let generated = try tests.service(media, counts, broker: broker).render(job)
    #expect(
      broker.events(of: GenerationStageChanged.self).map(\.summary) == [
        "entered illustrating again", "illustrating → encodingAudio",
        "encodingAudio → syncing", "left syncing",
      ])
    #expect(generated.manifest.audio.file == "story.m4a")
  }
}
