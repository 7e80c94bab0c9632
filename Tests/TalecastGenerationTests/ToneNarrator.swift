import Foundation
import TalecastSpeech

@testable import TalecastGeneration

/// A narrator for tests whose subject is not speech: each sentence is a short tone (a tenth of
/// a second per word, with a little silence after it), so a story is voiced in microseconds
/// instead of espeak-ng's tens of milliseconds — and under the thread sanitizer in seconds
/// instead of minutes — while the audio still has sentences at known samples.
struct ToneNarrator: Narrator {
  static let sampleRate = 22_050

  func narrate(_ text: String, voice: String, rate: Int) throws -> Narration {
    var samples: [Int16] = []
    var sentences: [TimedSentence] = []
    for (number, sentence) in Sentences.split(text).enumerated() {
      sentences.append(TimedSentence(text: sentence, start: samples.count))
      let words = sentence.split(separator: " ").count
      let length = Self.sampleRate * words / 10
      // A different pitch per sentence, so the loudness stage has something to measure.
      let step = 2 * Double.pi * Double(200 + 20 * (number % 5)) / Double(Self.sampleRate)
      samples += (0..<length).map { Int16(8_000 * sin(Double($0) * step)) }
      samples += Array(repeating: 0, count: Self.sampleRate / 20)
    }
    return Narration(
      audio: SpeechAudio(samples: samples, sampleRate: Self.sampleRate), sentences: sentences)
  }
}
