import Foundation
import TalecastCore

/// The gain that brings audio to a loudness target once the limiter has held its peaks down.
enum Normalization {
  /// `feed` calls its argument with every block of the audio, in order; it is called
  /// `1 + trials` times: once to measure, then for each trial to measure what the limiter
  /// leaves at the gain so far (peaks held down lower the loudness a little; the gain is raised
  /// by what was lost). A second trial catches what the raised gain makes the limiter take.
  static func gain<E: Error>(
    format: PCMFormat, target: LoudnessTarget, trials: Int = 1,
    feed: ((UnsafeBufferPointer<Float>) -> Void) throws(E) -> Void
  ) throws(E) -> (measured: Double?, gainDB: Double) {
    var meter = LoudnessMeter(format: format)
    try feed { meter.add($0) }
    guard let measured = meter.integratedLoudness else { return (nil, 0) }
    var gainDB = target.integrated - measured
    var limited: [Float] = []
    for _ in 0..<trials {
      var limiter = PeakLimiter(
        format: format, gain: Float(pow(10, gainDB / 20)), ceilingDB: target.limiterCeiling)
      var after = LoudnessMeter(format: format)
      try feed { block in
        limited.removeAll(keepingCapacity: true)
        limiter.process(block, into: &limited)
        limited.withUnsafeBufferPointer { after.add($0) }
      }
      limited.removeAll(keepingCapacity: true)
      limiter.flush(into: &limited)
      limited.withUnsafeBufferPointer { after.add($0) }
      if let reached = after.integratedLoudness { gainDB += target.integrated - reached }
    }
    return (measured, gainDB)
  }
}

extension Normalization {
  /// Encodes with `encode(gainDB, ceilingDB)` into `path`, then decodes what was written and
  /// measures it: lossy codecs move loudness (a low-pass takes some of the K-weighted energy)
  /// and peaks (ringing). If the file misses the target by more than 0.5 LU or its true peak
  /// is over the ceiling, it is encoded again with the error taken out (at most twice more).
  static func encodeVerified(
    path: String, target: LoudnessTarget, gainDB initial: Double,
    encode: (_ gainDB: Double, _ ceilingDB: Double) throws(AudioError) -> Void
  ) throws(AudioError) -> (gainDB: Double, written: DecodedAudio) {
    var gainDB = initial
    var ceilingDB = target.limiterCeiling
    var attempt = 0
    while true {
      try encode(gainDB, ceilingDB)
      // What was written, measured; handed back so callers need not decode it again.
      let written = try AudioProbe.decode(path: path)
      attempt += 1
      guard let loudness = written.loudness, attempt < 3 else { return (gainDB, written) }
      let loudnessError = target.integrated - loudness
      let peakExcess = written.truePeak - target.truePeak
      if abs(loudnessError) <= 0.5 && peakExcess <= 0 { return (gainDB, written) }
      gainDB += loudnessError
      if peakExcess > 0 { ceilingDB -= peakExcess + 0.2 }
    }
  }
}
