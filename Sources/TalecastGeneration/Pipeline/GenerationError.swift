import TalecastCore

/// Why a render did not complete: the stage it stopped in and what went wrong there, or that
/// it was cancelled.
public struct GenerationError: Error, Sendable, CustomStringConvertible {
  public let jobId: String
  public let stage: GenerationStage?
  public let message: String
  public let cancelled: Bool

  public init(jobId: String, stage: GenerationStage?, message: String, cancelled: Bool = false) {
    self.jobId = jobId
    self.stage = stage
    self.message = message
    self.cancelled = cancelled
  }

  public var description: String {
    if cancelled { return "cancelled" + (stage.map { " during \($0.rawValue)" } ?? "") }
    return "\(stage?.rawValue ?? "generation") failed: \(message)"
  }
}
