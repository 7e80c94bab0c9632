import TalecastCore
import TalecastSpeech

/// One scene voiced: its audio, and the sample at which each of its sentences starts (for
/// subtitles).
public struct Narration: Sendable, Hashable {
  public var audio: SpeechAudio
  public var sentences: [TimedSentence]

  public init(audio: SpeechAudio, sentences: [TimedSentence]) {
    self.audio = audio
    self.sentences = sentences
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
