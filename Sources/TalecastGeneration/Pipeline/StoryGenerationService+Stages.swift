import Foundation
import TalecastAudio
import TalecastCore
import TalecastSpeech

/// The work of each stage. Every stage saves its output in the work folder before it returns,
/// and finds there what an earlier attempt already finished.
extension StoryGenerationService {
  func writeStory(_ job: RenderJob, in work: WorkFolder) throws -> WrittenStory {
    try work.create(for: job)
    if let again = job.rerender {
      // Rendered again: the library's text (edited, perhaps) under the story's own id.
      let written = WrittenStory(storyId: again.storyId, text: again.text)
      try work.save(written)
      return written
    }
    let text = try providers.writer(for: job).write(
      hero: job.hero, occasion: job.occasion, length: job.length, seed: job.seed)
    guard !text.scenes.isEmpty, text.scenes.allSatisfy({ !$0.text.isEmpty }) else {
      throw StageProblem("the writer returned a story with no text")
    }
    let written = WrittenStory(storyId: Identifier.make(), text: text)
    try work.save(written)
    return written
  }

  /// Voices the scenes whose narration is not saved yet, saving each as it is done, so a
  /// retry after a failure in scene 3 starts at scene 3. Stops between scenes when asked to.
  /// `saved` hears how many scenes, from the first, are saved: at the start, then after each.
  func narrate(
    _ scenes: [SceneText], job: RenderJob, in work: WorkFolder, cancel: CancelCheck,
    saved: (Int) -> Void = { _ in }
  ) throws {
    let narrator = try providers.narrator(for: job)
    let voice = try spokenVoice(of: job).name
    var rate: Int?
    let voiced = work.voicedSceneCount(of: scenes.count)
    saved(voiced)
    for index in 0..<scenes.count {
      if index < voiced {
        if rate == nil { rate = try work.savedNarration(scene: index).sampleRate }
        continue
      }
      try cancel.check()
      let voiced = try narrator.narrate(scenes[index].text, voice: voice, rate: job.rate)
      guard !voiced.audio.samples.isEmpty else {
        throw StageProblem("scene \(index + 1) was voiced as no audio")
      }
      try Self.checkLength(of: voiced, for: scenes[index].text, scene: index, rate: job.rate)
      // Real silence after each sentence, and after each scene but the last: the pause
      // before the next scene belongs to the scene it ends (see `Pacing`).
      let pacing = job.pacing ?? .standard
      let narration = voiced.paced(
        sentencePause: pacing.sentence, trailing: index < scenes.count - 1 ? pacing.scene : 0)
      guard rate == nil || narration.audio.sampleRate == rate else {
        throw StageProblem("scenes were voiced at different sample rates")
      }
      rate = narration.audio.sampleRate
      try work.save(narration, scene: index)
      saved(index + 1)
      broker.publish(
        GenerationStageProgressed(
          jobId: job.id, stage: .synthesizingSpeech, done: index + 1, total: scenes.count))
    }
  }

  /// The voice the job is spoken with: chosen when it was submitted, so this finds the same
  /// one (a job made in code may still say `default`); a voice gone since is a failure of the
  /// stage that names it — never another voice in the middle of a story.
  func spokenVoice(of job: RenderJob) throws -> ChosenVoice {
    switch chooseVoice(for: job) {
    case .success(let chosen): return chosen
    case .failure(let problem): throw StageProblem("voice: \(problem)")
    }
  }

  /// Audio far shorter or far longer than its words need is refused (`SpeechLength`).
  static func checkLength(of narration: Narration, for text: String, scene index: Int, rate: Int)
    throws
  {
    let words = SpeechLength.words(in: text)
    let seconds = Double(narration.audio.samples.count) / Double(narration.audio.sampleRate)
    let least = SpeechLength.shortest(words: words, rate: rate)
    let most = SpeechLength.longest(words: words, rate: rate)
    guard seconds >= least, seconds <= most else {
      let bound =
        seconds < least
        ? "need at least \(Self.seconds(least))" : "take at most \(Self.seconds(most))"
      throw StageProblem(
        "scene \(index + 1) was voiced as \(Self.seconds(seconds)) of audio, but its \(words) words \(bound) at \(rate) words a minute"
      )
    }
  }

