import CFFmpeg
import TalecastCore

/// FFmpeg's log goes into Talecast's logger (label `talecast.ffmpeg`) instead of straight to
/// standard error. Talecast reports every failure through its own errors (with FFmpeg's
/// message in them), so FFmpeg's own lines are detail: its errors log at `info`, its warnings
/// at `debug`, the rest at `trace`, shown when TALECAST_LOG_LEVEL asks for them.
public enum FFmpegLog {
  /// The logger FFmpeg's lines go to; set once by the program, read by the C callback.
  private static let logger = Locked(Logger(label: "talecast.ffmpeg", level: .warning))
  /// Routes FFmpeg's log into `logger` from now on. This does not open FFmpeg: the callback is
  /// installed when FFmpeg is opened, once per process (`FFmpegLibrary`).
  public static func use(_ logger: Logger) {
    var logger = logger
    logger.metadata["from"] = "ffmpeg"
    Self.logger.withLock { $0 = logger }
  }

  /// Called once, by `FFmpegLibrary` as it opens FFmpeg (so with its table, not `av`).
  static func install(_ functions: tc_ffmpeg) {
    functions.av_log_set_level(tc_av_log_info())
    functions.av_log_set_callback { context, level, format, arguments in
      guard let format, let arguments, level <= tc_av_log_info() else { return }
      let watched =
        level <= tc_av_log_error() && context.map { ErrorWatch.isWatched($0) } == true
      guard
        watched
          || FFmpegLog.logger.withLock({
            $0.level <= .trace || (level <= tc_av_log_error() && $0.level <= .info)
              || (level <= tc_av_log_warning() && $0.level <= .debug)
          })
      else { return }
      var buffer = [CChar](repeating: 0, count: 1_024)
      _ = tc_av_log_format(&buffer, Int32(buffer.count), format, arguments)
      let text = String(
        decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self
      )
      .trimmingCharacters(in: .whitespacesAndNewlines)
      guard !text.isEmpty else { return }
      if watched, let context { ErrorWatch.record(text, from: context) }
      let logger = FFmpegLog.logger.withLock { $0 }
      let severity: Logger.Level =
        level <= tc_av_log_error() ? .info : level <= tc_av_log_warning() ? .debug : .trace
      logger.log(severity, text)
    }
  }

  /// The errors FFmpeg logs for one codec context while it is watched: some damage is only
  /// logged (a PNG's "IEND without all image"), the call itself succeeding.
  final class ErrorWatch {
    /// Watched contexts (by address) → the first error logged for each, behind one lock.
    private static let watched = Locked<[UnsafeMutableRawPointer: String?]>([:])
    private let context: UnsafeMutableRawPointer

    init(_ context: UnsafeMutablePointer<AVCodecContext>) {
      self.context = UnsafeMutableRawPointer(context)
      Self.watched.withLock { $0[self.context] = .some(nil) }
    }

    static func isWatched(_ context: UnsafeMutableRawPointer) -> Bool {
      watched.withLock { $0[context] != nil }
    }

    static func record(_ message: String, from context: UnsafeMutableRawPointer) {
      watched.withLock { contexts in
        if let first = contexts[context], first == nil { contexts[context] = .some(message) }
      }
    }

    /// Stops watching; the first error logged, if any.
    func end() -> String? {
      Self.watched.withLock { $0.removeValue(forKey: context) ?? nil }
    }
  }
}
