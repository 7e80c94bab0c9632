import Foundation

/// A job's history rebuilt from its events: where it came from, each stage with its start,
/// end, duration, attempts and errors, and how it ended.
public struct JobHistory: Sendable {
  public struct StageRecord: Sendable, Hashable {
    public let stage: GenerationStage
    public var start: Date
    public var end: Date?
    public var attempts: Int
    public var errors: [String]

    public var duration: Double? { end.map { $0.timeIntervalSince(start) } }
  }

  public enum Ending: String, Sendable {
    case running, completed, failed, cancelled, interrupted
  }

  public let jobId: String
  public private(set) var source: String?
  public private(set) var started: Date?
  public private(set) var finished: Date?
  public private(set) var ending: Ending = .running
  public private(set) var storyId: String?
  public private(set) var title: String?
  public private(set) var failure: String?
  public private(set) var stages: [StageRecord] = []
  /// How many times the job was taken up again after failing.
  public private(set) var resumes = 0
  /// Scenes whose illustration could not be made (0-based), when the story is partial.
  public private(set) var missingIllustrations: [Int] = []

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
    case let started as StoryGenerationStarted:
      source = started.source
      self.started = time
    case is StoryGenerationResumed:
      // A retry reopens the job; its stages keep counting attempts.
      ending = .running
      finished = nil
      failure = nil
      resumes += 1
    case let change as GenerationStageChanged:
      if let left = change.from.stage, let index = stages.lastIndex(where: { $0.stage == left }) {
        stages[index].end = time
      }
      if let entered = change.to.stage {
        if let index = stages.firstIndex(where: { $0.stage == entered }) {
          stages[index].attempts += 1
          stages[index].end = nil
        } else {
          stages.append(StageRecord(stage: entered, start: time, end: nil, attempts: 1, errors: []))
        }
      }
      switch change.to {
      case .completed: finish(.completed, at: time)
      case .failed(_, let error):
        finish(.failed, at: time)
        failure = error
      case .cancelled: finish(.cancelled, at: time)
      default: ending = .running
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
    case let illustrated as StoryIllustrated:
      missingIllustrations = illustrated.failed
    case let failed as StoryGenerationFailed:
      failure = failed.message
      if ending == .running { finish(.failed, at: time) }
    case is StoryGenerationInterrupted:
      if ending == .running { finish(.interrupted, at: time) }
    case is StoryGenerationCancelled:
      if ending == .running { finish(.cancelled, at: time) }
    default:
      break
    }
  }

  private mutating func finish(_ ending: Ending, at time: Date) {
    self.ending = ending
    finished = time
  }
}
