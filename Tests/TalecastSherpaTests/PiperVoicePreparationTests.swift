import Foundation
import TalecastCore
import TalecastTesting
import Testing

@testable import TalecastSherpa

#if canImport(Glibc)
  import Glibc
#endif

/// Preparing a Piper voice for sherpa-onnx, on a synthetic model and a hand-written config, in
/// a temporary folder: which files are taken, what the prepared folder holds, and how a voice
/// is put in place (whole or not at all).
@Suite struct PiperVoicePreparationTests {
  /// A temporary folder holding Piper's two files (`source/`) and an empty `voices/`.
  struct Workspace {
    let root: URL
    var source: URL { root.appendingPathComponent("source", isDirectory: true) }
    var voices: URL { root.appendingPathComponent("voices", isDirectory: true) }
    var model: URL { source.appendingPathComponent("en_US-joe-medium.onnx") }
    var config: URL { source.appendingPathComponent("en_US-joe-medium.onnx.json") }

    init(config: [String: Any] = PiperVoicePreparationTests.config()) throws {
      root = try TemporaryFolder.make("piper")
      try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
      try SyntheticONNX.write(SyntheticONNX.model, to: model)
      try JSONSerialization.data(withJSONObject: config).write(to: self.config)
    }

    func stage(source label: String = "a test") throws -> PiperVoice {
      try PiperVoicePreparation.stage(model: model, config: config, source: label, in: voices)
    }

    /// What `voices/` holds, names sorted.
    func installed() throws -> [String] {
      try FileManager.default.contentsOfDirectory(atPath: voices.path).sorted()
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
  }

  /// A Piper config as Piper writes one, with `change` applied to it.
  static func config(_ change: (inout [String: Any]) -> Void = { _ in }) -> [String: Any] {
    var config: [String: Any] = [
      "audio": ["sample_rate": 16_000, "quality": "medium"],
      "espeak": ["voice": "en-us"],
      "phoneme_type": "espeak",
      "language": ["code": "en_US"],
      "inference": ["noise_scale": 0.5, "length_scale": 1.25, "noise_w": 0.7],
      "phoneme_id_map": [
        "_": [0], "^": [1], "$": [2], " ": [3], "a": [4], "b": [5], "\u{0303}": [6], "aɪ": [7],
        "ə": [8],
      ],
    ]
    change(&config)
    return config
  }

  // MARK: Piper's files

  @Test func theModelFileAndItsConfigBesideIt() throws {
    let work = try Workspace()
    defer { work.remove() }
    let files = try PiperVoicePreparation.sourceFiles(at: work.model.path)
    #expect(files.model.path == work.model.path)
    #expect(files.config.path == work.config.path)
    let fromFolder = try PiperVoicePreparation.sourceFiles(at: work.source.path)
    #expect(fromFolder.model.path == work.model.path)
    #expect(fromFolder.config.path == work.config.path)
  }

