import Foundation
import Synchronization
import TalecastAudio
import TalecastCore
import TalecastSpeech

/// Renders jobs into finished stories: writes the text, voices each scene separately, encodes
/// the audio with a chapter per scene, draws an illustration per scene and syncs each
/// illustration to the measured start of its scene. Each stage checkpoints its output in the
/// job's work folder, so a failed job can be resumed where it stopped. It publishes what it
/// does on the broker and knows nothing of the library or the player.
public final class StoryGenerationService: Sendable {
  let broker: any EventPublishing
  let configuration: GenerationConfiguration
  let providers: StoryProviders
  /// Renders in progress in this process (an atomic: workers start and end them).
  private let rendering = Atomic<Int>(0)

  /// Encoder threads for a story being encoded now: the configuration's if it says, else the
  /// cores shared among the renders in progress. A story rendered alone is encoded on every
  /// core; several side by side already fill the cores, and each is then best encoded in one
  /// piece (segmenting costs ≈10 % more CPU). Decided when the encoding starts, by the jobs
  /// actually running — not by the pool's size, which would leave a job rendered alone by a
  /// pool of several workers on one core.
  var encoderThreads: Int? {
    if let threads = configuration.encoderThreads { return threads }
    let running = max(1, rendering.load(ordering: .relaxed))
    return running == 1 ? nil : max(1, ProcessInfo.processInfo.activeProcessorCount / running)
  }

  public init(
    broker: any EventPublishing, configuration: GenerationConfiguration,
    providers: StoryProviders = StoryProviders()
  ) {
    self.broker = broker
    self.configuration = configuration
    self.providers = providers
  }

  /// The built-in providers with some replaced (tests count calls with their own).
  public convenience init(
    broker: any EventPublishing, configuration: GenerationConfiguration,
    writer: any StoryWriter = TemplateStoryWriter(), narrator: any Narrator = BuiltInNarrator(),
    illustrator: any Illustrator = ProceduralIllustrator(),
    remote: StoryProviders.Remote? = nil
  ) {
    self.init(
      broker: broker, configuration: configuration,
      providers: StoryProviders(
        writer: writer, narrator: narrator, illustrator: illustrator, remote: remote))
  }

  /// Renders one job, or resumes it from the checkpoints an earlier attempt left in its work
  /// folder (in this process or another). The story is assembled in the work folder and moved
  /// into `stories/` only when complete; if an earlier attempt already moved it, that story is
  /// returned. The work folder stays until `finish(jobId:)`: whoever stores the story removes
  /// it after that, so a crash in between still finds the story. A failed job keeps its work
  /// folder for the next attempt; a cancelled one leaves nothing behind.
  ///
  /// The job's state is not kept here: the queue decides whether and when a job runs again.
  @discardableResult
  public func render(_ job: RenderJob, cancellation: RenderCancellation? = nil)
    throws(GenerationError) -> StoryGenerated
  {
    rendering.add(1, ordering: .relaxed)
    defer { rendering.subtract(1, ordering: .relaxed) }
    let work = WorkFolder(mediaRoot: configuration.mediaRoot, jobId: job.id)
    guard work.exists else {
      broker.publish(StoryGenerationStarted(jobId: job.id, source: job.source))
      return try run(job, in: work, resuming: nil, cancellation: cancellation)
    }
    let progress: CheckpointProgress
    work.removeLeftovers()
    do {
      // The job as the queue hands it now (a retry may skip the illustrations).
      try WorkFolder.write(job, to: work.jobFile)
      progress = try CheckpointProgress(work: work, job: job, stories: storiesFolder)
    } catch {
      throw GenerationError(jobId: job.id, stage: nil, message: String(describing: error))
    }
    broker.publish(
      StoryGenerationResumed(
        jobId: job.id, stage: progress.resumeStage,
        mode: job.illustrations ? "" : "skip-illustrations",
        reused: progress.reused))
    return try run(job, in: work, resuming: progress, cancellation: cancellation)
  }

  /// Removes a job's work folder: its story is stored, or the job was cancelled or purged.
  public func finish(jobId: String) {
    WorkFolder(mediaRoot: configuration.mediaRoot, jobId: jobId).remove()
  }

  /// Whether a job has checkpoints to resume from.
  public func hasCheckpoints(jobId: String) -> Bool {
    WorkFolder(mediaRoot: configuration.mediaRoot, jobId: jobId).exists
  }

  var storiesFolder: URL {
    configuration.mediaRoot.appendingPathComponent("stories", isDirectory: true)
  }

