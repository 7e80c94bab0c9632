import Foundation

/// The true peak of one channel: the largest absolute value of the signal 4× oversampled
/// with a 48-tap windowed-sinc interpolator (BS.1770-4 Annex 2 asks for at least 4×).
struct TruePeak: Sendable {
  /// Taps per phase; the interpolator looks 12 samples back.
  static let length = 12
  /// `taps[phase][k]` weighs the sample k steps back for output phase 1…3 (phase 0 is the
  /// sample itself).
  static let taps: [[Float]] = {
    let total = length * 4
    let center = Double(total) / 2
    return (1...3).map { phase in
      (0..<length).map { k in
        let m = Double(k * 4 + 4 - phase)  // distance in oversampled steps
        let x = (m - center) / 4
        let sinc = x == 0 ? 1 : sin(Double.pi * x) / (Double.pi * x)
        let window = 0.5 - 0.5 * cos(2 * Double.pi * m / Double(total))
        return Float(sinc * window)
      }
    }
  }()

  private var history = [Float](repeating: 0, count: TruePeak.length)
  private var position = 0
  private(set) var maximum: Float = 0

  /// Adds one sample and returns the largest absolute value around it (the sample and the
  /// three points interpolated just before it), half the interpolator's length late.
  @discardableResult
  mutating func add(_ sample: Float) -> Float {
    history[position] = sample
    position = (position + 1) % Self.length
    var peak = abs(history[(position + Self.length / 2 - 1) % Self.length])
    for phase in Self.taps {
      var sum: Float = 0
      for k in 0..<Self.length {
        sum += phase[k] * history[(position + Self.length - 1 - k) % Self.length]
      }
      peak = max(peak, abs(sum))
    }
    maximum = max(maximum, peak)
    return peak
  }
}