  /// A folder must hold exactly one model: none or two is an error naming the folder.
  @Test func aFolderWithoutOneModelIsRefused() throws {
    let work = try Workspace()
    defer { work.remove() }
    let empty = work.root.appendingPathComponent("empty", isDirectory: true)
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    #expect(throws: NeuralVoiceError(file: empty.path, problem: "holds no .onnx voice model")) {
      try PiperVoicePreparation.sourceFiles(at: empty.path)
    }
    try SyntheticONNX.write(SyntheticONNX.model, to: work.source.appendingPathComponent("b.onnx"))
    let error = try #require(throws: NeuralVoiceError.self) {
      try PiperVoicePreparation.sourceFiles(at: work.source.path)
    }
    #expect(error.file == work.source.path)
    #expect(error.problem.hasPrefix("holds 2 .onnx models"), "\(error.problem)")
  }

  /// A FIFO named like a model would block the copy forever: refused before it is opened.
  @Test func aModelThatIsNotARegularFileIsRefused() throws {
    let work = try Workspace()
    defer { work.remove() }
    let fifo = work.root.appendingPathComponent("pipe.onnx")
    try #require(mkfifo(fifo.path, 0o600) == 0, "mkfifo: errno \(errno)")
    #expect(throws: NeuralVoiceError(file: fifo.path, problem: "is not a regular file")) {
      try PiperVoicePreparation.sourceFiles(at: fifo.path)
    }
  }

  @Test func aModelWithoutItsConfigIsRefusedNamingTheConfig() throws {
    let work = try Workspace()
    defer { work.remove() }
    try FileManager.default.removeItem(at: work.config)
    #expect(throws: NeuralVoiceError(file: work.config.path, problem: "does not exist")) {
      try PiperVoicePreparation.sourceFiles(at: work.model.path)
    }
  }

  // MARK: Staging

  /// The staged folder is hidden in `voices/` and holds all sherpa-onnx needs: the model with
  /// its metadata appended, one token per single-code-point symbol, the record.
  @Test func stagingPreparesTheVoiceInAHiddenFolder() throws {
    let work = try Workspace()
    defer { work.remove() }
    let voice = try work.stage()
    #expect(
      voice.folder.deletingLastPathComponent().standardizedFileURL
        == work.voices.standardizedFileURL)
    #expect(voice.folder.lastPathComponent.hasPrefix(".en_US-joe-medium."))
    #expect(try work.installed() == [voice.folder.lastPathComponent])

    let summary = try ONNXModelFile.summary(of: voice.model.path)
    #expect(
      summary.metadata == [
        "model_type": "vits", "comment": "piper", "language": "English", "voice": "en-us",
        "has_espeak": "1", "n_speakers": "1", "sample_rate": "16000",
      ])
    // The original is left as it was: the metadata goes into the copy only.
    #expect(try ONNXModelFile.summary(of: work.model.path).metadata.isEmpty)

    // "aɪ" (two code points) cannot be passed as one code point: left out.
    let tokens = try Data(contentsOf: voice.tokens)
    #expect(Array(tokens) == Array("_ 0\n^ 1\n$ 2\n  3\na 4\nb 5\n\u{0303} 6\nə 8\n".utf8))

    #expect(
      voice.record
        == PiperVoice.Record(
          name: "en_US-joe-medium", language: "en_US", espeakVoice: "en-us", quality: "medium",
          sampleRate: 16_000, noiseScale: 0.5, noiseW: 0.7, lengthScale: 1.25, wordsPerMinute: 0,
          source: "a test", model: "en_US-joe-medium.onnx", tokens: "tokens.txt"))
    #expect(
      FileManager.default.fileExists(
        atPath: voice.folder.appendingPathComponent("en_US-joe-medium.onnx.json").path))

    let loaded = try PiperVoice(folder: voice.folder)
    #expect(loaded.record == voice.record)
    #expect(
      loaded.symbols == [
        "_": 0, "^": 1, "$": 2, " ": 3, "a": 4, "b": 5, "\u{0303}": 6, "ə": 8,
      ])
    #expect(loaded.shortName == "joe")
    #expect(loaded.qualifiedName == "piper:en_US-joe-medium")
    #expect(loaded.languageTag == "en-us")
  }

  /// Piper's files given through symbolic links (to a shipped voice, say) are copied, not
  /// linked: the metadata is appended to the prepared copy, the original stays as shipped.
  @Test func aLinkedModelIsCopiedNotWrittenThrough() throws {
    let work = try Workspace()
    defer { work.remove() }
    let linked = work.root.appendingPathComponent("linked", isDirectory: true)
    try FileManager.default.createDirectory(at: linked, withIntermediateDirectories: true)
    for file in [work.model, work.config] {
      try FileManager.default.createSymbolicLink(
        at: linked.appendingPathComponent(file.lastPathComponent), withDestinationURL: file)
    }
    let files = try PiperVoicePreparation.sourceFiles(at: linked.path)
    let voice = try PiperVoicePreparation.stage(
      model: files.model, config: files.config, source: "a test", in: work.voices)
    #expect(try ONNXModelFile.summary(of: voice.model.path).metadata["comment"] == "piper")
    // FileManager's copyItem keeps links: copied as one, the metadata went into the original.
    let copy = try FileManager.default.attributesOfItem(atPath: voice.model.path)
    #expect(copy[.type] as? FileAttributeType == .typeRegular, "the prepared model is a file")
    #expect(
      try ONNXModelFile.summary(of: work.model.path).metadata.isEmpty,
      "the original model is left as it was")
  }

  /// What a preparation cut short left is tidied by the next: a voice left under its `.old`
  /// name between the two renames of a replacement is put back; a staging folder an hour old
  /// goes; a younger one (another preparation under way) stays.
  @Test func whatAnInterruptedPreparationLeftIsTidied() throws {
    let work = try Workspace()
    defer { work.remove() }
    let manager = FileManager.default
    try manager.createDirectory(at: work.voices, withIntermediateDirectories: true)
    let left = work.voices.appendingPathComponent(".en_GB-alba-medium.old.abc")
    let stale = work.voices.appendingPathComponent(".en_GB-cori-high.def")
    let young = work.voices.appendingPathComponent(".en_GB-cori-high.ghi")
    for folder in [left, stale, young] {
      try manager.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    try manager.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -7_200)], ofItemAtPath: stale.path)
    _ = try work.stage()
    let names = try work.installed()
    #expect(names.contains("en_GB-alba-medium"), "\(names)")
    #expect(!names.contains(stale.lastPathComponent))
    #expect(names.contains(young.lastPathComponent))
  }

  /// Publishing renames the staged folder to the voice's name, with its measured pace.
  @Test func publishingPutsTheVoiceInPlace() throws {
    let work = try Workspace()
    defer { work.remove() }
    let voice = try PiperVoicePreparation.publish(work.stage(), wordsPerMinute: 180, replace: false)
    let target = work.voices.appendingPathComponent("en_US-joe-medium", isDirectory: true)
    #expect(voice.folder.standardizedFileURL == target.standardizedFileURL)
    #expect(voice.record.wordsPerMinute == 180)
    #expect(try PiperVoice(folder: target).record.wordsPerMinute == 180)
    #expect(try work.installed() == ["en_US-joe-medium"])
  }

  /// A voice of the same name stays unless `replace`: the refused staging is removed, the
  /// installed voice untouched; with `replace` the new one takes its place, nothing left over.
  @Test func aSecondVoiceOfTheSameNameReplacesOnlyWhenAsked() throws {
    let work = try Workspace()
    defer { work.remove() }
    _ = try PiperVoicePreparation.publish(
      work.stage(source: "first"), wordsPerMinute: 180, replace: false)
    let target = work.voices.appendingPathComponent("en_US-joe-medium", isDirectory: true)

    let error = try #require(throws: NeuralVoiceError.self) {
      try PiperVoicePreparation.publish(
        work.stage(source: "second"), wordsPerMinute: 200, replace: false)
    }
    #expect(error.file == target.path)
    #expect(error.problem.contains("--replace"), "\(error.problem)")
    #expect(try work.installed() == ["en_US-joe-medium"])
    let kept = try PiperVoice(folder: target)
    #expect(kept.record.source == "first" && kept.record.wordsPerMinute == 180)

    let replaced = try PiperVoicePreparation.publish(
      work.stage(source: "third"), wordsPerMinute: 210, replace: true)
    #expect(replaced.record.source == "third" && replaced.record.wordsPerMinute == 210)
    #expect(try PiperVoice(folder: target).record.source == "third")
    #expect(try work.installed() == ["en_US-joe-medium"])
  }

  @Test func discardingRemovesTheStagedVoice() throws {
    let work = try Workspace()
    defer { work.remove() }
    let voice = try work.stage()
    #expect(FileManager.default.fileExists(atPath: voice.folder.path))
    PiperVoicePreparation.discard(voice)
    #expect(try work.installed() == [])
  }

  // MARK: Refused configs and names

  /// A config error names the config file and the field, whole, and leaves no staging behind.
  @Test(arguments: [
    "field 'phoneme_type': \"text\": only voices that read espeak-ng's phonemes are taken",
    "field 'audio.sample_rate': expected a rate from 8000 to 48000 Hz",
    "field 'phoneme_id_map': has no \"^\"",
  ])
  func aConfigErrorNamesTheField(problem: String) throws {
    let work = try Workspace(
      config: Self.config { config in
        switch problem {
        case let problem where problem.contains("'phoneme_type'"): config["phoneme_type"] = "text"
        case let problem where problem.contains("'audio.sample_rate'"):
          config["audio"] = ["quality": "medium"]
        default: config["phoneme_id_map"] = ["_": [0], "$": [2], " ": [3], "a": [4]]
        }
      })
    defer { work.remove() }
    let error = try #require(throws: NeuralVoiceError.self) { try work.stage() }
    #expect(error == NeuralVoiceError(file: work.config.path, problem: problem))
    #expect(((try? work.installed()) ?? []) == [])
  }

  /// The voice's name becomes a folder's name: a space in it is refused, naming the file.
  @Test func aModelNameWithASpaceIsRefused() throws {
    let work = try Workspace()
    defer { work.remove() }
    let spaced = work.source.appendingPathComponent("en_US-joe medium.onnx")
    try FileManager.default.copyItem(at: work.model, to: spaced)
    let error = try #require(throws: NeuralVoiceError.self) {
      try PiperVoicePreparation.stage(
        model: spaced, config: work.config, source: "a test", in: work.voices)
    }
    #expect(error.file == spaced.path)
    #expect(error.problem.hasPrefix("a voice's file name must be"), "\(error.problem)")
    #expect(((try? work.installed()) ?? []) == [])
  }

  // MARK: Installed voices

  /// Listing skips a preparation under way (dot-folders) and reports a damaged voice.
  @Test func installedVoicesSkipStagingAndReportBrokenOnes() throws {
    let work = try Workspace()
    defer { work.remove() }
    _ = try PiperVoicePreparation.publish(work.stage(), wordsPerMinute: 180, replace: false)
    _ = try work.stage()  // left staged: a dot-folder
    let broken = work.voices.appendingPathComponent("broken", isDirectory: true)
    try FileManager.default.createDirectory(at: broken, withIntermediateDirectories: true)
    try Data("{\"name\": ".utf8).write(to: broken.appendingPathComponent(PiperVoice.recordFile))

    let voices = PiperVoice.installed(in: DataFolder(url: work.root, origin: "test"))
    try #require(voices.count == 2, "\(voices)")
    guard case .failure(let error) = voices[0] else {
      Issue.record("the broken voice loaded: \(voices[0])")
      return
    }
    #expect(error.file == broken.appendingPathComponent(PiperVoice.recordFile).path)
    #expect(try voices[1].get().name == "en_US-joe-medium")
  }
}
