import TalecastCore

/// Runs the stages of one job through the generation state machine: every applied transition
/// is published as `GenerationStageChanged`; a failure moves the job to `failed` and publishes
/// `GenerationStageFailed` and `StoryGenerationFailed`; a cancellation, noticed before a stage
/// starts, moves it to `cancelled` and publishes `StoryGenerationCancelled`.
struct StageRunner {
  let job: RenderJob
  let broker: any EventPublishing
  let cancellation: RenderCancellation?
  let retry: RetryPolicy
  let sleep: @Sendable (Duration) -> Void
  private(set) var machine: StateMachine<GenerationTransitions>

  init(
    job: RenderJob, broker: any EventPublishing, cancellation: RenderCancellation?,
    configuration: GenerationConfiguration
  ) {
    self.job = job
    self.broker = broker
    self.cancellation = cancellation
    retry = configuration.retry
    sleep = configuration.sleep
    machine = StateMachine(.queued, logger: configuration.logger)
  }

  /// Runs `body` as `stage`. A transient provider failure is tried again after the retry
  /// policy's delay (each failed attempt published with its error and the wait); anything
  /// else fails the job at once. The body is called again from its start, so a stage that
  /// does several calls keeps what it finished outside the body.
  mutating func stage<T>(_ stage: GenerationStage, _ body: () throws -> T) throws(GenerationError)
    -> T
  {
    if cancellation?.isCancelled == true { throw cancel() }
    if machine.state != GenerationState(stage) { try move(to: GenerationState(stage)) }
    var attempt = 1
    while true {
      do {
        return try body()
      } catch let error as GenerationError {
        throw error
      } catch let error as ProviderError {
        guard
          let delay = retry.delay(
            afterAttempt: attempt, error: error, random: Double.random(in: 0..<1))
        else { throw fail(stage, message: error.description, attempt: attempt) }
        broker.publish(
          GenerationStageFailed(
            jobId: job.id, stage: stage, attempt: attempt, message: error.description,
            retryIn: delay.inSeconds))
        sleep(delay)
        if cancellation?.isCancelled == true { throw cancel() }
        attempt += 1
      } catch {
        throw fail(stage, message: String(describing: error), attempt: attempt)
      }
    }
  }

  /// The job's work is done.
  mutating func complete() throws(GenerationError) {
    try move(to: .completed)
  }

  private mutating func move(to next: GenerationState) throws(GenerationError) {
    let from = machine.state
    do {
      try machine.transition(to: next)
    } catch {
      throw GenerationError(jobId: job.id, stage: from.stage, message: error.description)
    }
    broker.publish(GenerationStageChanged(jobId: job.id, from: from, to: next))
  }

  private mutating func fail(_ stage: GenerationStage, message: String, attempt: Int)
    -> GenerationError
  {
    try? move(to: .failed(step: stage, error: message))
    broker.publish(
      GenerationStageFailed(jobId: job.id, stage: stage, attempt: attempt, message: message))
    broker.publish(StoryGenerationFailed(jobId: job.id, stage: stage, message: message))
    return GenerationError(jobId: job.id, stage: stage, message: message)
  }

  private mutating func cancel() -> GenerationError {
    let stage = machine.state.stage
    try? move(to: .cancelled)
    broker.publish(StoryGenerationCancelled(jobId: job.id, stage: stage))
    return GenerationError(jobId: job.id, stage: stage, message: "cancelled", cancelled: true)
  }
}

/// A problem found by a stage's own checks.
struct StageProblem: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
