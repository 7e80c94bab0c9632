import Foundation
import TalecastCore

public struct GenerationConfiguration: Sendable {
  /// The media root; stories go to `stories/` inside it.
  public var mediaRoot: URL
  /// Decoded RMS below this (≈ −60 dBFS) means the audio is silent and the render fails.
  public var silenceThreshold: Float
  public var logger: Logger
  /// When a stage whose provider failed transiently is tried again.
  public var retry: RetryPolicy
  /// How the wait between attempts is spent (tests pass one that does not really wait).
  public var sleep: @Sendable (Duration) -> Void
  /// Illustrations drawn at the same time (remote illustrators take seconds each).
  public var illustrationConcurrency: Int
  /// Encoder threads for a story's audio; nil for one per core. A batch running several
  /// jobs side by side should pass 1.
  public var encoderThreads: Int?
  /// The voice of a job that names none (`TALECAST_VOICE`); nil: the neural voice for
  /// English when one is installed, else espeak-ng's `en-us` (`chooseVoice(for:)`).
  public var defaultVoice: String?

  public init(
    mediaRoot: URL, silenceThreshold: Float = 0.001,
    logger: Logger = Logger(label: "talecast.generation"), retry: RetryPolicy = RetryPolicy(),
    sleep: @escaping @Sendable (Duration) -> Void = { duration in
      Thread.sleep(forTimeInterval: duration.inSeconds)
    }, illustrationConcurrency: Int = 4, encoderThreads: Int? = nil, defaultVoice: String? = nil
  ) {
    self.defaultVoice = defaultVoice
    self.illustrationConcurrency = illustrationConcurrency
    self.encoderThreads = encoderThreads
    self.mediaRoot = mediaRoot
    self.silenceThreshold = silenceThreshold
    self.logger = logger
    self.retry = retry
    self.sleep = sleep
  }
}
