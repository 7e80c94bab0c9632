import Foundation
import TalecastAudio
import TalecastContract
import TalecastCore

/// `talecast audio …`: audio files looked at and converted, with no library.
extension Talecast {
  /// A file decoded whole: its duration by samples, codec, loudness, tags and chapters.
  public static func probeAudio(_ path: String) throws -> DecodedAudio {
    try AudioProbe.decode(path: path)
  }

  /// A file decoded, resampled, normalized if asked, and encoded to `output`.
  public static func transcodeAudio(
    from input: String, to output: URL, options: TranscodeOptions
  ) throws -> TranscodeReport {
    try AudioTranscoder.transcode(from: input, to: output, options: options)
  }
}
