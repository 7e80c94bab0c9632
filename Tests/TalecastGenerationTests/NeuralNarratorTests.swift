import Foundation
import TalecastCore
import TalecastSherpa
import TalecastSpeech
import TalecastTesting
import Testing

@testable import TalecastGeneration

/// The neural narrator with the real engine (sherpa-onnx and Piper's en_US-joe-medium from the
/// data folder): speech is its subject. The model samples noise, so lengths vary a few percent
/// from run to run and are compared with margins, never exactly. Texts are short: the model
/// loads once a process (2–3 s) and every second of speech costs ≈ 0.07 s of a core.
@Suite struct NeuralNarratorTests {
  static let text = "The fox ran home. Was the door open? It was!"

  func joe() throws -> PiperVoice {
    try #require(try NeuralVoices.voice(named: "joe"), "en_US-joe-medium is prepared")
  }

  /// The root mean square of samples, as a fraction of full scale.
  func rms(_ samples: ArraySlice<Int16>) -> Double {
    guard !samples.isEmpty else { return 0 }
    let sum = samples.reduce(0.0) { $0 + Double($1) * Double($1) }
    return (sum / Double(samples.count)).squareRoot() / 32_768
  }

  /// Every sentence gets its start, to the sample, and its own stretch of the audio holds
  /// speech: subtitles are cued from these starts, and pauses put at them.
  @Test func sentencesAreVoicedWithTheirStarts() throws {
    let narration = try NeuralNarrator().narrate(Self.text, voice: "joe", rate: 165)
    let samples = narration.audio.samples
    #expect(narration.audio.sampleRate == 22_050)
    #expect(
      narration.sentences.map(\.text) == ["The fox ran home.", "Was the door open?", "It was!"])
    let starts = narration.sentences.map(\.start)
    try #require(starts.count == 3)
    #expect(starts[0] == 0)
    #expect(zip(starts, starts.dropFirst()).allSatisfy { $0 < $1 }, "\(starts)")
    #expect(narration.joins == starts)
    for (start, end) in zip(starts, starts.dropFirst() + [samples.count]) {
      #expect(rms(samples[start..<end]) > 0.01, "sentence at \(start)…\(end) is silent")
    }
    let words = SpeechLength.words(in: Self.text)
    let duration = narration.audio.duration
    #expect(duration > SpeechLength.shortest(words: words, rate: 165), "\(duration) s")
    #expect(duration < SpeechLength.longest(words: words, rate: 165), "\(duration) s")
    // Tighter than those bounds: the voice is measured, so 9 words at 165 a minute take
    // ≈ 3.3 s, and the model adds a little silence around each sentence.
    let expected = Double(words) * 60 / 165
    #expect(duration > expected * 0.6 && duration < expected * 1.8, "\(duration) s")
  }

  /// A job's rate is the pace the listener hears: half the rate, about twice the length.
  @Test func aSlowerRateIsLonger() throws {
    let text = "Robin pulled on her yellow boots and ran down the lane."
    let slow = try NeuralNarrator().narrate(text, voice: "joe", rate: 110).audio.duration
    let fast = try NeuralNarrator().narrate(text, voice: "joe", rate: 220).audio.duration
    #expect(slow > fast * 4 / 3, "\(slow) s at 110, \(fast) s at 220")
  }

  /// The length scale is the voice's measured pace over the rate (times its own scale), so a
  /// rate means the same pace for every voice; extremes are clamped to what still sounds
  /// like speech.
  @Test func theLengthScaleFollowsTheMeasuredPace() throws {
    let joe = try joe()
    let pace = joe.record.wordsPerMinute
    try #require(pace > 100 && pace < 400, "the voice's pace is measured: \(pace)")
    #expect(abs(NeuralNarrator.lengthScale(for: joe, rate: 165) - pace / 165) < 1e-9)
    #expect(
      NeuralNarrator.lengthScale(for: joe, rate: 110)
        > NeuralNarrator.lengthScale(for: joe, rate: 220))
    #expect(NeuralNarrator.lengthScale(for: joe, rate: 20) == 3)
    #expect(NeuralNarrator.lengthScale(for: joe, rate: 0) == 3)
    #expect(NeuralNarrator.lengthScale(for: joe, rate: 5_000) == 0.4)

    // A voice of its own scale and pace, and one not yet measured (200 a minute).
    var record = joe.record
    record.wordsPerMinute = 180
    record.lengthScale = 1.2
    #expect(abs(NeuralNarrator.lengthScale(for: try voice(record), rate: 150) - 1.44) < 1e-9)
    record.wordsPerMinute = 0
    record.lengthScale = 1
    #expect(abs(NeuralNarrator.lengthScale(for: try voice(record), rate: 250) - 0.8) < 1e-9)
  }

  /// A voice folder with `record` and joe's symbols (no model: nothing is voiced with it).
  func voice(_ record: PiperVoice.Record) throws -> PiperVoice {
    let folder = try TemporaryFolder.make("voice")
    try JSONEncoder().encode(record).write(
      to: folder.appendingPathComponent(PiperVoice.recordFile))
    try FileManager.default.copyItem(
      at: try joe().tokens, to: folder.appendingPathComponent(record.tokens))
    return try PiperVoice(folder: folder)
  }

  /// A sentence too long to voice at once (the engine's memory grows with it) is voiced in
  /// pieces cut at its clauses; it is still one sentence, with one start, and all of it is
  /// spoken.
  @Test func aLongSentenceIsVoicedInPiecesAsOneSentence() throws {
    let long =
      "The little boat bobbed" + String(repeating: ", the little boat bobbed", count: 23) + "."
    let clauses = SpokenClauses.split(long)
    let ipa = try SpeechEngine.shared.phonemes(of: clauses.map(\.text), voice: "en-us")
    let symbols = SpokenClauses.phonemes(clauses, ipa: ipa, symbols: Set(try joe().symbols.keys))
    try #require(symbols.count > NeuralNarrator.longestPiece, "\(symbols.count) symbols")
    let pieces = NeuralNarrator.pieces(clauses, ipa: ipa)
    #expect(pieces.count >= 2)
    #expect(pieces.flatMap(\.clauses) == clauses, "every clause once, in order")
    for piece in pieces {
      #expect(
        piece.ipa.reduce(0) { $0 + $1.unicodeScalars.count + 2 } <= NeuralNarrator.longestPiece)
    }

    let narration = try NeuralNarrator().narrate("Listen. " + long, voice: "joe", rate: 300)
    #expect(narration.sentences.map(\.text) == ["Listen.", long])
    let start = try #require(narration.sentences.last?.start)
    #expect(start > 0)
    let samples = narration.audio.samples
    let words = SpeechLength.words(in: long)
    let seconds = Double(samples.count - start) / Double(narration.audio.sampleRate)
    #expect(seconds > SpeechLength.shortest(words: words, rate: 300), "\(seconds) s")
    #expect(seconds < SpeechLength.longest(words: words, rate: 300), "\(seconds) s")
    // Every piece is in it: 96 words at 300 a minute take ≈ 19 s (measured ≈ 18.4 s); its
    // last piece, a third of it, left out would make ≈ 12 s. And its end is speech.
    let expected = Double(words) * 60 / 300
    #expect(seconds > expected * 0.8 && seconds < expected * 1.5, "\(seconds) s")
    let lastQuarter = samples[(samples.count - (samples.count - start) / 4)...]
    #expect(rms(lastQuarter) > 0.01)
  }

  /// A "sentence" of punctuation only says nothing: it starts where the next one does (or at
  /// the end), so its subtitle cue is empty in time, and no sound is made for it.
  @Test func punctuationOnlyTakesTheNextSentencesStart() throws {
    let narration = try NeuralNarrator().narrate(
      "The fox ran home. ... It was late. …", voice: "joe", rate: 220)
    #expect(narration.sentences.map(\.text) == ["The fox ran home.", "...", "It was late.", "…"])
    let starts = narration.sentences.map(\.start)
    try #require(starts.count == 4)
    #expect(starts[0] == 0)
    #expect(starts[1] > 0)
    // Equal starts: the "..." has no stretch of audio of its own, nor the "…" after the end.
    #expect(starts[1] == starts[2])
    #expect(starts[2] < narration.audio.samples.count)
    #expect(starts[3] == narration.audio.samples.count)
  }

  /// A `piper:` name that names no prepared voice is an error that says which there are.
  @Test func anUnknownNeuralVoiceNamesTheInstalledOnes() {
    do {
      let narration = try NeuralNarrator().narrate("Hello.", voice: "piper:nobody", rate: 165)
      Issue.record("voiced \(narration.audio.samples.count) samples with no voice")
    } catch {
      #expect("\(error)".contains("\"piper:nobody\" is not installed"), "\(error)")
      #expect("\(error)".contains("piper:en_US-joe-medium"), "\(error)")
    }
  }

  /// The pieces are voiced longest first (so the last to finish is a short one), but come
  /// back in the order given: sentences must not swap.
  @Test func speakKeepsThePiecesInTheirOrder() throws {
    let joe = try joe()
    let symbols = Set(joe.symbols.keys)
    func phonemes(_ text: String) throws -> [Unicode.Scalar] {
      let clauses = SpokenClauses.split(text)
      let ipa = try SpeechEngine.shared.phonemes(of: clauses.map(\.text), voice: "en-us")
      return SpokenClauses.phonemes(clauses, ipa: ipa, symbols: symbols)
    }
    let short = try phonemes("Yes.")
    let long = try phonemes("The old keeper climbed the winding stairs to the lamp.")
    let engine = try NeuralEngine.shared(for: joe)
    let forward = try NeuralNarrator.speak([short, long, short], on: engine, lengthScale: 1)
    #expect(forward.count == 3)
    #expect(forward[0].count * 3 < forward[1].count, "\(forward.map(\.count))")
    #expect(forward[2].count * 3 < forward[1].count, "\(forward.map(\.count))")
    let backward = try NeuralNarrator.speak([long, short], on: engine, lengthScale: 1)
    #expect(backward[0].count > backward[1].count * 3, "\(backward.map(\.count))")
  }

  /// A render asked to stop does not voice the rest of its scene: the narrator stops before
  /// its next sentence and says why.
  @Test func aStoppedRenderStopsBetweenSentences() throws {
    _ = try NeuralEngine.shared(for: try joe())  // loaded, so what is timed is the voicing
    let cancellation = RenderCancellation()
    cancellation.interrupt()
    // ≈ 60 s of speech: seconds of work that a stop must spare.
    let scene = String(
      repeating: "The owl flew over the sleeping village and called to the moon. ", count: 15)
    let clock = ContinuousClock()
    let started = clock.now
    do {
      let narration = try RenderCancellation.$current.withValue(cancellation) {
        try NeuralNarrator().narrate(scene, voice: "joe", rate: 165)
      }
      Issue.record("voiced \(narration.audio.duration) s after a stop")
    } catch {
      #expect(error is StopRequested, "\(error)")
    }
    #expect(clock.now - started < .seconds(1))
    // The engine is whole afterwards.
    #expect(try NeuralNarrator().narrate("Yes.", voice: "joe", rate: 165).audio.duration > 0.2)
  }

  /// A run-on clause (a writer's or an edit's text without punctuation) is cut between its
  /// words, and a "word" longer than a piece within it: no call holds more than a piece.
  @Test func aRunOnClauseIsCutIntoPieces() {
    let words = Array(repeating: "wˈʌns əpˌɑːn ɐ tˈaɪm", count: 120).joined(separator: " ")
    let long = String(repeating: "a", count: 1_000)
    let runs = NeuralNarrator.pieces(
      [SpokenClause("run on", "."), SpokenClause("letters", "!")], ipa: [words, long])
    #expect(runs.count > 4)
    for run in runs {
      let size = run.ipa.reduce(0) { $0 + $1.unicodeScalars.count + 2 }
      #expect(size <= NeuralNarrator.longestPiece, "\(size) symbols")
    }
    #expect(runs.flatMap(\.clauses).last?.terminator == "!")
    #expect(runs.flatMap(\.clauses).dropLast().allSatisfy { ",.".contains($0.terminator) })
    #expect(runs.flatMap(\.ipa).joined(separator: " ").filter { $0 == "a" }.count >= 1_000)
  }

  /// The length scale a call asks for is the one voiced: twice the scale, 1.6–1.75 times the
  /// samples (a sentence's edges do not stretch); sherpa-onnx takes a call's speed in place of
  /// the model's length scale, so a voice whose own scale is not 1 once ran at the wrong pace.
  @Test func theLengthScaleAskedForIsTheOneVoiced() throws {
    let voice = try #require(try NeuralVoices.voice(named: "joe"))
    let engine = try NeuralEngine.shared(for: voice)
    let phonemes = Array("kæn juː wˈɪsəl ɐ lˈɪɾəl tˈuːn fɔːɹ mˌiː?".unicodeScalars)
    let one = try engine.speak(phonemes, lengthScale: 1).count
    let two = try engine.speak(phonemes, lengthScale: 2).count
    let ratio = Double(two) / Double(one)
    #expect((1.4...2.3).contains(ratio), "scale 2 gave \(ratio)× the samples of scale 1")
  }
}
