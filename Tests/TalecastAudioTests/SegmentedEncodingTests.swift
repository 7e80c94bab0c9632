import CFFmpeg
import Foundation
import TalecastCore
import TalecastTesting
import Testing

@testable import TalecastAudio

/// A segmented encode (several encoders side by side, see `SegmentedEncoding`) must be
/// indistinguishable from a continuous one: same length to the sample, same alignment, and no
/// moment around a cut worse than the continuous encode at that moment. The ffmpeg CLI decodes
/// both.
@Suite struct SegmentedEncodingTests {
  static let rate = 22_050
  /// Short segments so that 40 s of audio has six cuts.
  static let segmentSeconds = 6.0
  let folder: URL

  init() throws { folder = try TemporaryFolder.make("segmented") }

  /// A voice-like test signal: twelve harmonics of a gliding 100–200 Hz fundamental, a
  /// syllable-rate envelope and a little hiss; with `pauses`, a quarter second of hiss every
  /// 2.5 s, as between a narrator's phrases. Deterministic.
  static func voiceLike(seconds: Double, pauses: Bool = true) -> [Float] {
    let count = Int(seconds * Double(rate))
    var samples = [Float](repeating: 0, count: count)
    var phase = 0.0
    var noise: UInt32 = 1
    for index in 0..<count {
      let time = Double(index) / Double(rate)
      phase += 2 * Double.pi * (150 + 50 * sin(2 * Double.pi * 0.37 * time)) / Double(rate)
      var value = 0.0
      for harmonic in 1...12 { value += sin(Double(harmonic) * phase) / Double(harmonic) }
      var envelope = 0.2 + 0.8 * (0.5 + 0.5 * sin(2 * Double.pi * 3.1 * time))
      if pauses && time.truncatingRemainder(dividingBy: 2.5) > 2.25 { envelope = 0 }
      noise = noise &* 1_664_525 &+ 1_013_904_223
      let hiss = (Double(noise >> 8) / Double(1 << 24) - 0.5) * 0.002
      samples[index] = Float(0.2 * envelope * value + hiss)
    }
    return samples
  }

  /// Writes `samples`; returns the file and where a segmented encode cut it (seconds).
  func write(_ samples: [Float], format: AudioFormat, threads: Int, name: String) throws -> (
    path: String, cuts: [Double]
  ) {
    let path = folder.appendingPathComponent("\(name).\(format.rawValue)").path
    var settings = AudioWriterSettings(format: format, encoderThreads: threads)
    settings.segmentSeconds = Self.segmentSeconds
    let writer = try AudioWriter(
      path: path, input: PCMFormat(sampleRate: Self.rate, channels: 1), settings: settings)
    try samples.withUnsafeBufferPointer { try writer.write($0) }
    try writer.finish()
    return (path, writer.segmentCuts.map { Double($0) / Double(writer.outputRate) })
  }

  /// Per window of 512 samples: the error of `decoded` against `source`, in dB relative to the
  /// source's mean power (what stands out of the programme, wherever it is).
  static func windowError(_ decoded: [Float], _ source: [Float]) -> [Double] {
    let window = 512
    let power = source.reduce(0.0) { $0 + Double($1 * $1) } / Double(source.count)
    return (0..<(min(decoded.count, source.count) / window)).map { index in
      var error = 0.0
      for offset in (index * window)..<((index + 1) * window) {
        let difference = Double(decoded[offset] - source[offset])
        error += difference * difference
      }
      return 10 * log10(error / Double(window) / power + 1e-15)
    }
  }

  static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

  @Test(arguments: [AudioFormat.m4a, .mp3, .opus], [true, false])
  func cutsAreInaudibleAndTheLengthIsExact(format: AudioFormat, pauses: Bool) throws {
    let source = Self.voiceLike(seconds: 40, pauses: pauses)
    let serial = try write(source, format: format, threads: 1, name: "serial").path
    let (segmented, cuts) = try write(source, format: format, threads: 3, name: "segmented")

    // Cut where asked: in the second half of every segment.
    #expect(cuts.count >= 6)
    var previous = 0.0
    for cut in cuts {
      #expect(
        cut > previous + Self.segmentSeconds * 0.49 && cut <= previous + Self.segmentSeconds + 0.05)
      previous = cut
    }

