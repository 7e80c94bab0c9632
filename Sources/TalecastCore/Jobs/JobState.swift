/// Where a job stands in the durable queue.
public enum JobState: String, Codable, Sendable, CaseIterable {
  /// Waiting for a worker (from its `runAt`, if set).
  case queued
  /// A worker holds its lease and renders it.
  case running
  case succeeded
  /// Failed for good (a permanent error); `talecast jobs retry` takes it up again.
  case failed
  case cancelled
  /// Its attempts ran out (transient failures, or workers that died with it).
  case discarded

  /// No worker will take it up again by itself.
  public var isFinished: Bool { self != .queued && self != .running }
}

/// A job changed state in the queue. Correlation id: the job id.
public struct JobStateChanged: TalecastEvent {
  public static let typeName = "JobStateChanged"
  public let metadata: EventMetadata
  public let jobId: String
  public let from: JobState?
  public let to: JobState
  /// The attempt it is on (counting rescues of a worker that died).
  public let attempt: Int
  public let message: String?

  public init(jobId: String, from: JobState?, to: JobState, attempt: Int, message: String? = nil) {
    self.metadata = .new(for: Self.self, correlationId: jobId)
    self.jobId = jobId
    self.from = from
    self.to = to
    self.attempt = attempt
    self.message = message
  }
}

extension JobStateChanged {
  public var summary: String {
    let change = from.map { "\($0.rawValue) → \(to.rawValue)" } ?? "submitted, \(to.rawValue)"
    return "job \(change) (attempt \(attempt))" + (message.map { ": \($0)" } ?? "")
  }
}
