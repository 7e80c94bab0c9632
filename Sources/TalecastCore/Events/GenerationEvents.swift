/// The steps a story goes through while it is generated.
///
/// The illustrations are drawn before the encoding is waited for: a story's audio is encoded
/// while its scenes are voiced (m4a, m4b, WAV), so pictures drawn next overlap the encoder's
/// last work instead of following it.
public enum GenerationStage: String, Codable, Sendable, CaseIterable {
  case writingStory, synthesizingSpeech, illustrating, encodingAudio, syncing

  /// The stage after this one; nil after the last.
  public var next: GenerationStage? {
    let all = Self.allCases
    let index = all.firstIndex(of: self)! + 1
    return index < all.count ? all[index] : nil
  }
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

/// A failed job was taken up again (`talecast jobs retry`) at the first stage whose work is
/// not in its checkpoints. Correlation id: the job id.
public struct StoryGenerationResumed: TalecastEvent {
  public static let typeName = "StoryGenerationResumed"
  public let metadata: EventMetadata
  public let jobId: String
  public let stage: GenerationStage
  /// What the retry was told: "" (from the failed stage), "skip-illustrations".
  public let mode: String
  /// What came from the checkpoints, in words ("story text, 3 of 5 scenes voiced").
  public let reused: String

  public init(jobId: String, stage: GenerationStage, mode: String, reused: String) {
    self.metadata = .new(for: Self.self, correlationId: jobId)
    self.jobId = jobId
    self.stage = stage
    self.mode = mode
    self.reused = reused
  }
}

/// Illustrations of a stored, partial story were drawn again
/// (`talecast jobs retry ID --illustrations-only`); the manifest is the story's new one.
public struct StoryIllustrated: TalecastEvent {
  public static let typeName = "StoryIllustrated"
  public let metadata: EventMetadata
  public let jobId: String
  public let folder: String
  public let manifest: StoryManifest
  /// Scene indexes (0-based) drawn by this retry, and those that failed again.
  public let drawn: [Int]
  public let failed: [Int]

  public init(
    jobId: String, folder: String, manifest: StoryManifest, drawn: [Int], failed: [Int]
  ) {
    self.metadata = .new(for: Self.self, correlationId: jobId)
    self.jobId = jobId
    self.folder = folder
    self.manifest = manifest
    self.drawn = drawn
    self.failed = failed
  }
}

/// One attempt at a stage failed. (The run ends with `StoryGenerationFailed` unless the
/// stage is tried again — or, for one scene's illustration, unless the story is made as
/// partial without it; such messages start with "scene N:".)
public struct GenerationStageFailed: TalecastEvent {
  public static let typeName = "GenerationStageFailed"
  public let metadata: EventMetadata
  public let jobId: String
  public let stage: GenerationStage
  public let attempt: Int
  public let message: String
  /// Seconds until the next attempt, when the failure was transient and attempts remain;
  /// nil when this was the last attempt.
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

/// A run of the job failed in a stage and stopped there, keeping its checkpoints. The last
/// event of the run; the queue says whether the job is tried again (a transient failure,
/// while attempts remain) or has failed (`JobStateChanged`).
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

/// A run of the job stopped at a safe point for a shutdown; its checkpoints are kept, the
/// queue holds the job as queued again, and the next run resumes it.
public struct StoryGenerationInterrupted: TalecastEvent {
  public static let typeName = "StoryGenerationInterrupted"
  public let metadata: EventMetadata
  public let jobId: String
  public let stage: GenerationStage?

  public init(jobId: String, stage: GenerationStage?) {
    self.metadata = .new(for: Self.self, correlationId: jobId)
    self.jobId = jobId
    self.stage = stage
  }
}

/// A run of the job stopped because the job was cancelled; its checkpoints are gone. The
/// last event of the run.
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
