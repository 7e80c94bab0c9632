import CFFmpeg

/// FFmpeg prints warnings to stderr by default. Talecast reports failures through return
/// codes and its own errors, so only FFmpeg's errors are let through for now.
enum FFmpegLog {
  static func quiet() { av_log_set_level(AV_LOG_ERROR) }
}
