import TalecastCore

/// What a writer handed its encoder, measured on the way in: loudness, true peak, sample peak,
/// RMS and length. A render learns from it what it wrote without decoding the file again
/// (that decode was a sixth of a render's CPU); lossy codecs move loudness by a few tenths of
/// a LU at most, and the limiter's ceiling sits under the target peak for their overshoot.
struct EncoderInput {
  private var meter: LoudnessMeter
  private var frames = 0
  private var peak: Float = 0
  private var sumOfSquares = 0.0

  init(format: PCMFormat) { meter = LoudnessMeter(format: format) }

  mutating func add(_ block: UnsafeBufferPointer<Float>) {
    meter.add(block)
    frames += block.count / meter.format.channels
    var squares: Float = 0
    var highest = peak
    for sample in block {
      highest = max(highest, abs(sample))
      squares += sample * sample
    }
    peak = highest
    sumOfSquares += Double(squares)
  }

  var loudness: Double? { meter.integratedLoudness }

  /// The summary a decode of the file would give, from what the encoder was given.
  func summary(codec: String, bitRate: Int, chapters: [AudioChapter], tags: [String: String])
    -> DecodedAudio
  {
    let count = frames * meter.format.channels
    return DecodedAudio(
      codec: codec, sampleRate: meter.format.sampleRate, channels: meter.format.channels,
      bitRate: bitRate, samples: frames, peak: peak,
      rms: count > 0 ? Float((sumOfSquares / Double(count)).squareRoot()) : 0,
      loudness: meter.integratedLoudness, truePeak: meter.truePeak, chapters: chapters, tags: tags)
  }
}
