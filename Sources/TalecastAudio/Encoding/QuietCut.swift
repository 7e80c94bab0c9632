import CFFmpeg
import TalecastCore

/// Where to cut a stream for segmented encoding: at the quietest frame boundary in a range.
/// Whatever a cut changes (an encoder's predictors starting from their own state, not the
/// previous encoder's) scales with the level of the audio there, and in speech the quietest
/// boundary of a few seconds is a pause between words, where nothing is left to hear.
enum QuietCut {
  /// The frame boundary in `range` (positions in samples from the start of `data`, multiples
  /// of `frameSize`) whose two frames either side hold the least energy. `data` holds
  /// `stride` samples per plane, the planes one after the other, in `setup`'s sample format.
  static func position(
    in data: [UInt8], stride: Int, setup: EncoderSetup, frameSize: Int, range: ClosedRange<Int>
  ) -> Int {
    let first = range.lowerBound / frameSize - 1
    let last = range.upperBound / frameSize
    guard first >= 0, (last + 1) * frameSize <= stride else { return range.upperBound }
    let energies = (first...last).map { frame in
      energy(in: data, stride: stride, setup: setup, from: frame * frameSize, count: frameSize)
    }
    // Boundary k·frameSize sits between frames k-1 and k.
    var best = range.upperBound
    var bestScore = Double.infinity
    for boundary in (first + 1)...last {
      let score = energies[boundary - 1 - first] + energies[boundary - first]
      // Ties (digital silence) go to the later boundary: segments as long as asked.
      if score <= bestScore {
        bestScore = score
        best = boundary * frameSize
      }
    }
    return best
  }

  /// The sum of squares of `count` samples from `from`, in whatever scale the format has.
  static func energy(in data: [UInt8], stride: Int, setup: EncoderSetup, from: Int, count: Int)
    -> Double
  {
    let values = setup.isPlanar ? 1 : setup.channels
    let planeBytes = stride * setup.bytesPerPlaneSample
    return data.withUnsafeBytes { buffer in
      var sum = 0.0
      for plane in 0..<setup.planes {
        let base = buffer.baseAddress! + plane * planeBytes
        let range = (from * values)..<((from + count) * values)
        switch av.av_get_packed_sample_fmt(setup.avSampleFormat) {
        case AV_SAMPLE_FMT_FLT:
          let samples = base.assumingMemoryBound(to: Float.self)
          for index in range { sum += Double(samples[index] * samples[index]) }
        case AV_SAMPLE_FMT_S16:
          let samples = base.assumingMemoryBound(to: Int16.self)
          for index in range { sum += Double(samples[index]) * Double(samples[index]) }
        case AV_SAMPLE_FMT_S32:
          let samples = base.assumingMemoryBound(to: Int32.self)
          for index in range { sum += Double(samples[index]) * Double(samples[index]) }
        case AV_SAMPLE_FMT_DBL:
          let samples = base.assumingMemoryBound(to: Double.self)
          for index in range { sum += samples[index] * samples[index] }
        default:
          return 0
        }
      }
      return sum
    }
  }
}
