/// A small deterministic generator (SplitMix64): the same seed gives the same story on every
/// machine and every run, which `SystemRandomNumberGenerator` cannot promise.
public struct SeededRandom: RandomNumberGenerator, Sendable {
  private var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A generator for a named part of the work, so adding a draw in one part does not shift
  /// every other part's choices.
  public func derived(_ label: String) -> SeededRandom {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in label.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return SeededRandom(seed: state ^ hash)
  }
}
