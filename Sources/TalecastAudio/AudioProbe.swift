import CFFmpeg
import TalecastCore

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
