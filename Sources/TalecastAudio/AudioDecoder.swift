import Foundation
import TalecastCore

/// Decodes a whole file to mono 16-bit samples at a chosen rate: for speech that arrives as an
/// encoded file (a remote narrator's answer) and joins the rest of a story's scenes.
public enum AudioDecoder {
  public static func monoSamples(path: String, sampleRate: Int) throws(AudioError) -> [Int16] {
    let reader = try AudioReader(path: path, sampleRate: sampleRate, channels: 1)
    var samples: [Int16] = []
    try reader.forEachBlock { block in
      for value in block { samples.append(Int16(max(-1, min(1, value)) * 32_767)) }
    }
    return samples
  }

  /// The same, for bytes in memory (written to a temporary file FFmpeg can probe).
  public static func monoSamples(data: Data, sampleRate: Int) throws(AudioError) -> [Int16] {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "talecast-decode-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: url) }
    do {
      try data.write(to: url)
    } catch {
      throw AudioError(operation: "writing", file: url.path, message: "\(error)")
    }
    return try monoSamples(path: url.path, sampleRate: sampleRate)
  }
}
