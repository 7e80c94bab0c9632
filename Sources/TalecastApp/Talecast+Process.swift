import Glibc
import TalecastAudio
import TalecastContract
import TalecastCore

extension Talecast {
  /// What a Talecast process sets up once, before any command runs: large blocks go back to
  /// the system when freed (a render's peak memory stays low), and FFmpeg's own log lines join
  /// Talecast's at the level `TALECAST_LOG_LEVEL` sets.
  public static func prepareProcess() {
    // Characters are UTF-8 from the start, while there is one thread: Link Grammar, loaded
    // later on whichever thread reads the first premise, would otherwise set the process's
    // locale itself (setlocale is not safe while other threads run).
    _ = setlocale(LC_CTYPE, "C.UTF-8")
    LargeAllocations.returnToSystemWhenFreed()
    FFmpegLog.use(
      Logger(
        label: "talecast.ffmpeg",
        level: (try? TalecastConfiguration.resolve(mediaOption: nil))?.logLevel ?? .warning))
  }
}
