import TalecastCore

/// Runs the stages of one job through the generation state machine (`GenerationTransitions`):
/// every applied transition is published as `GenerationStageChanged`, and a move the table
/// does not allow is logged and fails the run. A run that stops stays in its stage: a failure
/// publishes `GenerationStageFailed` and `StoryGenerationFailed`; a stop, noticed before a
/// stage starts or at a stage's own safe points, publishes `StoryGenerationCancelled` (a
/// cancel) or `StoryGenerationInterrupted` (a shutdown). What becomes of the job is the
/// queue's to decide.
struct StageRunner {
  let job: RenderJob
  let broker: any EventPublishing
  let cancel: CancelCheck
  let configuration: GenerationConfiguration
  /// The retries each stage may still make, kept over the job's attempts.
  let budgets: RetryBudgets
  private(set) var machine: StateMachine<GenerationTransitions>

  /// `resumingAt` is the stage a resumed job starts with (the first whose work its checkpoints
  /// lack): the machine starts in it, as the job stopped there, and enters it again.
  init(
    job: RenderJob, broker: any EventPublishing, cancel: CancelCheck,
    configuration: GenerationConfiguration, budgets: RetryBudgets,
    resumingAt: GenerationStage? = nil
  ) {
    self.job = job
    self.broker = broker
    self.cancel = cancel
    self.configuration = configuration
    self.budgets = budgets
    machine = StateMachine(resumingAt, logger: configuration.logger)
  }

  /// The retry policy and budget for one stage's provider calls: the stage's own retry and
  /// the calls inside it draw on the same budget.
  func attempts(_ stage: GenerationStage) -> ProviderAttempts {
    ProviderAttempts(
      jobId: job.id, stage: stage, broker: broker, retry: configuration.retry,
      budget: budgets.budget(for: stage), sleep: configuration.sleep, cancel: cancel)
  }

  /// Runs `body` as `stage`. A transient provider failure is tried again after the retry
  /// policy's delay while the stage's budget has retries (each failed attempt published with
  /// its error and the wait); anything else fails the job at once. The body is called again from its start, so a stage that
  /// does several calls keeps what it finished outside the body (or in its checkpoints).
  mutating func stage<T>(_ stage: GenerationStage, _ body: () throws -> T) throws(GenerationError)
    -> T
  {
    if cancel.isCancelled { throw self.cancelled() }
    // Entered unless the run is in it already; a resumed run enters its first stage again.
    if machine.history.isEmpty || machine.state != stage { try move(to: stage) }
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

  /// The last stage is done: the story is made.
  mutating func complete() throws(GenerationError) {
    try move(to: nil)
  }

  private mutating func move(to next: GenerationStage?) throws(GenerationError) {
    let from = machine.state
    do {
      try machine.transition(to: next)
    } catch {
      throw GenerationError(jobId: job.id, stage: from, message: error.description)
    }
    broker.publish(GenerationStageChanged(jobId: job.id, from: from, to: next))
  }

  private func fail(
    _ stage: GenerationStage, message: String, attempt: Int, transient: Bool = false
  ) -> GenerationError {
    broker.publish(
      GenerationStageFailed(jobId: job.id, stage: stage, attempt: attempt, message: message))
    broker.publish(StoryGenerationFailed(jobId: job.id, stage: stage, message: message))
    return GenerationError(jobId: job.id, stage: stage, message: message, transient: transient)
  }

  /// Stops the run: for good when the job was cancelled, else (a shutdown) keeping its
  /// checkpoints for the next run, which resumes it.
  private func cancelled() -> GenerationError {
    let stage = machine.state
    if !cancel.isCancelledForGood {
      broker.publish(StoryGenerationInterrupted(jobId: job.id, stage: stage))
      return GenerationError(
        jobId: job.id, stage: stage, message: "interrupted", interrupted: true)
    }
    broker.publish(StoryGenerationCancelled(jobId: job.id, stage: stage))
    return GenerationError(jobId: job.id, stage: stage, message: "cancelled", cancelled: true)
  }
}

/// A problem found by a stage's own checks.
struct StageProblem: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
