import TalecastSpeech

/// Voices one scene's text as mono 16-bit PCM.
public protocol Narrator: Sendable {
  func narrate(_ text: String, voice: String) throws -> SpeechAudio
}

/// The built-in narrator: espeak-ng in this process.
public struct EspeakNarrator: Narrator {
  public var wordsPerMinute: Int

  public init(wordsPerMinute: Int = 165) { self.wordsPerMinute = wordsPerMinute }

  public func narrate(_ text: String, voice: String) throws -> SpeechAudio {
    try SpeechEngine.shared.synthesize(text, voice: voice, wordsPerMinute: wordsPerMinute)
  }
}
