import Foundation

/// A job's history rebuilt from its events: where it came from, each stage with its start,
/// end, duration, attempts and errors, and how the job stands.
public struct JobHistory: Sendable {
  public struct StageRecord: Sendable, Hashable {
    public let stage: GenerationStage
    public var start: Date
    public var end: Date?
    public var attempts: Int
    public var errors: [String]

    public var duration: Double? { end.map { $0.timeIntervalSince(start) } }
  }

  public let jobId: String
  public private(set) var source: String?
  public private(set) var started: Date?
  /// How the job stands, as the queue said last (`JobStateChanged`): `running` while a worker
  /// has it (or had it, until a rescue notices the worker died), `queued` again when it was
  /// given back unstarted (a shutdown, or the rest of a slow job's batch) or a transient
  /// failure waits for its next attempt. A log that holds
  /// none of the queue's changes for the job (one written before the queue logged them, or a
  /// service's events alone) has its generation events stand in: a run started or resumed is
  /// `running`, a story made `succeeded`, a run failed `failed`, cancelled `cancelled`,
  /// interrupted `queued`.
  public private(set) var state: JobState = .queued
  /// When the job finished for good (`state.isFinished`); nil while it is queued or running.
  public private(set) var finished: Date?
  public private(set) var storyId: String?
  public private(set) var title: String?
  public private(set) var failure: String?
  public private(set) var stages: [StageRecord] = []
  /// How many times the job was taken up again after failing.
  public private(set) var resumes = 0
  /// Scenes whose illustration could not be made (0-based), when the story is partial.
  public private(set) var missingIllustrations: [Int] = []
  /// Whether the log holds the queue's changes for the job (then only they say its state).
  private var queueReported = false

  /// Builds the history from the job's events in the order they were published; events of
  /// other jobs and of other kinds are ignored.
  public init(jobId: String, events: [any TalecastEvent]) {
    self.jobId = jobId
    for event in events where event.metadata.correlationId == jobId { apply(event) }
  }

  public var duration: Double? {
    guard let started, let finished else { return nil }
    return finished.timeIntervalSince(started)
  }

  private mutating func apply(_ event: any TalecastEvent) {
    let time = event.metadata.timestamp
    switch event {
    case let change as JobStateChanged:
      queueReported = true
      move(to: change.to, at: time)
    case let started as StoryGenerationStarted:
      source = started.source
      self.started = time
      stand(.running, at: time)
    case is StoryGenerationResumed:
      // A retry reopens the job; its stages keep counting attempts.
      failure = nil
      resumes += 1
      stand(.running, at: time)
    case let change as GenerationStageChanged:
      if let left = change.from, let index = stages.lastIndex(where: { $0.stage == left }) {
        stages[index].end = time
      }
      if let entered = change.to {
        if let index = stages.firstIndex(where: { $0.stage == entered }) {
          stages[index].attempts += 1
          stages[index].end = nil
        } else {
          stages.append(StageRecord(stage: entered, start: time, end: nil, attempts: 1, errors: []))
        }
      }
    case let failed as GenerationStageFailed:
      if let index = stages.lastIndex(where: { $0.stage == failed.stage }) {
        stages[index].errors.append("attempt \(failed.attempt): \(failed.message)")
        // A stage retried in place counts each attempt.
        stages[index].attempts = max(
          stages[index].attempts, failed.attempt + (failed.retryIn == nil ? 0 : 1))
      }
    case let generated as StoryGenerated:
      storyId = generated.manifest.storyId
      title = generated.manifest.title
      missingIllustrations = generated.manifest.scenes.filter { $0.illustrationError != nil }.map(
        \.index)
      stand(.succeeded, at: time)
    case let illustrated as StoryIllustrated:
      missingIllustrations = illustrated.failed
    case let failed as StoryGenerationFailed:
      failure = failed.message
      stop(in: failed.stage, at: time)
      stand(.failed, at: time)
    case let interrupted as StoryGenerationInterrupted:
      stop(in: interrupted.stage, at: time)
      stand(.queued, at: time)
    case let cancelled as StoryGenerationCancelled:
      stop(in: cancelled.stage, at: time)
      stand(.cancelled, at: time)
    default:
      break
    }
  }

  /// A run stopped in `stage`: the stage ends there (a resumed run enters it again).
  private mutating func stop(in stage: GenerationStage?, at time: Date) {
    guard let index = stages.lastIndex(where: { $0.stage == stage }), stages[index].end == nil
    else { return }
    stages[index].end = time
  }

  /// What a generation event says of the job, heard only when the queue's changes are not.
  private mutating func stand(_ state: JobState, at time: Date) {
    if !queueReported { move(to: state, at: time) }
  }

  private mutating func move(to state: JobState, at time: Date) {
    self.state = state
    finished = state.isFinished ? time : nil
  }
}