  private static func seconds(_ value: Double) -> String { String(format: "%.1f s", value) }

  /// Encodes the story's audio; `stream`, if given, is the encoding the speech stage started
  /// (it is used once: a retry of this stage encodes afresh from the checkpoints).
  func encode(
    _ text: StoryText, job: RenderJob, in work: WorkFolder, stream: inout StreamingEncoder?
  ) throws -> SavedAudio {
    let file = "story.\(job.format.fileExtension)"
    let url = work.story.appendingPathComponent(file)
    let encoded: EncodedAudio
    if StreamingEncoder.canEncode(job.format) {
      let encoding = stream ?? startEncoding(text, job: job, in: work)
      stream = nil
      encoding.scenesReady(text.scenes.count)
      // Ctrl-C or a cancel is heard within a block of audio, also in the last passes.
      let stop = RenderCancellation.current
      encoded = try encoding.finish { stop?.isStopRequested == true }
    } else {
      let narrations = try text.scenes.indices.map { index in try work.narration(scene: index) }
      let segments = narrations.enumerated().map { index, narration in
        PCMSegment(samples: narration.audio.samples, title: text.scenes[index].title(at: index))
      }
      encoded = try AudioEncoder.encode(
        segments, sampleRate: narrations[0].audio.sampleRate,
        settings: encodingSettings(text, job: job), to: url)
    }
    // What went into the file, measured as the encoder took it (normalising did), else decoded.
    let decoded = try encoded.written ?? AudioProbe.decode(path: url.path)
    // A file that fails its checks is not kept for a retry to find.
    guard decoded.samples > 0 else {
      try? FileManager.default.removeItem(at: url)
      throw StageProblem("\(file) decodes to no audio")
    }
    guard decoded.rms >= configuration.silenceThreshold else {
      try? FileManager.default.removeItem(at: url)
      throw StageProblem("\(file) is silent (RMS \(decoded.rms))")
    }
    let audio = SavedAudio(
      file: file, codec: decoded.codec, sampleRate: decoded.sampleRate, duration: decoded.duration,
      sceneStarts: text.scenes.indices.map { encoded.start(ofSegment: $0) },
      sceneEnds: text.scenes.indices.map { encoded.end(ofSegment: $0) })
    try work.save(audio)
    return audio
  }

  /// Starts encoding the story's audio on a thread of its own, each scene loaded from its
  /// checkpoint once `scenesReady` says it is saved: the speech stage voices scene n + 1 while
  /// scene n is encoded. Only for formats that stream (`StreamingEncoder.canEncode`).
  func startEncoding(_ text: StoryText, job: RenderJob, in work: WorkFolder) -> StreamingEncoder {
    StreamingEncoder(
      titles: text.scenes.enumerated().map { index, scene in scene.title(at: index) },
      settings: encodingSettings(text, job: job),
      to: work.story.appendingPathComponent("story.\(job.format.fileExtension)")
    ) { index in
      // Read from its checkpoint a block at a time as it is encoded, never loaded whole.
      let saved = try work.savedNarration(scene: index)
      return SceneAudio(
        path: work.narrationSamples(index).path, count: saved.samples,
        sampleRate: saved.sampleRate)
    }
  }

  func encodingSettings(_ text: StoryText, job: RenderJob) -> EncodingSettings {
    let tags = [
      "title": text.title, "artist": job.hero.name, "album": "Talecast", "genre": "Story",
      "comment": job.occasion.title,
    ]
    return EncodingSettings(
      format: job.format, metadata: tags, loudness: job.normalize ? .speech : nil,
      encoderThreads: encoderThreads)
  }

