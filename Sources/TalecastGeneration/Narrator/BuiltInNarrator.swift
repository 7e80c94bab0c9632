import TalecastCore

/// The narrator a job gets when it asks for no remote one: the neural voice it names (`joe`,
/// `piper:en_US-joe-medium`), else espeak-ng's (`en-us`, `espeak:en-gb`).
public struct BuiltInNarrator: Narrator {
  public var neural: any Narrator
  public var espeak: any Narrator

  public init(neural: any Narrator = NeuralNarrator(), espeak: any Narrator = EspeakNarrator()) {
    self.neural = neural
    self.espeak = espeak
  }

  public func narrate(_ text: String, voice: String, rate: Int) throws -> Narration {
    if let espeakVoice = BuiltInNarrator.espeakName(voice) {
      return try espeak.narrate(text, voice: espeakVoice, rate: rate)
    }
    if try NeuralVoices.voice(named: voice) != nil {
      return try neural.narrate(text, voice: voice, rate: rate)
    }
    return try espeak.narrate(text, voice: voice, rate: rate)
  }

  /// The espeak-ng voice of a name given as `espeak:NAME`.
  public static func espeakName(_ voice: String) -> String? {
    voice.lowercased().hasPrefix("espeak:") ? String(voice.dropFirst("espeak:".count)) : nil
  }
}
