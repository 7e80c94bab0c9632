/// How a job ended, from its terminal event.
public enum GenerationOutcome: Sendable {
  case completed(StoryGenerated)
  case failed(StoryGenerationFailed)
  case cancelled(StoryGenerationCancelled)
}

extension EventBroker {
  /// Starts listening for the terminal event of job `jobId`. Make the waiter before the job
  /// can finish, then `try await waiter.value(timeout:)`.
  public func outcome(ofJob jobId: String) -> OutcomeWaiter<GenerationOutcome> {
    OutcomeWaiter { settle in
      [
        subscribe(StoryGenerated.self) { if $0.jobId == jobId { settle(.completed($0)) } },
        subscribe(StoryGenerationFailed.self) { if $0.jobId == jobId { settle(.failed($0)) } },
        subscribe(StoryGenerationCancelled.self) {
          if $0.jobId == jobId { settle(.cancelled($0)) }
        },
      ]
    }
  }
}