  /// Draws the scenes without a picture in `story/`, several at a time. Scenes that fail are
  /// recorded and the story completes as partial — unless none could be drawn at all, which
  /// fails the stage (the backend is likely down: retry, or retry without illustrations).
  func illustrate(
    _ scenes: [SceneText], job: RenderJob, in work: WorkFolder, attempts: ProviderAttempts
  ) throws -> SavedIllustrations {
    let existing = SceneFiles.images(in: work.story)
    let missing = scenes.indices.filter { existing[$0] == nil }
    var saved = SavedIllustrations(failures: [:])
    if job.illustrations && !missing.isEmpty {
      let illustrator = try providers.illustrator(for: job)
      // Without OpenMoji's drawings the built-in illustrator draws its own shapes: the job's
      // log says so, and each picture's <desc>.
      if illustrator is ProceduralIllustrator, case .failure(let missing) = PictureArt.shared() {
        configuration.logger.warning(
          "pictures drawn with the built-in shapes: \(missing)", metadata: ["job": job.id])
      }
      let batch = IllustrationBatch(
        illustrator: illustrator, attempts: attempts,
        limit: configuration.illustrationConcurrency)
      let requests = missing.map { index in
        IllustrationRequest(
          scene: scenes[index], index: index, count: scenes.count, hero: job.hero,
          occasion: job.occasion, seed: job.seed)
      }
      let outcome = batch.draw(requests, into: work.story)
      if outcome.cancelled { throw StageCancelled() }
      if outcome.drawn.isEmpty && existing.isEmpty {
        let first = outcome.failures.sorted { $0.key < $1.key }.first
        let message =
          "no illustration could be made"
          + (first.map { " (scene \($0.key + 1): \($0.value))" } ?? "")
        // Every scene failed for a passing reason (the backend is down): the stage is retried
        // like any other, and then the job by the queue.
        if !outcome.failures.isEmpty && outcome.transient.count == outcome.failures.count {
          throw ProviderError(.transient, provider: "illustrator", message: message)
        }
        throw StageProblem(message)
      }
      saved.failures = outcome.failures
    }
    try work.save(saved)
    return saved
  }

  /// The story's square cover (`StoryCover`: its title and pictures), written as `cover.png`
  /// (or `cover.jpg`) beside them and attached to an m4a, mp3 or opus story. A story without
  /// it is still whole: a cover that cannot be made is logged, not failed. After a crash the
  /// cover already written is used again (it is written whole or not at all), and attaching is
  /// skipped when the audio already has it.
  func makeCover(
    title: String, pictures: [Int: String], audio: URL, job: RenderJob, in folder: URL
  ) {
    guard !pictures.isEmpty else { return }
    do {
      let written = StoryCover.fileNames.lazy.compactMap { name in
        (try? Data(contentsOf: folder.appendingPathComponent(name))).map {
          (data: $0, fileName: name)
        }
      }.first
      let cover: (data: Data, fileName: String)
      if let written {
        cover = written
      } else {
        let drawn = try pictures.sorted { $0.key < $1.key }.map { _, name in
          let url = folder.appendingPathComponent(name)
          return StoryCover.Picture(
            data: try Data(contentsOf: url), fileExtension: url.pathExtension.lowercased())
        }
        cover = try StoryCover.draw(title: title, pictures: drawn)
        try cover.data.write(to: folder.appendingPathComponent(cover.fileName), options: .atomic)
      }
      guard CoverArt.carries(audio.pathExtension), !CoverArt.isAttached(in: audio) else { return }
      try CoverArt.attach(cover.data, isPNG: cover.fileName.hasSuffix(".png"), to: audio)
    } catch {
      configuration.logger.warning("no cover art: \(error)", metadata: ["job": job.id])
    }
  }

