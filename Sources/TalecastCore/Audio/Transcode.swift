import Foundation

/// How to transcode.
public struct TranscodeOptions: Sendable {
  public var format: AudioFormat
  public var bitRate: Int?
  public var sampleRate: Int?
  /// Normalise loudness to this target; nil leaves levels as they are.
  public var loudness: LoudnessTarget?
  /// Encoder threads; nil for one per core.
  public var encoderThreads: Int?

  public init(
    format: AudioFormat, bitRate: Int? = nil, sampleRate: Int? = nil,
    loudness: LoudnessTarget? = nil, encoderThreads: Int? = nil
  ) {
    self.format = format
    self.bitRate = bitRate
    self.sampleRate = sampleRate
    self.loudness = loudness
    self.encoderThreads = encoderThreads
  }
}

/// What a transcode did.
public struct TranscodeReport: Sendable {
  public var input: PCMFormat
  public var inputCodec: String
  public var frames: Int
  public var measuredLoudness: Double?
  public var gainDB: Double

  package init(
    input: PCMFormat, inputCodec: String, frames: Int, measuredLoudness: Double? = nil,
    gainDB: Double
  ) {
    self.input = input
    self.inputCodec = inputCodec
    self.frames = frames
    self.measuredLoudness = measuredLoudness
    self.gainDB = gainDB
  }
}
