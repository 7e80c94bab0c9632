import CEspeakNG
import TalecastCore

extension LinkedLibrary {
  /// espeak-ng's version; asking for it does not start the engine.
  public static var espeakNG: LinkedLibrary {
    LinkedLibrary(name: "espeak-ng", version: String(cString: espeak_Info(nil)))
  }
}
