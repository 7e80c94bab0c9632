import CFFmpeg

/// What decoding a whole file showed: its real length and level, not what the container claims.
public struct DecodedAudio: Sendable, Codable {
  public var codec: String
  public var sampleRate: Int
  public var channels: Int
  public var bitRate: Int
  /// Samples per channel after the decoder dropped encoder priming and padding.
  public var samples: Int
  public var peak: Float
  public var rms: Float
  /// Integrated loudness (LUFS), nil for silence; true peak (dBTP).
  public var loudness: Double?
  public var truePeak: Double
  public var chapters: [AudioChapter]
  public var tags: [String: String]
  /// The attached picture (cover art), if the file carries one.
  public var cover: CoverPicture? = nil

  public var duration: Double { Double(samples) / Double(sampleRate) }
}

/// A picture attached to an audio file: its codec ("png", "mjpeg") and size in pixels.
public struct CoverPicture: Sendable, Codable, Equatable {
  public var codec: String
  public var width: Int
  public var height: Int
}

/// Decodes a whole file to measure it.
public enum AudioProbe {
  public static func decode(path: String) throws(AudioError) -> DecodedAudio {
    let reader = try AudioReader(path: path)
    var meter = LoudnessMeter(format: reader.format)
    var frames = 0
    var peak: Float = 0
    var sumOfSquares = 0.0
    try reader.forEachBlock { block in
      meter.add(block)
      frames += block.count / reader.format.channels
      for sample in block {
        peak = max(peak, abs(sample))
        sumOfSquares += Double(sample * sample)
      }
    }
    let count = frames * reader.format.channels
    return DecodedAudio(
      codec: reader.codec, sampleRate: reader.format.sampleRate, channels: reader.format.channels,
      bitRate: reader.bitRate,
      samples: frames, peak: peak,
      rms: count > 0 ? Float((sumOfSquares / Double(count)).squareRoot()) : 0,
      loudness: meter.integratedLoudness, truePeak: meter.truePeak,
      chapters: reader.container.chapters,
      tags: reader.container.tags, cover: reader.container.cover)
  }
}
