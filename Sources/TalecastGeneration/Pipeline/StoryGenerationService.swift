import Foundation
import TalecastAudio
import TalecastCore
import TalecastSpeech

/// Renders jobs into finished stories: writes the text, voices each scene separately, encodes
/// the audio with a chapter per scene, draws an illustration per scene and syncs each
/// illustration to the measured start of its scene. It publishes what it does on the broker
/// and knows nothing of the library or the player.
public final class StoryGenerationService: Sendable {
  private let broker: any EventPublishing
  private let configuration: GenerationConfiguration
  private let writer: any StoryWriter
  private let narrator: any Narrator
  private let illustrator: any Illustrator

  public init(
    broker: any EventPublishing, configuration: GenerationConfiguration,
    writer: any StoryWriter = TemplateStoryWriter(), narrator: any Narrator = EspeakNarrator(),
    illustrator: any Illustrator = ProceduralIllustrator()
  ) {
    self.broker = broker
    self.configuration = configuration
    self.writer = writer
    self.narrator = narrator
    self.illustrator = illustrator
  }

  /// Renders one job. The story is assembled in a hidden work folder and moved into
  /// `stories/` only when complete, so a failed render leaves nothing half-written.
  @discardableResult
  public func render(_ job: RenderJob, cancellation: RenderCancellation? = nil)
    throws(GenerationError)
    -> StoryGenerated
  {
    broker.publish(StoryGenerationStarted(jobId: job.id, source: job.source))
    let storyId = Identifier.make()
    let stories = configuration.mediaRoot.appendingPathComponent("stories", isDirectory: true)
    let work = stories.appendingPathComponent(".\(storyId).partial", isDirectory: true)
    var run = StageRunner(
      job: job, broker: broker, cancellation: cancellation, configuration: configuration)
    do {
      try run.stage(.writingStory) {
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
      }
      let text = try run.stage(.writingStory) { try writeStory(job) }
      var voiced: [SpeechAudio] = []
      let speech = try run.stage(.synthesizingSpeech) {
        try narrate(text, job: job, keeping: &voiced)
      }
      let audio = try run.stage(.encodingAudio) {
        try encode(text, speech: speech, job: job, into: work)
      }
      var drawn: [String?] = []
      let pictures = try run.stage(.illustrating) {
        try illustrate(text, job: job, into: work, keeping: &drawn)
      }
      let manifest = try run.stage(.syncing) {
        try sync(storyId: storyId, text: text, job: job, audio: audio, pictures: pictures, in: work)
      }
      let folderName = "\(storyId)-\(Slug.make(text.title))"
      try run.stage(.syncing) {
        try FileManager.default.moveItem(
          at: work, to: stories.appendingPathComponent(folderName, isDirectory: true))
      }
      try run.complete()
      let generated = StoryGenerated(
        jobId: job.id, folder: "stories/\(folderName)", manifest: manifest)
      broker.publish(generated)
      return generated
    } catch {
      try? FileManager.default.removeItem(at: work)
      throw error
    }
  }

  private func writeStory(_ job: RenderJob) throws -> StoryText {
    let text = try writer.write(
      hero: job.hero, event: job.event, length: job.length, seed: job.seed)
    guard !text.scenes.isEmpty, text.scenes.allSatisfy({ !$0.text.isEmpty }) else {
      throw StageProblem("the writer returned a story with no text")
    }
    return text
  }

  /// Voices the scenes not in `voiced` yet, appending each as it is done, so that a retry
  /// after a failure in scene 3 starts at scene 3.
  private func narrate(_ text: StoryText, job: RenderJob, keeping voiced: inout [SpeechAudio])
    throws -> [SpeechAudio]
  {
    for scene in text.scenes.dropFirst(voiced.count) {
      voiced.append(try narrator.narrate(scene.text, voice: job.voice))
    }
    let speech = voiced
    guard let rate = speech.first?.sampleRate, speech.allSatisfy({ $0.sampleRate == rate }) else {
      throw StageProblem("scenes were voiced at different sample rates")
    }
    return speech
  }

  private func encode(_ text: StoryText, speech: [SpeechAudio], job: RenderJob, into folder: URL)
    throws -> RenderedAudio
  {
    let file = "story.\(job.format.fileExtension)"
    let url = folder.appendingPathComponent(file)
    let segments = zip(text.scenes.indices, speech).map { index, audio in
      PCMSegment(samples: audio.samples, title: "Scene \(index + 1)")
    }
    let tags = [
      "title": text.title, "artist": job.hero.name, "album": "Talecast", "genre": "Story",
      "comment": job.event.title,
    ]
    let encoded = try AudioEncoder.encode(
      segments, sampleRate: speech[0].sampleRate,
      settings: EncodingSettings(
        format: job.format, metadata: tags, loudness: job.normalize ? .speech : nil), to: url)
    // Measure what was written, not what was meant to be written (normalising already did).
    let decoded = try encoded.written ?? AudioProbe.decode(path: url.path)
    guard decoded.samples > 0 else { throw StageProblem("\(file) decodes to no audio") }
    guard decoded.rms >= configuration.silenceThreshold else {
      throw StageProblem("\(file) is silent (RMS \(decoded.rms))")
    }
    return RenderedAudio(file: file, encoded: encoded, decoded: decoded)
  }

  /// Draws the scenes not in `drawn` yet, appending each file name as it is written.
  private func illustrate(
    _ text: StoryText, job: RenderJob, into folder: URL, keeping drawn: inout [String?]
  ) throws -> [String?] {
    guard job.illustrations else { return text.scenes.map { _ in nil } }
    for (index, scene) in text.scenes.enumerated().dropFirst(drawn.count) {
      let request = IllustrationRequest(
        scene: scene, index: index, count: text.scenes.count, hero: job.hero, event: job.event,
        seed: job.seed)
      let image = try illustrator.illustrate(request)
      let number = index + 1 < 10 ? "0\(index + 1)" : "\(index + 1)"
      let name = "scene-\(number).\(image.fileExtension)"
      try image.data.write(to: folder.appendingPathComponent(name), options: .atomic)
      drawn.append(name)
    }
    return drawn
  }

  private func sync(
    storyId: String, text: StoryText, job: RenderJob, audio: RenderedAudio, pictures: [String?],
    in folder: URL
  ) throws -> StoryManifest {
    let scenes = text.scenes.enumerated().map { index, scene in
      let start = audio.encoded.start(ofSegment: index)
      return SceneManifest(
        index: index, text: scene.text, illustrationPrompt: scene.illustrationPrompt, start: start,
        end: audio.encoded.end(ofSegment: index),
        illustration: pictures[index].map { IllustrationManifest(file: $0, timestamp: start) })
    }
    let manifest = StoryManifest(
      storyId: storyId, title: text.title, hero: job.hero, event: EventReference(job.event),
      length: job.length,
      seed: job.seed, voice: job.voice, created: Date(),
      audio: AudioSummary(
        file: audio.file, format: job.format.rawValue, codec: audio.decoded.codec,
        sampleRate: audio.decoded.sampleRate, duration: audio.decoded.duration),
      scenes: scenes)
    let data = try StoryManifest.makeEncoder().encode(manifest)
    try data.write(to: folder.appendingPathComponent("manifest.json"), options: .atomic)
    return manifest
  }
}

/// The audio of a story: where each scene landed (sample counts) and what decoding showed.
struct RenderedAudio {
  let file: String
  let encoded: EncodedAudio
  let decoded: DecodedAudio
}
