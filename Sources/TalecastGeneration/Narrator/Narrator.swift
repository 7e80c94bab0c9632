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
  public func paced(sentencePause: Double, trailing: Double) -> Narration {
    let rate = Double(audio.sampleRate)
    let pause = Int((sentencePause * rate).rounded())
    let cuts = Set(joins.filter { $0 > 0 && $0 < audio.samples.count })
    guard pause > 0 || trailing > 0 else { return self }
    var samples: [Int16] = []
    samples.reserveCapacity(audio.samples.count + pause * cuts.count + Int(trailing * rate))
    var shift: [Int: Int] = [:]
    var last = 0
    for cut in cuts.sorted() {
      samples += audio.samples[last..<cut]
      samples += repeatElement(0, count: pause)
      shift[cut] = samples.count - cut
      last = cut
    }
    samples += audio.samples[last...]
    samples += repeatElement(0, count: Int((trailing * rate).rounded()))
    // Each sentence moves by the pauses put at or before its start.
    let ordered = cuts.sorted()
    func moved(_ start: Int) -> Int {
      guard let cut = ordered.last(where: { $0 <= start }) else { return start }
      return start + (shift[cut] ?? 0)
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
