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

  /// The prepared voice `name` names, if any: its full name first, else its short name (an
  /// error when several voices share it, naming them). A name with the `piper:` prefix that
  /// names none is an error saying which voices there are; one that names a folder that cannot
  /// be loaded is that folder's error.
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
    if let voice = voices.first(where: { $0.name.lowercased() == wanted }) { return voice }
    let short = voices.filter { $0.shortName.lowercased() == wanted }
    if short.count == 1 { return short[0] }
    if short.count > 1 {
      throw NeuralVoiceError(
        file: nil,
        problem:
          "\"\(name)\" names \(short.count) voices: \(short.map(\.qualifiedName).joined(separator: ", ")); name one in full"
      )
    }
    // A voice of that name whose folder cannot be loaded: its own error, not "no such voice".
    for case .failure(let error) in installedWithErrors()
    where error.file.map({
      URL(fileURLWithPath: $0).deletingLastPathComponent().lastPathComponent.lowercased()
    })
      == wanted
    {
      throw error
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

  /// The voice `make deps` installs, the default of English jobs when it is there.
  public static let shipped = "en_US-joe-medium"

  /// The neural voice an English job gets when it names none (and `TALECAST_VOICE` is not
  /// set): the shipped one, else the first English voice by name — never one that merely
  /// sorts first after another is added.
  public static func englishDefault() -> PiperVoice? {
    guard case .success(let voices) = installed() else { return nil }
    let english = voices.filter { $0.languageTag.hasPrefix("en") }
    return english.first { $0.name == shipped } ?? english.first
  }
}
