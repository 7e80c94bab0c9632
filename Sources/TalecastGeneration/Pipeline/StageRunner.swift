import TalecastCore

/// Runs the stages of one job through the generation state machine: every applied transition
/// is published as `GenerationStageChanged`; a failure moves the job to `failed` and publishes
/// `GenerationStageFailed` and `StoryGenerationFailed`; a cancellation, noticed before a stage
/// starts, moves it to `cancelled` and publishes `StoryGenerationCancelled`.
struct StageRunner {
  let job: RenderJob
  let broker: any EventPublishing
  let cancellation: RenderCancellation?
  private(set) var machine: StateMachine<GenerationTransitions>

  init(
    job: RenderJob, broker: any EventPublishing, cancellation: RenderCancellation?, logger: Logger
  ) {
    self.job = job
    self.broker = broker
    self.cancellation = cancellation
    machine = StateMachine(.queued, logger: logger)
  }

  mutating func stage<T>(_ stage: GenerationStage, _ body: () throws -> T) throws(GenerationError)
    -> T
  {
    if cancellation?.isCancelled == true { throw cancel() }
    if machine.state != GenerationState(stage) { try move(to: GenerationState(stage)) }
    do {
      return try body()
    } catch let error as GenerationError {
      throw error
    } catch {
      throw fail(stage, message: String(describing: error))
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

  private mutating func fail(_ stage: GenerationStage, message: String) -> GenerationError {
    try? move(to: .failed(step: stage, error: message))
    broker.publish(GenerationStageFailed(jobId: job.id, stage: stage, attempt: 1, message: message))
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
