import CEspeakNG
import TalecastCore

extension LinkedLibrary {
  /// espeak-ng's version; asking for it opens the library but does not start the engine.
  public static var espeakNG: LinkedLibrary {
    switch EspeakLibrary.opened {
    case .failure(let missing):
      return LinkedLibrary(name: "espeak-ng", version: "missing: \(missing.reason)")
    case .success(let functions):
      return LinkedLibrary(name: "espeak-ng", version: String(cText: functions.espeak_Info(nil)))
    }
  }
}