  /// Writes the subtitles, the manifest and the job beside the audio and pictures, and moves
  /// the finished folder into `stories/`.
  func sync(
    _ written: WrittenStory, job: RenderJob, audio: SavedAudio,
    illustrations: SavedIllustrations, in work: WorkFolder
  ) throws -> StoryGenerated {
    let stories = configuration.mediaRoot.appendingPathComponent("stories", isDirectory: true)
    if !FileManager.default.fileExists(atPath: work.story.path),
      let moved = try Self.movedStory(written.storyId, in: stories, jobId: job.id)
    {
      // An earlier run moved the folder and stopped before it could finish.
      return moved
    }
    let scenes = written.text.scenes
    let pictures = SceneFiles.images(in: work.story)
    makeCover(
      title: written.text.title, pictures: pictures,
      audio: work.story.appendingPathComponent(audio.file), job: job, in: work.story)
    let narrations = try scenes.indices.map { try work.savedNarration(scene: $0) }
    // Who spoke it, as chosen for the job (a voice removed since the scenes were voiced
    // leaves the manifest without the engine, not the story unfinished).
    let spoken = try? spokenVoice(of: job)
    let cues = Subtitles.cues(
      narrations: narrations, sceneStarts: audio.sceneStarts, sceneEnds: audio.sceneEnds)
    let subtitles = "story.vtt"
    try Data(Subtitles.webVTT(cues).utf8).write(
      to: work.story.appendingPathComponent(subtitles), options: .atomic)
    let manifest = StoryManifest(
      storyId: written.storyId, title: written.text.title, hero: job.hero,
      occasion: OccasionReference(job.occasion), length: job.length, seed: job.seed,
      voice: spoken?.name ?? job.voice, speech: spoken?.speech,
      created: Date(),
      audio: AudioSummary(
        file: audio.file, format: job.format.rawValue, codec: audio.codec,
        sampleRate: audio.sampleRate, duration: audio.duration, subtitles: subtitles),
      scenes: scenes.enumerated().map { index, scene in
        SceneManifest(
          index: index, title: scene.title.isEmpty ? nil : scene.title, text: scene.text,
          illustrationPrompt: scene.illustrationPrompt, start: audio.sceneStarts[index],
          end: audio.sceneEnds[index],
          illustration: pictures[index].map {
            IllustrationManifest(file: $0, timestamp: audio.sceneStarts[index])
          },
          illustrationError: pictures[index] == nil ? illustrations.failures[index] : nil)
      })
    try WorkFolder.write(manifest, to: work.story.appendingPathComponent("manifest.json"))
    try WorkFolder.write(job, to: work.story.appendingPathComponent("job.json"))
    let folderName = "\(written.storyId)-\(Slug.make(written.text.title))"
    try FileManager.default.createDirectory(at: stories, withIntermediateDirectories: true)
    // A story rendered again replaces its old folder: that one is first renamed out of the
    // way (a dot name, which no look-up by story id sees), then the new one moves in, then the
    // old one goes. A crash in between leaves the story whole under one of the two names.
    try FinishedFolder.setAside(storyId: written.storyId, in: stories, jobId: job.id)
    try FinishedFolder.move(
      work.story, to: stories.appendingPathComponent(folderName, isDirectory: true))
    CrashPoint.reach("story-moved")
    FinishedFolder.removeSetAside(storyId: written.storyId, in: stories)
    return StoryGenerated(jobId: job.id, folder: "stories/\(folderName)", manifest: manifest)
  }

  /// The story an earlier run of the job already moved into `stories/`, if there is one.
  static func movedStory(_ storyId: String, in stories: URL, jobId: String)
    throws(CheckpointError)
    -> StoryGenerated?
  {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: stories.path)) ?? []
    guard let name = names.first(where: { $0.hasPrefix(storyId + "-") }) else { return nil }
    // The old folder of a story rendered again, if a crash left it.
    FinishedFolder.removeSetAside(storyId: storyId, in: stories)
    let file = stories.appendingPathComponent(name).appendingPathComponent("manifest.json")
    guard let manifest: StoryManifest = try WorkFolder.read(file) else { return nil }
    return StoryGenerated(jobId: jobId, folder: "stories/\(name)", manifest: manifest)
  }
}
