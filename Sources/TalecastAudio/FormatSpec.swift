import TalecastCore

/// Which muxer and encoder make each format, with what settings.
struct FormatSpec {
  let muxer: String
  let codec: String
  let options: [String: String]
  /// Bits per second when none is asked for; nil for formats without a bit rate.
  let defaultBitRate: Int?
  /// The only rate the encoder takes, if it has one.
  let requiredSampleRate: Int?
  let writesChapters: Bool
  /// Encoders with frames (all but PCM) can be cut into segments encoded side by side.
  var canSegment: Bool { codec != "pcm_s16le" }
  /// Encoder options for segmented encoding. LAME's bit reservoir lets a frame start its data
  /// in the frames before it, which would point into another encoder's frames at a cut; without
  /// it every MP3 frame holds its own data (same bit rate, no seams).
  var segmentedOptions: [String: String] { codec == "libmp3lame" ? ["reservoir": "0"] : [:] }
  /// Whether the file measures as its encoder's input did (within 0.1 LU and under the
  /// limiter's ceiling plus its margin): PCM, and the AAC coder at 64k on speech. Measured with
  /// ffmpeg's ebur128 on the example stories: WAV and m4a −16.4 LUFS alike, MP3 0.5 LU lower,
  /// Opus 0.4 LU lower with true peaks 0.7 dB higher (its 48 kHz resampling).
  /// The others are decoded and measured after encoding.
  var keepsLevel: Bool { codec == "pcm_s16le" || codec == "aac" }
  /// Chapters go into the Vorbis comment header as CHAPTERnnn tags (Ogg).
  var chaptersAsComments: Bool { muxer == "ogg" }
  /// Whether chapters may be added after the first packet: the MP4 muxer writes chapters it
  /// was given only at the end in its index, while MP3 (ID3) and Ogg write them first.
  var chaptersKnownLate: Bool { !writesChapters || muxer == "ipod" }
  /// Whether audio can be encoded while later parts of it are still to come: chapter times
  /// may come at the end and the level is measured on the way in (no decode afterwards).
  var canStream: Bool { chaptersKnownLate && keepsLevel }

  init(_ format: AudioFormat) {
    switch format {
    case .m4a, .m4b:
      // The fast AAC coder is ≈5× quicker than the default on speech with no audible loss
      // for a narrating voice (NATIVE-NOTES); m4b is the same stream in an audiobook file.
      self.init(
        muxer: "ipod", codec: "aac", options: ["aac_coder": "fast"], bitRate: 64_000, rate: nil,
        chapters: true)
    case .mp3:
      self.init(
        muxer: "mp3", codec: "libmp3lame", options: [:], bitRate: 64_000, rate: nil, chapters: true)
    case .opus:
      self.init(
        muxer: "ogg", codec: "libopus", options: [:], bitRate: 32_000, rate: 48_000, chapters: true)
    case .wav:
      self.init(
        muxer: "wav", codec: "pcm_s16le", options: [:], bitRate: nil, rate: nil, chapters: false)
    }
  }

  private init(
    muxer: String, codec: String, options: [String: String], bitRate: Int?, rate: Int?,
    chapters: Bool
  ) {
    self.muxer = muxer
    self.codec = codec
    self.options = options
    self.defaultBitRate = bitRate
    self.requiredSampleRate = rate
    self.writesChapters = chapters
  }
}