  private func run(
    _ job: RenderJob, in work: WorkFolder, resuming progress: CheckpointProgress?,
    cancellation: RenderCancellation?
  ) throws(GenerationError) -> StoryGenerated {
    let cancel = CancelCheck(cancellation: cancellation)
    var run = StageRunner(
      job: job, broker: broker, cancel: cancel, configuration: configuration,
      budgets: RetryBudgets(retry: configuration.retry, file: work.retriesFile),
      resumingAt: progress?.resumeStage)
    do throws(GenerationError) {
      if let moved = progress?.moved {
        let generated = try run.stage(.syncing) { moved }
        try run.complete()
        broker.publish(generated)
        return generated
      }
      // The neural voice's engine takes 2–3 s to make: made while the story is written.
      if progress?.allVoiced != true { warmUpVoice(of: job) }
      // Stages before the resume point come from their checkpoints; from it on they run.
      let written: WrittenStory
      if let saved = progress?.written {
        written = saved
      } else {
        written = try run.stage(.writingStory) { try writeStory(job, in: work) }
      }
      let scenes = written.text.scenes
      // Formats that stream are encoded while the scenes are voiced, each as it is saved.
      var stream =
        progress?.audio == nil && StreamingEncoder.canEncode(job.format)
        ? startEncoding(written.text, job: job, in: work) : nil
      // A stage that fails stops the encoding and removes what it wrote.
      defer { stream?.cancel() }
      if progress?.allVoiced != true {
        try run.stage(.synthesizingSpeech) {
          try narrate(scenes, job: job, in: work, cancel: cancel) { stream?.scenesReady($0) }
        }
      }
      // The pictures are drawn while the encoder finishes (see `GenerationStage`).
      let illustrations: SavedIllustrations
      if let saved = progress?.illustrations {
        illustrations = saved
      } else {
        let attempts = run.attempts(.illustrating)
        do throws(GenerationError) {
          illustrations = try run.stage(.illustrating) {
            try illustrate(scenes, job: job, in: work, attempts: attempts)
          }
        } catch {
          // The audio does not depend on the pictures: it is finished (or, for formats that
          // do not stream, made) now, outside any stage, so the retry finds it encoded.
          if !error.cancelled && !error.interrupted && progress?.audio == nil {
            _ = try? encode(written.text, job: job, in: work, stream: &stream)
          }
          throw error
        }
      }
      let audio: SavedAudio
      if let saved = progress?.audio {
        // Saved before the illustrations (beside a failed illustrating stage, or in a work
        // folder of a release that encoded before drawing): the stage is passed through.
        if progress?.illustrations == nil {
          audio = try run.stage(.encodingAudio) { saved }
        } else {
          audio = saved
        }
      } else {
        audio = try run.stage(.encodingAudio) {
          try encode(written.text, job: job, in: work, stream: &stream)
        }
      }
      let generated = try run.stage(.syncing) {
        try sync(written, job: job, audio: audio, illustrations: illustrations, in: work)
      }
      try run.complete()
      // The work folder stays: a crash before the story is stored finds it through the
      // folder's story id (see `render`).
      broker.publish(generated)
      return generated
    } catch {
      // A failed job keeps its checkpoints for a retry; a cancelled one (or one whose work
      // folder never got its job file) keeps nothing.
      if error.cancelled || !work.exists { work.remove() }
      throw error
    }
  }
}

extension StoryGenerationService {
  /// Why the built-in writer cannot read a job's custom occasion (its premise or its `goal`),
  /// checked when the job is submitted; nil when it can, or when another writer writes it (a
  /// remote writer takes any premise as it is).
  public func premiseProblem(of job: RenderJob) -> PremiseProblem? {
    guard job.providers.writer == .builtIn, job.rerender == nil,
      case .custom(let occasion) = job.occasion
    else { return nil }
    // Without the reader (its data not installed) the writer writes the older way: the job is
    // not the user's to mend.
    guard let reader = try? PremiseReader.shared() else { return nil }
    do {
      _ = try reader.read(occasion, heroName: job.hero.name)
      return nil
    } catch {
      return error
    }
  }

  /// The espeak-ng voices the built-in narrator can speak with.
  public static func voices() throws -> [SpeechEngine.Voice] { try SpeechEngine.shared.voices() }
}

extension StoryGenerationService {
  /// The start of the name a story's old folder has while a rerender replaces it (a dot name,
  /// so no look-up by story id sees it). `library check --repair` puts such a folder back when
  /// the rerender gave up half-way.
  public static func replacedFolderPrefix(storyId: String) -> String {
    FinishedFolder.setAsidePrefix(storyId)
  }
}
