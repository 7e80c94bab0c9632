import TalecastAudio
import TalecastCore
import TalecastHTTP
import TalecastPostgres
import TalecastSpeech
import TalecastStorage

extension Talecast {
  /// This build's version and the C libraries it runs with, as `talecast --version` prints
  /// them: what a bug report needs, read from the libraries themselves.
  public static var version: (number: String, libraries: [LinkedLibrary]) {
    (TalecastVersion.number, [.ffmpeg, .curl, .sqlite, .espeakNG, .libpq])
  }
}
