/// Mono 16-bit PCM as the engine produced it.
public struct SpeechAudio: Sendable, Hashable {
  public var samples: [Int16]
  public var sampleRate: Int

  public init(samples: [Int16], sampleRate: Int) {
    self.samples = samples
    self.sampleRate = sampleRate
  }

  public var duration: Double { Double(samples.count) / Double(sampleRate) }
}
