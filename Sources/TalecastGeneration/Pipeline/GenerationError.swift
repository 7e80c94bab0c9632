import TalecastCore

/// Why a render failed: at which stage, and what went wrong there.
public struct GenerationError: Error, Sendable, CustomStringConvertible {
  public let jobId: String
  public let stage: GenerationStage
  public let message: String

  public init(jobId: String, stage: GenerationStage, message: String) {
    self.jobId = jobId
    self.stage = stage
    self.message = message
  }

  public var description: String { "\(stage) failed: \(message)" }
}
