import TalecastCore

/// Runs the stages of one job through the generation state machine: every applied transition
/// is published as `GenerationStageChanged`; a failure moves the job to `failed` and publishes
/// `GenerationStageFailed` and `StoryGenerationFailed`; a cancellation, noticed before a stage
/// starts or at a stage's own safe points, moves it to `cancelled` and publishes
/// `StoryGenerationCancelled`.
struct StageRunner {
  let job: RenderJob
  let broker: any EventPublishing
  let cancel: CancelCheck
  let configuration: GenerationConfiguration
  private(set) var machine: StateMachine<GenerationTransitions>

  /// `resumingAt` is the stage a retry starts with: the machine starts as failed there, the
  /// one state from which that stage may be entered again.
  init(
    job: RenderJob, broker: any EventPublishing, cancel: CancelCheck,
    configuration: GenerationConfiguration, resumingAt: GenerationStage? = nil
  ) {
    self.job = job
    self.broker = broker
    self.cancel = cancel
    self.configuration = configuration
    let start = resumingAt.map { GenerationState.failed(step: $0, error: "retried") } ?? .queued
    machine = StateMachine(start, logger: configuration.logger)
  }

  /// The retry policy for one stage's provider calls.
  func attempts(_ stage: GenerationStage) -> ProviderAttempts {
    ProviderAttempts(
      jobId: job.id, stage: stage, broker: broker, retry: configuration.retry,
      sleep: configuration.sleep, cancel: cancel)
  }

  /// Runs `body` as `stage`. A transient provider failure is tried again after the retry
  /// policy's delay (each failed attempt published with its error and the wait); anything
  /// else fails the job at once. The body is called again from its start, so a stage that
  /// does several calls keeps what it finished outside the body (or in its checkpoints).
  mutating func stage<T>(_ stage: GenerationStage, _ body: () throws -> T) throws(GenerationError)
    -> T
  {
    if cancel.isCancelled { throw self.cancelled() }
    if machine.state != GenerationState(stage) { try move(to: GenerationState(stage)) }
    do {
      let result = try attempts(stage).run(body)
      CrashPoint.reach("after-\(stage.rawValue)")
      return result
    } catch let error as AttemptsFailed {
      if let generation = error.error as? GenerationError { throw generation }
      let transient = (error.error as? ProviderError)?.kind == .transient
      throw fail(stage, message: error.description, attempt: error.attempts, transient: transient)
    } catch {
      // StageCancelled is the only other error `run` throws.
      throw self.cancelled()
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

  private mutating func fail(
    _ stage: GenerationStage, message: String, attempt: Int, transient: Bool = false
  ) -> GenerationError {
    try? move(to: .failed(step: stage, error: message))
    broker.publish(
      GenerationStageFailed(jobId: job.id, stage: stage, attempt: attempt, message: message))
    broker.publish(StoryGenerationFailed(jobId: job.id, stage: stage, message: message))
    return GenerationError(jobId: job.id, stage: stage, message: message, transient: transient)
  }

  /// Stops the job: for good when it was cancelled, else (a shutdown) keeping its state for
  /// the next run, which resumes it.
  private mutating func cancelled() -> GenerationError {
    let stage = machine.state.stage
    if !cancel.isCancelledForGood {
      broker.publish(StoryGenerationInterrupted(jobId: job.id, stage: stage))
      return GenerationError(
        jobId: job.id, stage: stage, message: "interrupted", interrupted: true)
    }
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
