import Foundation
import TalecastCore
import TalecastSherpa

/// The neural voices prepared in the data folder, and how a job's `voice` names one: `joe`,
/// `en_US-joe-medium` or `piper:en_US-joe-medium` (any case). The list is read from the data
/// folder when asked, so a voice added meanwhile (`talecast voices add`) is found.
public enum NeuralVoices {
  /// The prefix that names a neural voice for sure; `espeak:` names an espeak-ng voice.
  public static let prefix = "piper:"

  /// Every prepared voice (those that cannot be loaded are left out; `installedWithErrors`
  /// has them), or the reason there is no data folder.
  public static func installed() -> Result<[PiperVoice], DataFolder.Missing> {
    DataFolder.current.map { data in
      PiperVoice.installed(in: data).compactMap { try? $0.get() }
    }
  }

  /// Every folder of `voices/`, loaded or with what is wrong with it.
  public static func installedWithErrors() -> [Result<PiperVoice, NeuralVoiceError>] {
    guard case .success(let data) = DataFolder.current else { return [] }
    return PiperVoice.installed(in: data)
  }

  /// Whether `name` can only mean a neural voice (it carries the `piper:` prefix).
  public static func isQualified(_ name: String) -> Bool {
    name.lowercased().hasPrefix(prefix)
  }

  /// The prepared voice `name` names, if any; a name with the `piper:` prefix that names none
  /// is an error saying which voices there are.
  public static func voice(named name: String) throws(NeuralVoiceError) -> PiperVoice? {
    let qualified = isQualified(name)
    let wanted = (qualified ? String(name.dropFirst(prefix.count)) : name).lowercased()
    let voices: [PiperVoice]
    switch installed() {
    case .success(let found): voices = found
    case .failure(let missing):
      guard qualified else { return nil }
      throw NeuralVoiceError(file: nil, problem: "\"\(name)\" is not installed: \(missing)")
    }
    if let voice = voices.first(where: {
      $0.name.lowercased() == wanted || $0.shortName.lowercased() == wanted
    }) {
      return voice
    }
    guard qualified else { return nil }
    let names = voices.map(\.qualifiedName)
    throw NeuralVoiceError(
      file: nil,
      problem: "\"\(name)\" is not installed"
        + (names.isEmpty
          ? " (no neural voice is: `make deps`, then `talecast voices add`)"
          : "; installed: \(names.joined(separator: ", "))"))
  }

  /// The neural voice an English job gets when it names none: the first installed voice
  /// that speaks English, or nil.
  public static func englishDefault() -> PiperVoice? {
    guard case .success(let voices) = installed() else { return nil }
    return voices.first { $0.languageTag.hasPrefix("en") }
  }
}
