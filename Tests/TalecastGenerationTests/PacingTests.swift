import Foundation
import TalecastCore
import TalecastSpeech
import TalecastTesting
import Testing

@testable import TalecastGeneration

/// Pauses are real silence put where the narrator's pieces join, and every time after them
/// moves by exactly their length.
@Suite struct PacingTests {
  @Test func pausesGoAtTheJoinsAndMoveWhatFollows() {
    let narration = Narration(
      audio: SpeechAudio(samples: [1, 1, 1, 2, 2, 3], sampleRate: 10),
      sentences: [
        TimedSentence(text: "a", start: 0), TimedSentence(text: "b", start: 3),
        TimedSentence(text: "c", start: 5),
      ])
    let paced = narration.paced(sentencePause: 0.2, trailing: 0.3)
    #expect(paced.audio.samples == [1, 1, 1, 0, 0, 2, 2, 0, 0, 3, 0, 0, 0])
    #expect(paced.sentences.map(\.start) == [0, 5, 9])
    #expect(paced.sentences.map(\.text) == ["a", "b", "c"])
  }

  /// Pieces far longer than the pause move back over themselves in place: every sample lands
  /// where joining the pieces with silence between them would put it.
  @Test func longPiecesMoveIntactPastShortPauses() {
    let pieces: [[Int16]] = [
      (1...500).map { Int16($0) }, (501...1_700).map { Int16($0) }, [9_000],
      (2_000...2_999).map { Int16($0) },
    ]
    var starts: [Int] = []
    var samples: [Int16] = []
    samples.reserveCapacity(4_000)  // room for the pauses, as the built-in narrator leaves
    for piece in pieces {
      starts.append(samples.count)
      samples += piece
    }
    let narration = Narration(
      audio: SpeechAudio(samples: samples, sampleRate: 100),
      sentences: starts.map { TimedSentence(text: "s\($0)", start: $0) })
    let paced = narration.paced(sentencePause: 0.07, trailing: 0.05)
    let silence = [Int16](repeating: 0, count: 7)
    let expected =
      pieces[0] + silence + pieces[1] + silence + pieces[2] + silence + pieces[3]
      + [Int16](repeating: 0, count: 5)
    #expect(paced.audio.samples == expected)
    #expect(paced.sentences.map(\.start) == [0, 507, 1_714, 1_722])
    #expect(paced.joins == [0, 507, 1_714, 1_722])
  }

  /// A remote narrator's sentence starts inside one request are estimates: pauses go only
  /// where its requests join, and the estimated starts move with them.
  @Test func onlyExactJoinsGetAPause() {
    let narration = Narration(
      audio: SpeechAudio(samples: [1, 1, 1, 1, 2, 2], sampleRate: 10),
      sentences: [
        TimedSentence(text: "a", start: 0), TimedSentence(text: "b", start: 2),
        TimedSentence(text: "c", start: 4),
      ], joins: [0, 4])
    let paced = narration.paced(sentencePause: 0.1, trailing: 0)
    #expect(paced.audio.samples == [1, 1, 1, 1, 0, 2, 2])
    #expect(paced.sentences.map(\.start) == [0, 2, 5])
  }

  /// Rendered, every scene but the last ends in the scene pause and every sentence in the
  /// sentence pause: the scene starts and subtitle cues land on the first voiced sample.
  @Test func aRenderedStoryHasItsPausesAtTheMeasuredStarts() throws {
    let media = try TemporaryFolder.make("pacing")
    let service = StoryGenerationService(
      broker: CapturingBroker(), configuration: GenerationConfiguration(mediaRoot: media),
      narrator: ToneNarrator())
    var job = CheckpointTests().job()
    job.pacing = Pacing(sentence: 0.3, scene: 0.8)
    _ = try service.render(job)
    let work = WorkFolder(mediaRoot: media, jobId: job.id)
    let count = try #require(try work.savedText()).text.scenes.count
    for index in 0..<count {
      let narration = try work.narration(scene: index)
      let rate = narration.audio.sampleRate
      let samples = narration.audio.samples
      // Silence before each sentence but the first: the tone narrator's own 0.05 s, then 0.3 s.
      for sentence in narration.sentences.dropFirst() {
        let before = samples[(sentence.start - rate * 3 / 10)..<sentence.start]
        #expect(before.allSatisfy { $0 == 0 }, "scene \(index + 1)")
        #expect(samples[sentence.start] != 0 || samples[sentence.start + 1] != 0)
      }
      let tail = samples.suffix(rate * 8 / 10)
      #expect(tail.allSatisfy { $0 == 0 } == (index < count - 1), "scene \(index + 1)")
    }
  }
}

/// A job's voice is checked when it is submitted: espeak-ng must have it, and the built-in
/// writer's English needs an English voice.
@Suite struct VoiceCheckTests {
  func job(voice: String, writer: ProviderChoice = .builtIn) -> RenderJob {
    var job = CheckpointTests().job()
    job.voice = voice
    job.providers.writer = writer
    return job
  }

  @Test func voicesAreCheckedByNameAndLanguage() {
    let service = StoryGenerationService(
      broker: CapturingBroker(),
      configuration: GenerationConfiguration(mediaRoot: URL(fileURLWithPath: "/tmp")))
    for english in ["en-us", "en-gb", "English (Great Britain)", "en"] {
      #expect(service.voiceProblem(of: job(voice: english)) == nil, "\(english)")
    }
    let german = service.voiceProblem(of: job(voice: "de"))
    #expect(german == .notEnglish(voice: "de", language: "de"))
    // The service's words; the CLI adds where to look (its `Hints`).
    #expect(
      german?.description
        == "\"de\" speaks de, but the story is written in English: choose an English voice")
    #expect(german?.cause == .voiceLanguage(voice: "de", language: "de"))
    // A remote writer may write German: the voice is then the job's own choice.
    #expect(service.voiceProblem(of: job(voice: "de", writer: .remote)) == nil)
    let unknown = service.voiceProblem(of: job(voice: "xx-nope"))
    #expect(unknown?.description.contains("no such voice") == true)
    #expect(unknown?.cause == nil)
  }
}

/// A narration far shorter than its words need fails the stage by name, as silence does.
@Suite struct NarrationLengthTests {
  @Test func aBeepForAWholeSceneIsRefused() throws {
    let media = try TemporaryFolder.make("beep")
    let service = StoryGenerationService(
      broker: CapturingBroker(), configuration: GenerationConfiguration(mediaRoot: media),
      narrator: BeepNarrator())
    do {
      try service.render(CheckpointTests().job())
      Issue.record("a beep is not a narration")
    } catch {
      #expect(error.stage == .synthesizingSpeech)
      #expect(
        error.message.hasPrefix("scene 1 was voiced as 0.2 s of audio, but its "),
        "\(error.message)")
      #expect(error.message.contains(" words need at least "))
    }
  }
}
