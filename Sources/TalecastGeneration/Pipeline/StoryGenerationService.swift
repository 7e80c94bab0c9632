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
  /// Encoder threads per story when set (0: the configuration's choice). An atomic: a worker
  /// pool sets it before its workers start.
  private let encoderThreadsOverride = Atomic<Int>(0)

  /// Several jobs rendering side by side already fill the cores: each story's audio is then
  /// best encoded in one piece (segmenting costs ≈10 % more CPU). nil: the configuration's.
  public func useEncoderThreads(_ threads: Int?) {
    encoderThreadsOverride.store(threads ?? 0, ordering: .relaxed)
  }

  var encoderThreads: Int? {
    let threads = encoderThreadsOverride.load(ordering: .relaxed)
    return threads > 0 ? threads : configuration.encoderThreads
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
    writer: any StoryWriter = TemplateStoryWriter(), narrator: any Narrator = EspeakNarrator(),
    illustrator: any Illustrator = ProceduralIllustrator(),
    remote: StoryProviders.Remote? = nil
  ) {
    self.init(
      broker: broker, configuration: configuration,
      providers: StoryProviders(
        writer: writer, narrator: narrator, illustrator: illustrator, remote: remote))
  }

  /// Renders one job. The story is assembled in the job's work folder and moved into
  /// `stories/` only when complete. A failed job keeps its work folder for `resume`; a
  /// cancelled one leaves nothing behind.
  @discardableResult
  public func render(_ job: RenderJob, cancellation: RenderCancellation? = nil)
    throws(GenerationError) -> StoryGenerated
  {
    broker.publish(StoryGenerationStarted(jobId: job.id, source: job.source))
    let work = WorkFolder(mediaRoot: configuration.mediaRoot, jobId: job.id)
    return try run(job, in: work, resuming: nil, cancellation: cancellation)
  }

  /// How a failed job is taken up again.
  public enum ResumeMode: String, Sendable {
    /// From the stage that failed, reusing every finished scene and picture.
    case fromFailedStage = ""
    /// The same, but complete without the illustrations not drawn yet.
    case skipIllustrations = "skip-illustrations"
  }

  /// Resumes a failed job from its work folder at the first stage whose checkpoint is
  /// missing. Throws (without publishing) when there is nothing to resume.
  @discardableResult
  public func resume(
    jobId: String, mode: ResumeMode = .fromFailedStage, cancellation: RenderCancellation? = nil
  ) throws(GenerationError) -> StoryGenerated {
    let work = WorkFolder(mediaRoot: configuration.mediaRoot, jobId: jobId)
    guard work.exists else {
      throw GenerationError(
        jobId: jobId, stage: nil,
        message:
          "job \(jobId) has no work folder in \(WorkFolder.root(mediaRoot: configuration.mediaRoot).path): it finished, was cancelled, or never started"
      )
    }
    var job: RenderJob
    let progress: CheckpointProgress
    work.removeLeftovers()
    do {
      job = try work.job()
      if mode == .skipIllustrations && job.illustrations {
        job.illustrations = false
        try WorkFolder.write(job, to: work.jobFile)
      }
      progress = try CheckpointProgress(work: work, job: job)
    } catch {
      throw GenerationError(jobId: jobId, stage: nil, message: String(describing: error))
    }
    broker.publish(
      StoryGenerationResumed(
        jobId: jobId, stage: progress.resumeStage, mode: mode.rawValue, reused: progress.reused))
    return try run(job, in: work, resuming: progress, cancellation: cancellation)
  }

  /// Makes an unfinished job complete without the illustrations not drawn yet, whoever
  /// resumes it next. Returns false when the job has no work folder.
  @discardableResult
  public func skipIllustrations(jobId: String) throws -> Bool {
    let work = WorkFolder(mediaRoot: configuration.mediaRoot, jobId: jobId)
    guard work.exists else { return false }
    var job = try work.job()
    if job.illustrations {
      job.illustrations = false
      try WorkFolder.write(job, to: work.jobFile)
    }
    return true
  }

  /// Asks a job to stop at its next safe point. A job that is not running (it failed and
  /// waits for a retry) is cancelled at once: its work folder is removed.
  /// Returns false when the job has no work folder.
  public func cancel(jobId: String, running: Bool) -> Bool {
    let work = WorkFolder(mediaRoot: configuration.mediaRoot, jobId: jobId)
    guard work.exists else { return false }
    if running {
      try? work.requestCancel()
    } else {
      work.remove()
      broker.publish(StoryGenerationCancelled(jobId: jobId, stage: nil))
    }
    return true
  }

  /// Whether the job has a work folder (it failed, runs, or was interrupted): a retry resumes it.
  public func isUnfinished(jobId: String) -> Bool {
    WorkFolder(mediaRoot: configuration.mediaRoot, jobId: jobId).exists
  }

  /// The ids of jobs with a work folder (failed, running, or interrupted), oldest first.
  public func unfinishedJobs() -> [String] {
    let root = WorkFolder.root(mediaRoot: configuration.mediaRoot)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    return names.filter { WorkFolder(mediaRoot: configuration.mediaRoot, jobId: $0).exists }
      .sorted()
  }

  private func run(
    _ job: RenderJob, in work: WorkFolder, resuming progress: CheckpointProgress?,
    cancellation: RenderCancellation?
  ) throws(GenerationError) -> StoryGenerated {
    let cancel = CancelCheck(cancellation: cancellation, marker: work.cancelMarker)
    var run = StageRunner(
      job: job, broker: broker, cancel: cancel, configuration: configuration,
      resumingAt: progress?.resumeStage)
    do {
      // Stages before the resume point come from their checkpoints; from it on they run.
      let written: WrittenStory
      if let saved = progress?.written {
        written = saved
      } else {
        written = try run.stage(.writingStory) { try writeStory(job, in: work) }
      }
      let scenes = written.text.scenes
      if progress?.allVoiced != true {
        try run.stage(.synthesizingSpeech) {
          try narrate(scenes, job: job, in: work, cancel: cancel)
        }
      }
      let audio: SavedAudio
      if let saved = progress?.audio {
        audio = saved
      } else {
        audio = try run.stage(.encodingAudio) { try encode(written.text, job: job, in: work) }
      }
      let illustrations: SavedIllustrations
      if let saved = progress?.illustrations {
        illustrations = saved
      } else {
        let attempts = run.attempts(.illustrating)
        illustrations = try run.stage(.illustrating) {
          try illustrate(scenes, job: job, in: work, attempts: attempts)
        }
      }
      let generated = try run.stage(.syncing) {
        try sync(written, job: job, audio: audio, illustrations: illustrations, in: work)
      }
      try run.complete()
      // Published (and so stored by the library) before the work folder goes: a crash in
      // between leaves the folder, and the retry finds the moved story and publishes again.
      broker.publish(generated)
      work.remove()
      return generated
    } catch {
      // A failed job keeps its checkpoints for a retry; a cancelled one (or one whose work
      // folder never got its job file) keeps nothing.
      if error.cancelled || !work.exists { work.remove() }
      throw error
    }
  }
}