    // Same length to the sample, at the output's own rate (48 kHz for Opus).
    let outputRate = format == .opus ? 48_000 : Self.rate
    #expect(
      try FFprobe.decodedSamples(segmented, rate: outputRate).count
        == FFprobe.decodedSamples(serial, rate: outputRate).count)

    let serialError = Self.windowError(try FFprobe.decodedSamples(serial, rate: Self.rate), source)
    let segmentedError = Self.windowError(
      try FFprobe.decodedSamples(segmented, rate: Self.rate), source)
    // Aligned: a shift of even a few samples would raise the error everywhere.
    #expect(Self.median(segmentedError) < -12)
    #expect(abs(Self.median(segmentedError) - Self.median(serialError)) < 1)

    // Around every cut the segmented encode is no worse than the continuous one, beyond a
    // codec's ordinary moment-to-moment variation, unless what it adds is far below the
    // programme. A wrong cut (a frame lost or doubled, no pre-roll) costs 20–40 dB here.
    // Opus is the exception when there is no pause to cut in: its decoder predicts each frame
    // from the one before, which came from the other encoder, and the first frames after such
    // a cut carry up to ≈ 15 dB more coding noise (in speech the cut falls in a pause).
    let margin = format == .opus && !pauses ? 15.0 : 6.0
    for cut in cuts {
      let center = Int(cut * Double(Self.rate)) / 512
      for index in (center - 3)...(center + 6) {
        #expect(
          segmentedError[index] < max(serialError[index] + margin, -40),
          "\(format) at \(String(format: "%.2f", Double(index * 512) / Double(Self.rate))) s")
      }
    }
  }

  /// Segments wait as 16-bit integers (a third of the memory of floats) and are widened into
  /// the encoder's format a frame at a time, at FFmpeg's scale: nothing is lost on the way.
  @Test func segmentsWaitAsSixteenBitAndAreWidenedExactly() {
    func setup(_ format: AVSampleFormat) -> EncoderSetup {
      EncoderSetup(
        codec: "aac", sampleFormat: format.rawValue, sampleRate: 22_050, channels: 2, bitRate: nil,
        options: [:], globalHeader: false, path: "x")
    }
    #expect(
      SegmentedEncoding.storage(for: setup(AV_SAMPLE_FMT_FLTP)).avSampleFormat == AV_SAMPLE_FMT_S16P
    )
    #expect(
      SegmentedEncoding.storage(for: setup(AV_SAMPLE_FMT_FLT)).avSampleFormat == AV_SAMPLE_FMT_S16)
    #expect(
      SegmentedEncoding.storage(for: setup(AV_SAMPLE_FMT_S32P)).avSampleFormat == AV_SAMPLE_FMT_S16P
    )
    #expect(
      SegmentedEncoding.storage(for: setup(AV_SAMPLE_FMT_U8)).avSampleFormat == AV_SAMPLE_FMT_U8)
    let values: [Int16] = [.min, -1, 0, 1, 16_384, .max]
    var floats = [Float](repeating: 9, count: values.count)
    var integers = [Int32](repeating: 9, count: values.count)
    var doubles = [Double](repeating: 9, count: values.count)
    values.withUnsafeBufferPointer { source in
      SegmentedEncoding.widen(
        source.baseAddress!, count: values.count, into: &floats, format: AV_SAMPLE_FMT_FLTP)
      SegmentedEncoding.widen(
        source.baseAddress!, count: values.count, into: &integers, format: AV_SAMPLE_FMT_S32P)
      SegmentedEncoding.widen(
        source.baseAddress!, count: values.count, into: &doubles, format: AV_SAMPLE_FMT_DBL)
    }
    let expected: [Float] = [-1, -1 / 32_768, 0, 1 / 32_768, 0.5, 32_767 / 32_768]
    #expect(floats == expected)
    #expect(integers == values.map { Int32($0) * 65_536 })
    #expect(doubles == values.map { Double($0) / 32_768 })
  }

  /// Lengths that end exactly on a cut, just after one, and inside the first segment.
  @Test(arguments: [0, 1, -1_000])
  func everyLengthComesOutWhole(extra: Int) throws {
    let segment = Int(Self.segmentSeconds * Double(Self.rate))
    // AAC frames are 1024 samples, MP3 frames at 22 050 Hz 576; segments are whole frames.
    for (format, frame) in [(AudioFormat.m4a, 1_024), (.mp3, 576)] {
      let count = extra < 0 ? segment + extra : 2 * ((segment + frame - 1) / frame * frame) + extra
      let source = Array(Self.voiceLike(seconds: 13).prefix(count))
      let path = try write(source, format: format, threads: 2, name: "length-\(extra)").path
      let serial = try write(source, format: format, threads: 1, name: "serial-\(extra)").path
      let decoded = try FFprobe.decodedSamples(path, rate: Self.rate).count
      let serialDecoded = try FFprobe.decodedSamples(serial, rate: Self.rate).count
      #expect(decoded == serialDecoded, "\(format), \(count) samples")
      // The containers round the end up to a whole frame (a known FFmpeg 5.1 limit).
      #expect(abs(decoded - count) < frame, "\(format), \(count) samples")
    }
  }

  @Test func theCutFallsInThePause() {
    // 40 frames of 1024 float samples, loud except frames 27 and 28: the boundary between
    // them (28 · 1024) is the quietest; with frame 33 silent too, a lone silent frame has loud
    // neighbours and loses to the two-frame pause.
    var samples = (0..<(40 * 1_024)).map { Float(sin(Double($0) * 0.05)) * 0.5 }
    for index in (27 * 1_024)..<(29 * 1_024) { samples[index] = 0.001 }
    for index in (33 * 1_024)..<(34 * 1_024) { samples[index] = 0 }
    let data = samples.withUnsafeBytes { Array($0) }
    let setup = EncoderSetup(
      codec: "aac", sampleFormat: AV_SAMPLE_FMT_FLTP.rawValue, sampleRate: 22_050, channels: 1,
      bitRate: nil, options: [:], globalHeader: false, path: "test")
    #expect(
      QuietCut.position(
        in: data, stride: samples.count, setup: setup, frameSize: 1_024,
        range: (20 * 1_024)...(38 * 1_024)) == 28 * 1_024)
    // No pause in range: some boundary in range, never outside it.
    let cut = QuietCut.position(
      in: data, stride: samples.count, setup: setup, frameSize: 1_024,
      range: (2 * 1_024)...(20 * 1_024))
    #expect((2 * 1_024)...(20 * 1_024) ~= cut && cut % 1_024 == 0)
  }
}
