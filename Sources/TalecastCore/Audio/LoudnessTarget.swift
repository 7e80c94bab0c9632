import Foundation

/// A loudness to normalise to (EBU R128 for speech: −16 LUFS, true peak ≤ −1.5 dBTP).
public struct LoudnessTarget: Sendable, Hashable {
  public var integrated: Double
  public var truePeak: Double

  public init(integrated: Double = -16, truePeak: Double = -1.5) {
    self.integrated = integrated
    self.truePeak = truePeak
  }

  public static let speech = LoudnessTarget()

  /// The limiter's ceiling sits a little under the target so the encoder's own overshoot
  /// still leaves the file's true peak at or below it.
  package var limiterCeiling: Double { truePeak - 0.5 }
}
