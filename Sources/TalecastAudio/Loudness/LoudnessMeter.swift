import Foundation
import TalecastCore

/// Integrated loudness as ITU-R BS.1770-4 / EBU R128 define it: K-weighting, mean square
/// over 400 ms blocks every 100 ms, an absolute gate at −70 LUFS and a relative gate 10 LU
/// below the ungated mean. Also the true peak (4× oversampled). Streams: memory grows by one
/// number per 100 ms of audio.
public struct LoudnessMeter: Sendable {
  public let format: PCMFormat
  private var filters: [KWeighting]
  private var peaks: [TruePeak]
  private let subBlockFrames: Int
  private var subBlockFill = 0
  private var subBlockSum = 0.0
  /// Mean-square power (summed over channels) of each 100 ms sub-block.
  private var subBlocks: [Double] = []

  public init(format: PCMFormat) {
    self.format = format
    filters = Array(
      repeating: KWeighting(sampleRate: Double(format.sampleRate)), count: format.channels)
    peaks = Array(repeating: TruePeak(), count: format.channels)
    subBlockFrames = max(1, format.sampleRate / 10)
  }

  /// Adds interleaved samples (a whole number of frames).
  ///
  /// Run by run up to each 100 ms boundary, channel by channel, with the channel's filter in a
  /// local: every sample of a render is metered two or three times, and reaching into the
  /// array of filters per sample cost more than the filtering.
  public mutating func add(_ samples: UnsafeBufferPointer<Float>) {
    let channels = format.channels
    guard let base = samples.baseAddress else { return }
    let frames = samples.count / channels
    for channel in 0..<channels {
      peaks[channel].add(base + channel, count: frames, stride: channels)
    }
    var start = 0
    while start < frames {
      let run = min(frames - start, subBlockFrames - subBlockFill)
      for channel in 0..<channels {
        var filter = filters[channel]
        var sum = 0.0
        var index = start * channels + channel
        for _ in 0..<run {
          let weighted = filter.process(Double(base[index]))
          sum += weighted * weighted
          index += channels
        }
        filters[channel] = filter
        subBlockSum += sum
      }
      start += run
      subBlockFill += run
      if subBlockFill == subBlockFrames {
        subBlocks.append(subBlockSum / Double(subBlockFrames))
        subBlockFill = 0
        subBlockSum = 0
      }
    }
  }

  /// Runs samples through the filters without counting them: the audio just before a part
  /// measured on its own, so its filters start where a meter of the whole would be.
  mutating func prime(_ samples: UnsafeBufferPointer<Float>) {
    let channels = format.channels
    guard let base = samples.baseAddress else { return }
    let frames = samples.count / channels
    for channel in 0..<channels {
      // The peak detector's history too, its maximum untouched.
      var detector = peaks[channel]
      detector.add(base + channel, count: frames, stride: channels)
      peaks[channel] = detector.withMaximum(peaks[channel].maximum)
      var filter = filters[channel]
      var index = channel
      for _ in 0..<frames {
        _ = filter.process(Double(base[index]))
        index += channels
      }
      filters[channel] = filter
    }
  }

  /// Appends the measure of the audio that follows this meter's, measured on its own from a
  /// 100 ms boundary (where this one must end).
  mutating func append(_ next: LoudnessMeter) {
    precondition(subBlockFill == 0, "a part must end on a 100 ms boundary")
    subBlocks += next.subBlocks
    subBlockFill = next.subBlockFill
    subBlockSum = next.subBlockSum
    filters = next.filters
    for channel in peaks.indices {
      var peak = next.peaks[channel]
      peak.include(maximum: peaks[channel].maximum)
      peaks[channel] = peak
    }
  }

  /// Frames in 100 ms: where parts measured side by side may be cut.
  var subBlockLength: Int { subBlockFrames }

  /// Integrated loudness in LUFS; nil when nothing rises above the absolute gate (silence).
  public var integratedLoudness: Double? {
    guard subBlocks.count >= 4 else { return nil }
    var blocks: [Double] = []
    blocks.reserveCapacity(subBlocks.count - 3)
    var window = subBlocks[0] + subBlocks[1] + subBlocks[2]
    for index in 3..<subBlocks.count {
      window += subBlocks[index]
      blocks.append(window / 4)
      window -= subBlocks[index - 3]
    }
    let absolute = blocks.filter { Self.loudness($0) > -70 }
    guard !absolute.isEmpty else { return nil }
    let threshold = Self.loudness(absolute.reduce(0, +) / Double(absolute.count)) - 10
    let gated = absolute.filter { Self.loudness($0) > threshold }
    guard !gated.isEmpty else { return nil }
    return Self.loudness(gated.reduce(0, +) / Double(gated.count))
  }

  /// The highest true peak of any channel, in dBTP (−∞ for silence).
  public var truePeak: Double {
    let peak = peaks.map(\.maximum).max() ?? 0
    return peak > 0 ? 20 * log10(Double(peak)) : -.infinity
  }

  static func loudness(_ power: Double) -> Double { -0.691 + 10 * log10(max(power, 1e-20)) }
}

/// The two-stage K-weighting filter of BS.1770 (a high shelf, then a high pass), with
/// coefficients derived for any sample rate.
struct KWeighting: Sendable {
  private var shelf: Biquad
  private var highPass: Biquad

  init(sampleRate: Double) {
    var k = tan(Double.pi * 1_681.974450955533 / sampleRate)
    let vh = pow(10, 3.999843853973347 / 20)
    let vb = pow(vh, 0.4996667741545416)
    var q = 0.7071752369554196
    var a0 = 1 + k / q + k * k
    shelf = Biquad(
      b0: (vh + vb * k / q + k * k) / a0, b1: 2 * (k * k - vh) / a0,
      b2: (vh - vb * k / q + k * k) / a0,
      a1: 2 * (k * k - 1) / a0, a2: (1 - k / q + k * k) / a0)
    k = tan(Double.pi * 38.13547087602444 / sampleRate)
    q = 0.5003270373238773
    a0 = 1 + k / q + k * k
    highPass = Biquad(b0: 1, b1: -2, b2: 1, a1: 2 * (k * k - 1) / a0, a2: (1 - k / q + k * k) / a0)
  }

  mutating func process(_ sample: Double) -> Double { highPass.process(shelf.process(sample)) }
}

struct Biquad: Sendable {
  let b0, b1, b2, a1, a2: Double
  private var z1 = 0.0
  private var z2 = 0.0

  init(b0: Double, b1: Double, b2: Double, a1: Double, a2: Double) {
    self.b0 = b0
    self.b1 = b1
    self.b2 = b2
    self.a1 = a1
    self.a2 = a2
  }

  /// Transposed direct form II.
  mutating func process(_ x: Double) -> Double {
    let y = b0 * x + z1
    z1 = b1 * x - a1 * y + z2
    z2 = b2 * x - a2 * y
    return y
  }
}
