import Foundation
import TalecastCore

public struct GenerationConfiguration: Sendable {
  /// The media root; stories go to `stories/` inside it.
  public var mediaRoot: URL
  /// Decoded RMS below this (≈ −60 dBFS) means the audio is silent and the render fails.
  public var silenceThreshold: Float
  public var logger: Logger

  public init(
    mediaRoot: URL, silenceThreshold: Float = 0.001,
    logger: Logger = Logger(label: "talecast.generation")
  ) {
    self.mediaRoot = mediaRoot
    self.silenceThreshold = silenceThreshold
    self.logger = logger
  }
}
