import TalecastCore
import TalecastSpeech

/// One scene voiced: its audio, and the sample at which each of its sentences starts (for
/// subtitles).
public struct Narration: Sendable, Hashable {
  public var audio: SpeechAudio
  public var sentences: [TimedSentence]
  /// The samples where the narrator's separately voiced pieces join exactly: where a pause
  /// can be put without cutting a word. Every sentence start by default (the built-in
  /// narrator voices sentence by sentence); a remote narrator's request boundaries.
  public var joins: [Int]

  public init(audio: SpeechAudio, sentences: [TimedSentence], joins: [Int]? = nil) {
    self.audio = audio
    self.sentences = sentences
    self.joins = joins ?? sentences.map(\.start)
  }

  /// The narration with `pacing.sentence` seconds of silence put at every join after the
  /// first sample, and `trailing` seconds at its end (the pause before the next scene); the
  /// sentences that start after a pause move by it.
  ///
  /// Consuming, and in place: the samples grow at their end (within the room the narrator
  /// left, when it did) and each piece between joins moves back by the pauses before it,
  /// the last piece first. A copy held the scene twice.
  public consuming func paced(sentencePause: Double, trailing: Double) -> Narration {
    let rate = Double(audio.sampleRate)
    let pause = Int((sentencePause * rate).rounded())
    let trailer = Int((trailing * rate).rounded())
    guard pause > 0 || trailer > 0 else { return self }
    let original = audio.samples.count
    let cuts = Set(joins.filter { $0 > 0 && $0 < original }).sorted()
    var samples = audio.samples
    audio.samples = []  // `samples` is now the only reference: it grows without a copy
    samples.append(contentsOf: repeatElement(0, count: pause * cuts.count + trailer))
    samples.withUnsafeMutableBufferPointer { buffer in
      let base = buffer.baseAddress!
      var end = original
      for (index, cut) in cuts.enumerated().reversed() {
        // The piece [cut, end) moves back by the pauses at or before it; the pause just
        // before it is then zeroed (what lay there has moved already).
        let shift = pause * (index + 1)
        (base + cut + shift).update(from: base + cut, count: end - cut)
        (base + cut + shift - pause).update(repeating: 0, count: pause)
        end = cut
      }
    }
    // Each sentence moves by the pauses put at or before its start.
    func moved(_ start: Int) -> Int {
      var passed = 0
      while passed < cuts.count, cuts[passed] <= start { passed += 1 }
      return start + pause * passed
    }
    return Narration(
      audio: SpeechAudio(samples: samples, sampleRate: audio.sampleRate),
      sentences: sentences.map { TimedSentence(text: $0.text, start: moved($0.start)) },
      joins: joins.map(moved))
  }
}

/// A sentence and the sample of its scene's audio at which it starts.
public struct TimedSentence: Sendable, Hashable, Codable {
  public var text: String
  public var start: Int

  public init(text: String, start: Int) {
    self.text = text
    self.start = start
  }
}

/// Voices one scene's text as mono 16-bit PCM.
public protocol Narrator: Sendable {
  /// `rate` is in words per minute (`RenderJob.defaultRate` is the usual pace).
  func narrate(_ text: String, voice: String, rate: Int) throws -> Narration
}

/// The built-in narrator: espeak-ng in this process, one sentence at a time so every
/// sentence's start is known to the sample. (Calls are serialized inside `SpeechEngine`.)
public struct EspeakNarrator: Narrator {
  public init() {}

  public func narrate(_ text: String, voice: String, rate: Int) throws -> Narration {
    let sentences = Sentences.split(text)
    let (audio, starts) = try SpeechEngine.shared.synthesize(
      sentences: sentences, voice: voice, wordsPerMinute: rate)
    return Narration(
      audio: audio,
      sentences: zip(sentences, starts).map { TimedSentence(text: $0, start: $1) })
  }
}
