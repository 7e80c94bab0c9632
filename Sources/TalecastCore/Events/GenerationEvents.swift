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

/// Generation moved to another stage.
public struct GenerationStageChanged: TalecastEvent {
  public static let typeName = "GenerationStageChanged"
  public let metadata: EventMetadata
  public let jobId: String
  public let stage: GenerationStage

  public init(jobId: String, stage: GenerationStage) {
    self.metadata = .new(for: Self.self, correlationId: jobId)
    self.jobId = jobId
    self.stage = stage
  }
}

/// A stage failed; the job ends with this error.
public struct GenerationStageFailed: TalecastEvent {
  public static let typeName = "GenerationStageFailed"
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
