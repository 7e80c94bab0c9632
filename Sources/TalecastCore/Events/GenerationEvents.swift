/// The steps a story goes through while it is generated.
public enum GenerationStage: String, Codable, Sendable, CaseIterable {
  case writingStory, synthesizingSpeech, encodingAudio, illustrating, syncing
}

/// A job was accepted and generation began. Correlation id: the job id.
public struct StoryGenerationStarted: TalecastEvent {
  public static let typeName = "StoryGenerationStarted"
  public let metadata: EventMetadata
  public let jobId: String
  public let source: String

  public init(jobId: String, source: String) {
    self.metadata = .new(for: Self.self, correlationId: jobId)
    self.jobId = jobId
    self.source = source
  }
}

/// Generation moved from one state to another (every applied transition of the job's state
/// machine, from `queued` to `completed`, `failed` or `cancelled`).
public struct GenerationStageChanged: TalecastEvent {
  public static let typeName = "GenerationStageChanged"
  public let metadata: EventMetadata
  public let jobId: String
  public let from: GenerationState
  public let to: GenerationState

  public init(jobId: String, from: GenerationState, to: GenerationState) {
    self.metadata = .new(for: Self.self, correlationId: jobId)
    self.jobId = jobId
    self.from = from
    self.to = to
  }

  /// The stage entered, if the job entered one.
  public var stage: GenerationStage? { to.stage }
}

/// One attempt at a stage failed. (The job ends with `StoryGenerationFailed` unless the
/// stage is tried again.)
public struct GenerationStageFailed: TalecastEvent {
  public static let typeName = "GenerationStageFailed"
  public let metadata: EventMetadata
  public let jobId: String
  public let stage: GenerationStage
  public let attempt: Int
  public let message: String
  /// Seconds until the next attempt, when the failure was transient and attempts remain;
  /// nil when this failure ends the stage.
  public let retryIn: Double?

  public init(
    jobId: String, stage: GenerationStage, attempt: Int = 1, message: String,
    retryIn: Double? = nil
  ) {
    self.metadata = .new(for: Self.self, correlationId: jobId)
    self.jobId = jobId
    self.stage = stage
    self.attempt = attempt
    self.message = message
    self.retryIn = retryIn
  }
}

/// A story was fully rendered: its folder holds the audio, the illustrations and the manifest.
public struct StoryGenerated: TalecastEvent {
  public static let typeName = "StoryGenerated"
  public let metadata: EventMetadata
  public let jobId: String
  /// The story folder, relative to the media root.
  public let folder: String
  public let manifest: StoryManifest

  public init(jobId: String, folder: String, manifest: StoryManifest) {
    self.metadata = .new(for: Self.self, correlationId: jobId)
    self.jobId = jobId
    self.folder = folder
    self.manifest = manifest
  }
}

/// The job failed for good. A terminal event.
public struct StoryGenerationFailed: TalecastEvent {
  public static let typeName = "StoryGenerationFailed"
  public let metadata: EventMetadata
  public let jobId: String
  public let stage: GenerationStage
  public let message: String

  public init(jobId: String, stage: GenerationStage, message: String) {
    self.metadata = .new(for: Self.self, correlationId: jobId)
    self.jobId = jobId
    self.stage = stage
    self.message = message
  }
}

/// The job was cancelled before it finished. A terminal event.
public struct StoryGenerationCancelled: TalecastEvent {
  public static let typeName = "StoryGenerationCancelled"
  public let metadata: EventMetadata
  public let jobId: String
  /// The stage it was in, if it had started.
  public let stage: GenerationStage?

  public init(jobId: String, stage: GenerationStage?) {
    self.metadata = .new(for: Self.self, correlationId: jobId)
    self.jobId = jobId
    self.stage = stage
  }
}
