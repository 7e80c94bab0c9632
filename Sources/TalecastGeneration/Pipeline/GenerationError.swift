import TalecastCore

/// Why a render did not complete: the stage it stopped in and what went wrong there, or that
/// it was cancelled.
public struct GenerationError: Error, Sendable, CustomStringConvertible {
  public let jobId: String
  public let stage: GenerationStage?
  public let message: String
  public let cancelled: Bool
  /// Stopped for a shutdown at a safe point; the checkpoints are kept for the next run.
  public let interrupted: Bool
  /// The last error was transient (a backend that may answer later): worth another attempt.
  public let transient: Bool

  public init(
    jobId: String, stage: GenerationStage?, message: String, cancelled: Bool = false,
    interrupted: Bool = false, transient: Bool = false
  ) {
    self.jobId = jobId
    self.stage = stage
    self.message = message
    self.cancelled = cancelled
    self.interrupted = interrupted
    self.transient = transient
  }

  public var description: String {
    if cancelled { return "cancelled" + (stage.map { " during \($0.rawValue)" } ?? "") }
    if interrupted { return "interrupted" + (stage.map { " during \($0.rawValue)" } ?? "") }
    return "\(stage?.rawValue ?? "generation") failed: \(message)"
  }
}
