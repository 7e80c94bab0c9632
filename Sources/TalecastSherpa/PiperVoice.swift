import Foundation
import TalecastCore

/// A Piper voice prepared for sherpa-onnx in a folder of the data folder's `voices/`
/// (`PiperVoicePreparation`): the model with the metadata sherpa-onnx reads, its token table,
/// Piper's own config beside it, and `talecast-voice.json`, what Talecast knows of it.
public struct PiperVoice: Sendable, Hashable {
  /// `talecast-voice.json`.
  public struct Record: Sendable, Hashable, Codable {
    /// Piper's name, e.g. "en_US-joe-medium".
    public var name: String
    /// Its language as Piper writes it, e.g. "en_US".
    public var language: String
    /// The espeak-ng voice whose phonemes it was trained on, e.g. "en-us".
    public var espeakVoice: String
    /// Piper's quality: x_low, low, medium or high.
    public var quality: String
    public var sampleRate: Int
    /// Piper's own inference settings: noise, phoneme-length noise, length.
    public var noiseScale: Double
    public var noiseW: Double
    public var lengthScale: Double
    /// Words a minute it speaks at its own length scale, pauses left out: measured when it was
    /// prepared, so a job's `rate` means the same pace for every voice. 0 before that.
    public var wordsPerMinute: Double
    /// Where it came from (a file, a package and version), for `talecast voices`.
    public var source: String
    public var model: String
    public var tokens: String
  }

  public let folder: URL
  public let record: Record
  /// The model's phoneme symbols and their ids (one code point each).
  public let symbols: [Unicode.Scalar: Int]

  public var name: String { record.name }
  public var model: URL { folder.appendingPathComponent(record.model) }
  public var tokens: URL { folder.appendingPathComponent(record.tokens) }

  /// What a job may call it: Piper's name without its language and quality ("joe").
  public var shortName: String {
    let parts = record.name.split(separator: "-")
    return parts.count == 3 ? String(parts[1]) : record.name
  }

  /// How a job names it for good: "piper:en_US-joe-medium".
  public var qualifiedName: String { "piper:\(record.name)" }

  /// The language as espeak-ng and BCP 47 write it: "en-us".
  public var languageTag: String {
    record.language.replacingOccurrences(of: "_", with: "-").lowercased()
  }

  public static let recordFile = "talecast-voice.json"

  /// Loads the prepared voice in `folder`.
  public init(folder: URL) throws(NeuralVoiceError) {
    let file = folder.appendingPathComponent(Self.recordFile)
    let record: Record
    do {
      record = try JSONDecoder().decode(Record.self, from: Data(contentsOf: file))
    } catch {
      throw NeuralVoiceError(
        file: file.path,
        problem: "cannot be read (prepare the voice again with `talecast voices add`)")
    }
    self.folder = folder
    self.record = record
    let tokens = folder.appendingPathComponent(record.tokens)
    guard let data = FileManager.default.contents(atPath: tokens.path) else {
      throw NeuralVoiceError(file: tokens.path, problem: "is missing")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw NeuralVoiceError(file: tokens.path, problem: "is not UTF-8 text")
    }
    symbols = try Self.symbols(in: text, file: tokens.path)
  }

  /// The token table: one `SYMBOL ID` a line, the symbol one code point (the space too).
  static func symbols(in text: String, file: String) throws(NeuralVoiceError) -> [Unicode.Scalar:
    Int]
  {
    var symbols: [Unicode.Scalar: Int] = [:]
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    where !line.isEmpty {
      let scalars = Array(line.unicodeScalars)
      guard scalars.count >= 3, scalars[1] == " ",
        let id = Int(String(line.unicodeScalars.dropFirst(2)))
      else {
        throw NeuralVoiceError(file: file, problem: "line \(number + 1) is not `SYMBOL ID`")
      }
      symbols[scalars[0]] = id
    }
    guard !symbols.isEmpty else { throw NeuralVoiceError(file: file, problem: "has no symbols") }
    return symbols
  }

  /// The voices prepared in the data folder, by name; a folder that cannot be loaded is given
  /// with its error (`talecast voices` shows it). Folders whose name starts with a dot are a
  /// preparation under way, and skipped.
  public static func installed(in data: DataFolder) -> [Result<PiperVoice, NeuralVoiceError>] {
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: data.voices.path))?.sorted() ?? []
    return names.filter { !$0.hasPrefix(".") }.map { name in
      let folder = data.voices.appendingPathComponent(name, isDirectory: true)
      return Result { () throws(NeuralVoiceError) in try PiperVoice(folder: folder) }
    }
  }
}
