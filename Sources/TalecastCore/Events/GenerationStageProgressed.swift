/// A stage made a step of its work: a scene voiced, a scene drawn. What a progress bar moves
/// by within a job (`talecast render`), so it does not sit still for the minutes a neural
/// voice takes. Correlation id: the job id.
public struct GenerationStageProgressed: TalecastEvent {
  public static let typeName = "GenerationStageProgressed"
  public let metadata: EventMetadata
  public let jobId: String
  public let stage: GenerationStage
  /// Steps done (scenes voiced or drawn), of `total`.
  public let done: Int
  public let total: Int

  public init(jobId: String, stage: GenerationStage, done: Int, total: Int) {
    self.metadata = .new(for: Self.self, correlationId: jobId)
    self.jobId = jobId
    self.stage = stage
    self.done = done
    self.total = total
  }

  public var summary: String { "\(stage.rawValue): \(done) of \(total)" }
}
