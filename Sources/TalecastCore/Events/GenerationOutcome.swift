/// How one run of generation ended, from its last event. (How the job stands after it is the
/// queue's to say: `JobState`.)
public enum GenerationOutcome: Sendable {
  case generated(StoryGenerated)
  case failed(StoryGenerationFailed)
  case cancelled(StoryGenerationCancelled)
}

extension EventBroker {
  /// Starts listening for the last event of a run of job `jobId`. Make the waiter before the job
  /// can finish, then `try await waiter.value(timeout:)`.
  public func outcome(ofJob jobId: String) -> OutcomeWaiter<GenerationOutcome> {
    OutcomeWaiter { settle in
      [
        subscribe(StoryGenerated.self) { if $0.jobId == jobId { settle(.generated($0)) } },
        subscribe(StoryGenerationFailed.self) { if $0.jobId == jobId { settle(.failed($0)) } },
        subscribe(StoryGenerationCancelled.self) {
          if $0.jobId == jobId { settle(.cancelled($0)) }
        },
      ]
    }
  }
}
