import Dispatch
import TalecastCore
import Testing

@testable import TalecastSpeech

@Suite struct SpeechEngineTests {
  @Test func speechHasSoundAndLengthThatGrowsWithTheText() throws {
    let short = try SpeechEngine.shared.synthesize("Hello there.", voice: "en-us")
    let long = try SpeechEngine.shared.synthesize(
      "Hello there. This sentence is a good deal longer than the first one was.", voice: "en-us")
    #expect(short.sampleRate == 22_050)
    #expect(short.duration > 0.4 && short.duration < 3)
    #expect(long.duration > short.duration * 2)
    let peak = short.samples.map { abs(Int($0)) }.max() ?? 0
    #expect(peak > 3_000, "speech is audible")
  }

  /// Voicing stops at once when its render is asked to stop: the synth callback aborts at
  /// the next block of samples, so a long scene does not hold up a shutdown.
  @Test func speechStopsWhenItsRenderIsAskedToStop() throws {
    let cancellation = RenderCancellation()
    cancellation.interrupt()
    let long = String(repeating: "The owl flew over the sleeping village. ", count: 200)
    do {
      _ = try RenderCancellation.$current.withValue(cancellation) {
        try SpeechEngine.shared.synthesize(long, voice: "en-us")
      }
      Issue.record("expected the speech to stop")
    } catch {
      #expect((error as? SpeechError)?.detail == "stopped: the job was asked to stop")
    }
    // The engine is whole afterwards, and speech without a stop goes on.
    #expect(try SpeechEngine.shared.synthesize("Hello.", voice: "en-us").duration > 0.2)
  }

  @Test func slowerSpeechIsLonger() throws {
    let text = "Once upon a time there was a brave little fox."
    let fast = try SpeechEngine.shared.synthesize(text, voice: "en-us", wordsPerMinute: 240)
    let slow = try SpeechEngine.shared.synthesize(text, voice: "en-us", wordsPerMinute: 120)
    #expect(slow.duration > fast.duration * 1.5)
  }

  /// A scene is spoken into an array sized from its text: at the usual rates the English of a
  /// story fits it with room for the pauses put in afterwards (a fifth), and the estimate is
  /// not wildly more than the speech (memory held for nothing).
  @Test(arguments: [120, 165, 240])
  func aSceneFitsTheRoomItsTextIsGiven(wordsPerMinute: Int) throws {
    let sentences = [
      "Mara pulled on her yellow boots and ran down to the harbour, where the fishing boats rocked.",
      "The old captain waved.",
      "Today, he said, we sail past the lighthouse and count the seals on the rocks!",
      "She laughed, because nobody had ever counted more than twelve.",
    ]
    let (audio, starts) = try SpeechEngine.shared.synthesize(
      sentences: sentences, voice: "en-us", wordsPerMinute: wordsPerMinute)
    let expected = SpeechEngine.expectedSamples(
      characters: sentences.reduce(0) { $0 + $1.utf8.count }, sampleRate: audio.sampleRate,
      wordsPerMinute: wordsPerMinute)
    #expect(starts.count == sentences.count && starts.first == 0)
    #expect(audio.samples.count <= expected * 5 / 6, "room for a fifth more")
    #expect(audio.samples.count >= expected / 2)
  }

  /// The engine selects a voice only when its voice or rate changes: switching back and forth
  /// must still voice each call at its own rate. (espeak-ng is not bit-for-bit repeatable from
  /// call to call, so lengths are compared.)
  @Test func switchingVoicesAndRatesKeepsEachCallsOwn() throws {
    let text = "The lighthouse keeper counted the boats, one by one, until the sun went down."
    let engine = SpeechEngine.shared
    let usual = try engine.synthesize(text, voice: "en-us").duration
    let britishSlow = try engine.synthesize(text, voice: "en-gb", wordsPerMinute: 110).duration
    let usualAgain = try engine.synthesize(text, voice: "en-us").duration
    let americanSlow = try engine.synthesize(text, voice: "en-us", wordsPerMinute: 110).duration
    let usualOnceMore = try engine.synthesize(text, voice: "en-us").duration
    #expect(britishSlow > usual * 1.2)
    #expect(abs(usualAgain - usual) < usual * 0.03)
    #expect(americanSlow > usualAgain * 1.2)
    #expect(abs(usualOnceMore - usual) < usual * 0.03)
  }

  @Test(arguments: ["en-us", "en-gb", "English (Great Britain)", "de"])
  func voicesAreFoundByFileNameDisplayNameOrLanguage(voice: String) throws {
    #expect(try SpeechEngine.shared.synthesize("Yes.", voice: voice).samples.count > 0)
  }

  @Test func anUnknownVoiceIsAnErrorNotTheDefaultVoice() {
    do {
      _ = try SpeechEngine.shared.synthesize("Yes.", voice: "elvish")
      Issue.record("an unknown voice should fail")
    } catch {
      #expect(error.description.contains("espeak-ng has no such voice"))
    }
  }

  /// espeak-ng varies its output by a few samples from call to call (≈0.1 %), and by up to
  /// ≈3 % after some earlier texts (a long sentence leaves state that lengthens the next
  /// calls, until another voice is loaded; other suites speak meanwhile). So calls made at
  /// once are compared with a serial call by length and level: a call cut short or merged
  /// with another would be far outside 5 %.
  @Test func callsFromManyThreadsAreSerializedAndEachIsWhole() throws {
    let text = "The same words every time."
    let reference = try SpeechEngine.shared.synthesize(text, voice: "en-us").samples.count
    let results = DispatchQueue.concurrentResults(count: 6) {
      try? SpeechEngine.shared.synthesize(text, voice: "en-us").samples
    }
    #expect(results.count == 6)
    for samples in results {
      let count = samples?.count ?? 0
      #expect(abs(count - reference) < reference / 20, "\(count) samples against \(reference)")
      #expect((samples?.map { abs(Int($0)) }.max() ?? 0) > 3_000)
    }
  }
}

extension DispatchQueue {
  /// Runs `body` on `count` threads at once and returns every result.
  static func concurrentResults<T: Sendable>(count: Int, _ body: @Sendable @escaping () -> T) -> [T]
  {
    let group = DispatchGroup()
    let queue = DispatchQueue(label: "results")
    nonisolated(unsafe) var results: [T] = []
    for _ in 0..<count {
      DispatchQueue.global().async(group: group) {
        let value = body()
        queue.sync { results.append(value) }
      }
    }
    group.wait()
    return queue.sync { results }
  }
}
