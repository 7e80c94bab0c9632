import TalecastCore

/// Why the built-in narrator cannot speak a job with its voice (`voiceProblem(of:)`).
public enum VoiceProblem: Error, Sendable, Hashable, CustomStringConvertible {
  /// espeak-ng has no such voice, or cannot load it: what it said.
  case unusable(String)
  /// The voice speaks `language`, but the story is written in English.
  case notEnglish(voice: String, language: String)

  public var description: String {
    switch self {
    case .unusable(let message): message
    case .notEnglish(let voice, let language):
      "\"\(voice)\" speaks \(language), but the story is written in English: choose an English voice"
    }
  }

  /// What a job file naming the voice is rejected for, so a front door can add its advice.
  public var cause: JobFileError.Cause? {
    guard case .notEnglish(let voice, let language) = self else { return nil }
    return .voiceLanguage(voice: voice, language: language)
  }
}
