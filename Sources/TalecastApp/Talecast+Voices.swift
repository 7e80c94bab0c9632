import Foundation
import TalecastContract
import TalecastCore
import TalecastGeneration
import TalecastSherpa

/// Every voice, and why a neural voice cannot be used when one cannot.
public struct VoiceList: Sendable {
  public let voices: [VoiceInfo]
  /// A folder of `voices/` that cannot be loaded, or the data folder missing.
  public let problems: [String]
}

extension Talecast {
  /// The neural voices prepared in the data folder, then espeak-ng's, by name. `defaultVoice`
  /// is `TALECAST_VOICE` (`TalecastConfiguration.voice(in:)`).
  public static func voices(defaultVoice: String? = nil) throws -> VoiceList {
    var problems: [String] = []
    if case .failure(let missing) = DataFolder.current { problems.append(missing.description) }
    var neural: [PiperVoice] = []
    for found in NeuralVoices.installedWithErrors() {
      switch found {
      case .success(let voice): neural.append(voice)
      case .failure(let error): problems.append(error.description)
      }
    }
    let automatic = defaultVoice ?? NeuralVoices.englishDefault()?.qualifiedName
    func isDefault(_ names: [String]) -> Bool {
      let wanted = (automatic ?? RenderJob.defaultVoice).lowercased()
      return names.contains { $0.lowercased() == wanted }
    }
    var voices = neural.map { voice in
      VoiceInfo(
        id: voice.qualifiedName, engine: "piper", name: voice.name, languages: [voice.languageTag],
        shortName: voice.shortName, quality: voice.record.quality,
        sampleRate: voice.record.sampleRate,
        wordsPerMinute: (voice.record.wordsPerMinute * 10).rounded() / 10,
        source: voice.record.source,
        isDefault: isDefault([voice.qualifiedName, voice.name, voice.shortName]))
    }
    voices += try StoryGenerationService.voices().map {
      VoiceInfo(
        id: $0.file, engine: "espeak-ng", name: $0.name, languages: $0.languages,
        shortName: nil, quality: nil, sampleRate: nil, wordsPerMinute: nil, source: nil,
        isDefault: isDefault([$0.file, "espeak:\($0.file)"]))
    }
    return VoiceList(voices: voices, problems: problems)
  }

  /// Prepares the Piper voice at `path` (its `.onnx`, or a folder holding one beside its
  /// `.onnx.json`) into the data folder's `voices/`, measures its pace, and installs it:
  /// whole or not at all. `replace` lets it take the place of a voice of its name.
  public static func addVoice(at path: String, replace: Bool, source: String?) throws -> VoiceInfo {
    let data = try DataFolder.current.get()
    let files = try PiperVoicePreparation.sourceFiles(at: path)
    try FileManager.default.createDirectory(at: data.voices, withIntermediateDirectories: true)
    let staged = try PiperVoicePreparation.stage(
      model: files.model, config: files.config, source: source ?? files.model.path,
      in: data.voices)
    // A name espeak-ng also answers to (a file, a name, a language) would change what the jobs
    // that name it mean.
    let espeak = Set(
      try StoryGenerationService.voices().flatMap { [$0.file, $0.name] + $0.languages }.map {
        $0.lowercased()
      })
    if let taken = [staged.name, staged.shortName].first(where: { espeak.contains($0.lowercased()) }
    ) {
      PiperVoicePreparation.discard(staged)
      throw NeuralVoiceError(
        file: files.model.path,
        problem:
          "\"\(taken)\" is the name of an espeak-ng voice: rename the files (NAME.onnx and NAME.onnx.json)"
      )
    }
    let pace: Double
    do {
      pace = try NeuralNarrator.measurePace(of: staged)
    } catch {
      PiperVoicePreparation.discard(staged)
      throw error
    }
    let voice = try PiperVoicePreparation.publish(staged, wordsPerMinute: pace, replace: replace)
    guard let info = try voices().voices.first(where: { $0.id == voice.qualifiedName }) else {
      throw NeuralVoiceError(file: voice.folder.path, problem: "was installed but cannot be loaded")
    }
    return info
  }
}
