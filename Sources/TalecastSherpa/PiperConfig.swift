import Foundation

/// Piper's config of a voice (`NAME.onnx.json`), the parts Talecast uses. Piper voices read
/// espeak-ng's phonemes; one read another way (`phoneme_type` "text", pinyin) is refused.
struct PiperConfig {
  var sampleRate: Int
  var espeakVoice: String
  var language: String
  var languageName: String
  var quality: String
  var speakers: Int
  var noiseScale: Double
  var lengthScale: Double
  var noiseW: Double
  /// Symbols of one code point and their ids; Piper's multi-letter symbols cannot be passed
  /// as code points and are left out.
  var symbols: [(Unicode.Scalar, Int)]

  init(file: URL) throws(NeuralVoiceError) {
    let path = file.path
    func fail(_ field: String, _ problem: String) -> NeuralVoiceError {
      NeuralVoiceError(file: path, problem: "field '\(field)': \(problem)")
    }
    guard let data = try? Data(contentsOf: file),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else {
      throw NeuralVoiceError(file: path, problem: "is not a JSON object (Piper's voice config)")
    }
    let audio = object["audio"] as? [String: Any]
    guard let rate = (audio?["sample_rate"] as? NSNumber)?.intValue, (8_000...48_000).contains(rate)
    else { throw fail("audio.sample_rate", "expected a rate from 8000 to 48000 Hz") }
    sampleRate = rate
    let type = object["phoneme_type"] as? String ?? "espeak"
    guard type == "espeak" else {
      throw fail(
        "phoneme_type", "\"\(type)\": only voices that read espeak-ng's phonemes are taken")
    }
    guard let voice = (object["espeak"] as? [String: Any])?["voice"] as? String, !voice.isEmpty,
      voice.count <= 100
    else {
      throw fail("espeak.voice", "expected the espeak-ng voice of its phonemes, e.g. \"en-us\"")
    }
    espeakVoice = voice
    let language = object["language"] as? [String: Any]
    self.language = language?["code"] as? String ?? voice
    languageName = language?["name_english"] as? String ?? "English"
    quality = audio?["quality"] as? String ?? "unknown"
    speakers = max(1, (object["num_speakers"] as? NSNumber)?.intValue ?? 1)
    let inference = object["inference"] as? [String: Any]
    noiseScale = (inference?["noise_scale"] as? NSNumber)?.doubleValue ?? 0.667
    lengthScale = (inference?["length_scale"] as? NSNumber)?.doubleValue ?? 1
    noiseW = (inference?["noise_w"] as? NSNumber)?.doubleValue ?? 0.8
    guard (0.1...5).contains(lengthScale), (0...2).contains(noiseScale), (0...2).contains(noiseW)
    else { throw fail("inference", "scales out of range") }
    guard let map = object["phoneme_id_map"] as? [String: Any], !map.isEmpty else {
      throw fail("phoneme_id_map", "missing")
    }
    // An id the model has no row for would stop onnxruntime, and the process with it.
    let count = (object["num_symbols"] as? NSNumber)?.intValue ?? Int.max
    var symbols: [(Unicode.Scalar, Int)] = []
    for (symbol, ids) in map {
      guard let id = (ids as? [Any])?.first.flatMap({ ($0 as? NSNumber)?.intValue }), id >= 0,
        id < count
      else {
        throw fail("phoneme_id_map", "\"\(symbol)\" has no id below num_symbols (\(count))")
      }
      let scalars = Array(symbol.unicodeScalars)
      if scalars.count == 1 { symbols.append((scalars[0], id)) }
    }
    for required in ["_", "^", "$", " "]
    where !symbols.contains(where: { String($0.0) == required }) {
      throw fail("phoneme_id_map", "has no \"\(required)\"")
    }
    self.symbols = symbols.sorted { $0.1 < $1.1 }
  }

  /// sherpa-onnx's token file: `SYMBOL ID` a line.
  var tokenTable: String {
    symbols.map { "\(Character($0.0)) \($0.1)\n" }.joined()
  }
}
