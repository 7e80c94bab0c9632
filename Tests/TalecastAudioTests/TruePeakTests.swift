import Foundation
import TalecastCore
import Testing

@testable import TalecastAudio

/// The block-wise true-peak filter gives, sample for sample, what the filter's definition
/// gives: 3 interpolated phases from the last 12 samples, and the sample 6 back.
@Suite struct TruePeakTests {
  /// The definition, one sample at a time, straight from the taps.
  static func reference(_ signal: [Float]) -> [Float] {
    let length = TruePeak.length
    return signal.indices.map { n in
      func x(_ index: Int) -> Float { index >= 0 ? signal[index] : 0 }
      var peak = abs(x(n - length / 2))
      for phase in TruePeak.taps {
        let sum = (0..<length).reduce(Float(0)) { $0 + phase[$1] * x(n - $1) }
        peak = max(peak, abs(sum))
      }
      return peak
    }
  }

  @Test func blocksOfAnySizeGiveTheDefinitionsPeaks() {
    var seed: UInt64 = 7
    // Two interleaved channels: a tone with noise, and a square wave whose edges overshoot.
    let frames = 20_000
    var interleaved = [Float](repeating: 0, count: frames * 2)
    for frame in 0..<frames {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let noise = Float(Int64(bitPattern: seed >> 11) % 1_000) / 4_000
      interleaved[frame * 2] = 0.5 * sin(Float(frame) * 0.07) + noise
      interleaved[frame * 2 + 1] = (frame / 37) % 2 == 0 ? 0.9 : -0.9
    }
    for channel in 0..<2 {
      let signal = stride(from: channel, to: interleaved.count, by: 2).map { interleaved[$0] * 0.8 }
      let expected = Self.reference(signal)
      var detector = TruePeak()
      var got: [Float] = []
      var start = 0
      var size = 1
      while start < frames {
        let count = min(size, frames - start)
        var peaks = [Float](repeating: -1, count: count)
        interleaved.withUnsafeBufferPointer { all in
          detector.add(
            all.baseAddress! + start * 2 + channel, count: count, stride: 2, scale: 0.8,
            peaks: &peaks)
        }
        got += peaks
        start += count
        size = (size * 7 + 3) % 1_500 + 1
      }
      let worst = zip(got, expected).map { abs($0 - $1) }.max() ?? 1
      #expect(worst < 1e-5, "channel \(channel): off by \(worst)")
      #expect(abs(detector.maximum - (expected.max() ?? 0)) < 1e-5)
    }
    // The square wave's interpolated peaks overshoot its samples: the filter does something.
    #expect(
      (Self.reference([0, 0, 0.9, 0.9, -0.9, -0.9, 0.9, 0.9] + Array(repeating: 0, count: 12)).max()
        ?? 0) > 0.9)
  }
}

/// The gain found on two halves side by side is the gain found on the whole.
@Suite struct NormalizationPartsTests {
  @Test func halvesSideBySideFindTheWholesGain() throws {
    let format = PCMFormat(sampleRate: 22_050, channels: 1)
    // 61 s: a quiet voice-like tone with a 2 ms click every half second, so the limiter works
    // hard and what it holds down costs loudness.
    let samples: [Float] = (0..<(22_050 * 61)).map { index in
      let time = Double(index) / 22_050
      let click = time.truncatingRemainder(dividingBy: 0.5) < 0.002 ? 0.9 : 0
      return Float(click + 0.1 * sin(2 * Double.pi * 220 * time) * (0.6 + 0.4 * sin(time * 7)))
    }
    let whole = Normalization.gain(format: format, target: .speech) { body in
      samples.withUnsafeBufferPointer { body($0) }
    }
    let parts = Normalization.gain(format: format, target: .speech, frames: samples.count) {
      range, body in
      samples[range].withUnsafeBufferPointer { body($0) }
    }
    let measured = try #require(whole.measured)
    #expect(abs(measured - (parts.measured ?? 0)) < 0.001, "\(measured) \(parts.measured ?? 0)")
    #expect(abs(whole.gainDB - parts.gainDB) < 0.01, "\(whole.gainDB) \(parts.gainDB)")
    // The limiter did matter: the trial raised the gain beyond the plain measure's.
    #expect(whole.gainDB - (LoudnessTarget.speech.integrated - measured) > 0.1)
  }
}
