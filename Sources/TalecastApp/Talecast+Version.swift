import TalecastAudio
import TalecastContract
import TalecastCore
import TalecastHTTP
import TalecastPostgres
import TalecastSherpa
import TalecastSpeech
import TalecastStorage

extension Talecast {
  /// This build's version and the C libraries it runs with, as `talecast --version` prints
  /// them: what a bug report needs, read from the libraries themselves; then what the data
  /// folder holds (the voice's and the drawings' packages) and where it is.
  public static var version: (number: String, libraries: [LinkedLibrary]) {
    var libraries: [LinkedLibrary] = [.ffmpeg, .curl, .sqlite, .espeakNG, .libpq, .sherpaOnnx]
    switch DataFolder.current {
    case .success(let data):
      libraries += data.versions.sorted { $0.key < $1.key }.map {
        LinkedLibrary(name: $0.key, version: $0.value)
      }
      libraries.append(LinkedLibrary(name: "data folder", version: data.url.path))
    case .failure(let missing):
      libraries.append(LinkedLibrary(name: "data folder", version: "missing: \(missing)"))
    }
    return (TalecastVersion.number, libraries)
  }
}
