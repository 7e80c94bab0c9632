import Foundation
import TalecastCore

/// Makes a Piper voice as Piper ships it (`NAME.onnx` and `NAME.onnx.json` side by side) into
/// one sherpa-onnx loads, in a folder of the data folder's `voices/`. sherpa-onnx refuses a
/// Piper model without the metadata its own conversion adds (and stops the process doing
/// so), and reads the phoneme table from a token file: both are made here, in a staging
/// folder that only a rename puts in place, so a voice is whole or absent.
public enum PiperVoicePreparation {
  /// Limits of what is taken: a model file (Piper's largest voices are ≈ 110 MB; ONNX's own
  /// limit is 2 GiB, which the metadata added must not cross), Piper's config.
  public static let largestModel: UInt64 = 1 << 30
  public static let largestConfig = 1 << 20

  /// Piper's files for a voice: `path` is the `.onnx` file, or a folder holding one.
  public static func sourceFiles(at path: String) throws(NeuralVoiceError) -> (
    model: URL, config: URL
  ) {
    var folder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &folder) else {
      throw NeuralVoiceError(file: path, problem: "does not exist")
    }
    var model = URL(fileURLWithPath: path)
    if folder.boolValue {
      let models = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [])
        .filter { $0.hasSuffix(".onnx") }.sorted()
      guard models.count == 1 else {
        throw NeuralVoiceError(
          file: path,
          problem: models.isEmpty
            ? "holds no .onnx voice model"
            : "holds \(models.count) .onnx models (\(models.joined(separator: ", "))): name one")
      }
      model = model.appendingPathComponent(models[0])
    }
    guard model.pathExtension == "onnx" else {
      throw NeuralVoiceError(file: model.path, problem: "is not a Piper model (NAME.onnx)")
    }
    try checkRegularFile(model.path, largest: largestModel)
    let config = URL(fileURLWithPath: model.path + ".json")
    try checkRegularFile(config.path, largest: UInt64(largestConfig))
    return (model, config)
  }

  /// Prepares the voice whose model is `model` into a staging folder inside `voices` and
  /// returns it, loaded; `publish` puts it in place. `source` says where it came from.
  public static func stage(model: URL, config: URL, source: String, in voices: URL)
    throws(NeuralVoiceError) -> PiperVoice
  {
    let name = model.deletingPathExtension().lastPathComponent
    try checkName(name, file: model.path)
    tidy(voices)
    let piper = try PiperConfig(file: config)
    let summary = try ONNXModelFile.summary(of: model.path)
    let staging = voices.appendingPathComponent(".\(name).\(Identifier.make())", isDirectory: true)
    do {
      try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
      let prepared = staging.appendingPathComponent(model.lastPathComponent)
      // The files themselves, not links to them: a copied link would carry the metadata into
      // the original, and leave the voice depending on where its source lies.
      try FileManager.default.copyItem(at: model.resolvingSymlinksInPath(), to: prepared)
      let wanted: [(key: String, value: String)] = [
        ("model_type", "vits"), ("comment", "piper"), ("language", piper.languageName),
        ("voice", piper.espeakVoice), ("has_espeak", "1"), ("n_speakers", "\(piper.speakers)"),
        ("sample_rate", "\(piper.sampleRate)"),
      ]
      let missing = wanted.filter { summary.metadata[$0.key] == nil }
      let handle = try FileHandle(forWritingTo: prepared)
      try handle.seekToEnd()
      try handle.write(contentsOf: Data(ONNXModelFile.metadataBytes(missing)))
      try handle.synchronize()
      try handle.close()
      try Data(piper.tokenTable.utf8).write(to: staging.appendingPathComponent("tokens.txt"))
      try FileManager.default.copyItem(
        at: config.resolvingSymlinksInPath(),
        to: staging.appendingPathComponent(config.lastPathComponent))
      let card = model.deletingLastPathComponent().appendingPathComponent("MODEL_CARD")
      if FileManager.default.fileExists(atPath: card.path) {
        try FileManager.default.copyItem(
          at: card.resolvingSymlinksInPath(), to: staging.appendingPathComponent("MODEL_CARD"))
      }
      let record = PiperVoice.Record(
        name: name, language: piper.language, espeakVoice: piper.espeakVoice,
        quality: piper.quality, sampleRate: piper.sampleRate, noiseScale: piper.noiseScale,
        noiseW: piper.noiseW, lengthScale: piper.lengthScale, wordsPerMinute: 0, source: source,
        model: model.lastPathComponent, tokens: "tokens.txt")
      try write(record, in: staging)
    } catch let error as NeuralVoiceError {
      try? FileManager.default.removeItem(at: staging)
      throw error
    } catch {
      try? FileManager.default.removeItem(at: staging)
      throw NeuralVoiceError(
        file: staging.path, problem: "cannot be written: \(error.localizedDescription)")
    }
    do {
      return try PiperVoice(folder: staging)
    } catch {
      try? FileManager.default.removeItem(at: staging)
      throw error
    }
  }

  /// Puts a staged voice in place with its measured pace, replacing one of its name when
  /// `replace` (else that is an error); returns it as installed.
  public static func publish(_ staged: PiperVoice, wordsPerMinute: Double, replace: Bool)
    throws(NeuralVoiceError) -> PiperVoice
  {
    var record = staged.record
    record.wordsPerMinute = wordsPerMinute
    let target = staged.folder.deletingLastPathComponent().appendingPathComponent(
      record.name, isDirectory: true)
    let manager = FileManager.default
    do {
      try write(record, in: staged.folder)
      if manager.fileExists(atPath: target.path) {
        guard replace else {
          try? manager.removeItem(at: staged.folder)
          throw NeuralVoiceError(
            file: target.path, problem: "a voice of this name is installed (add --replace)")
        }
        let old = target.deletingLastPathComponent().appendingPathComponent(
          ".\(record.name).old.\(Identifier.make())")
        try manager.moveItem(at: target, to: old)
        do {
          try manager.moveItem(at: staged.folder, to: target)
        } catch {
          try? manager.moveItem(at: old, to: target)  // the voice as it was
          throw error
        }
        try? manager.removeItem(at: old)
      } else {
        try manager.moveItem(at: staged.folder, to: target)
      }
    } catch let error as NeuralVoiceError {
      throw error
    } catch {
      try? manager.removeItem(at: staged.folder)
      throw NeuralVoiceError(
        file: target.path, problem: "cannot be written: \(error.localizedDescription)")
    }
    return try PiperVoice(folder: target)
  }

  /// Puts back a voice whose replacement was cut short between its two renames, and removes
  /// what earlier preparations cut short left (dot-named folders, each a model's copy) once
  /// they are an hour old: one under way in another process is younger.
  static func tidy(_ voices: URL) {
    let manager = FileManager.default
    let names = (try? manager.contentsOfDirectory(atPath: voices.path)) ?? []
    for name in names where name.hasPrefix(".") {
      let folder = voices.appendingPathComponent(name)
      let parts = name.dropFirst().components(separatedBy: ".old.")
      if parts.count == 2, !manager.fileExists(atPath: voices.appendingPathComponent(parts[0]).path)
      {
        try? manager.moveItem(at: folder, to: voices.appendingPathComponent(parts[0]))
        continue
      }
      let modified = (try? manager.attributesOfItem(atPath: folder.path))?[.modificationDate]
      if let modified = modified as? Date, modified < Date(timeIntervalSinceNow: -3_600) {
        try? manager.removeItem(at: folder)
      }
    }
  }

  /// Leaves a staged voice that will not be installed.
  public static func discard(_ staged: PiperVoice) {
    try? FileManager.default.removeItem(at: staged.folder)
  }

  private static func write(_ record: PiperVoice.Record, in folder: URL) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try encoder.encode(record).write(
      to: folder.appendingPathComponent(PiperVoice.recordFile), options: .atomic)
  }

  /// A voice's name becomes a folder's: letters, digits, `_`, `-` and `.`, not first.
  static func checkName(_ name: String, file: String) throws(NeuralVoiceError) {
    let allowed = name.unicodeScalars.allSatisfy {
      ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)))
        || "_-.".unicodeScalars.contains($0)
    }
    guard allowed, !name.isEmpty, name.count <= 100, !name.hasPrefix(".") else {
      throw NeuralVoiceError(
        file: file,
        problem:
          "a voice's file name must be 1 to 100 letters, digits, '_', '-' or '.' (not first), like en_US-joe-medium.onnx"
      )
    }
  }

  /// A regular file (a symbolic link to one too) of 1 to `largest` bytes: not a folder, a
  /// pipe or a device, whose reading would never end or mean nothing.
  static func checkRegularFile(_ path: String, largest: UInt64) throws(NeuralVoiceError) {
    let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: target) else {
      throw NeuralVoiceError(file: path, problem: "does not exist")
    }
    guard attributes[.type] as? FileAttributeType == .typeRegular else {
      throw NeuralVoiceError(file: path, problem: "is not a regular file")
    }
    let size = (attributes[.size] as? NSNumber)?.uint64Value ?? 0
    guard size > 0, size <= largest else {
      throw NeuralVoiceError(
        file: path, problem: "is \(size) bytes (1 to \(largest) bytes are taken)")
    }
  }
}
