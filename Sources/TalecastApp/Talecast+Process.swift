import TalecastAudio
import TalecastCore

extension Talecast {
  /// What a Talecast process sets up once, before any command runs: large blocks go back to
  /// the system when freed (a render's peak memory stays low), and FFmpeg's own log lines join
  /// Talecast's at the level `TALECAST_LOG_LEVEL` sets.
  public static func prepareProcess() {
    LargeAllocations.returnToSystemWhenFreed()
    FFmpegLog.use(
      Logger(
        label: "talecast.ffmpeg",
        level: (try? TalecastConfiguration.resolve(mediaOption: nil))?.logLevel ?? .warning))
  }
}
