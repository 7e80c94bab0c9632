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

  package init(
    codec: String, sampleRate: Int, channels: Int, bitRate: Int, samples: Int, peak: Float,
    rms: Float, loudness: Double? = nil, truePeak: Double, chapters: [AudioChapter],
    tags: [String: String], cover: CoverPicture? = nil
  ) {
    self.codec = codec
    self.sampleRate = sampleRate
    self.channels = channels
    self.bitRate = bitRate
    self.samples = samples
    self.peak = peak
    self.rms = rms
    self.loudness = loudness
    self.truePeak = truePeak
    self.chapters = chapters
    self.tags = tags
    self.cover = cover
  }
}

/// A picture attached to an audio file: its codec ("png", "mjpeg") and size in pixels.
public struct CoverPicture: Sendable, Codable, Equatable {
  public var codec: String
  public var width: Int
  public var height: Int

  package init(codec: String, width: Int, height: Int) {
    self.codec = codec
    self.width = width
    self.height = height
  }
}
