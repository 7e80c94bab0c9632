/// The working format between reading and writing: interleaved 32-bit float samples.
public struct PCMFormat: Sendable, Hashable, CustomStringConvertible {
  public var sampleRate: Int
  public var channels: Int

  public init(sampleRate: Int, channels: Int) {
    self.sampleRate = sampleRate
    self.channels = channels
  }

  public var description: String {
    "\(sampleRate) Hz, \(channels == 1 ? "mono" : "\(channels) channels")"
  }
}

/// A chapter in seconds of the output.
public struct AudioChapter: Sendable, Hashable, Codable {
  public var title: String
  public var start: Double
  public var end: Double

  public init(title: String, start: Double, end: Double) {
    self.title = title
    self.start = start
    self.end = end
  }
}
