import TalecastGeneration

/// A voice the built-in narrator can speak with, as `talecast voices` lists it.
public struct VoiceInfo: Sendable, Codable {
  /// What a job names it by ("en-us"); its name ("English (America)") and its first
  /// language work too.
  public let file: String
  public let name: String
  public let languages: [String]
}

extension Talecast {
  /// espeak-ng's voices, by file name.
  public static func voices() throws -> [VoiceInfo] {
    try StoryGenerationService.voices().map {
      VoiceInfo(file: $0.file, name: $0.name, languages: $0.languages)
    }
  }
}
