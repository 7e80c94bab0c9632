import Foundation

/// A voice the built-in narrator can speak with, as `talecast voices` and `GET /v1/voices`
/// list it: the neural voices first, then espeak-ng's.
public struct VoiceInfo: Sendable, Codable, Hashable {
  /// What a job names it by: "piper:en_US-joe-medium", "en-us".
  public let id: String
  /// "piper" (a neural voice, through sherpa-onnx) or "espeak-ng".
  public let engine: String
  /// Piper's name ("en_US-joe-medium"), or espeak-ng's ("English (America)").
  public let name: String
  /// Its languages, the one it speaks best first.
  public let languages: [String]
  /// A neural voice's short name, which a job may use too ("joe").
  public let shortName: String?
  /// A neural voice's quality (Piper's x_low, low, medium, high) and sample rate.
  public let quality: String?
  public let sampleRate: Int?
  /// A neural voice's measured pace at its own length scale, pauses left out.
  public let wordsPerMinute: Double?
  /// Where a neural voice came from.
  public let source: String?
  /// The voice an English job that names none gets.
  public let isDefault: Bool

  /// The API's names (`Voice`), which the CLI's `--json` prints too.
  public enum CodingKeys: String, CodingKey {
    case id, engine, name, languages, shortName, quality, sampleRate, wordsPerMinute, source
    case isDefault = "default"
  }

  package init(
    id: String, engine: String, name: String, languages: [String], shortName: String?,
    quality: String?, sampleRate: Int?, wordsPerMinute: Double?, source: String?, isDefault: Bool
  ) {
    self.id = id
    self.engine = engine
    self.name = name
    self.languages = languages
    self.shortName = shortName
    self.quality = quality
    self.sampleRate = sampleRate
    self.wordsPerMinute = wordsPerMinute
    self.source = source
    self.isDefault = isDefault
  }
}
