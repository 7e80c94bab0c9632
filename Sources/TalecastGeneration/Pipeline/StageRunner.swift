import TalecastCore

/// Runs the stages of one job: announces each new stage and turns any failure into a
/// `GenerationError` for that stage, announced as `GenerationStageFailed`.
struct StageRunner {
  let job: RenderJob
  let broker: any EventPublishing
  private var current: GenerationStage?

  init(job: RenderJob, broker: any EventPublishing) {
    self.job = job
    self.broker = broker
  }

  mutating func stage<T>(_ stage: GenerationStage, _ body: () throws -> T) throws(GenerationError)
    -> T
  {
    if current != stage {
      current = stage
      broker.publish(GenerationStageChanged(jobId: job.id, stage: stage))
    }
    do {
      return try body()
    } catch let error as GenerationError {
      throw error
    } catch {
      let message = String(describing: error)
      broker.publish(GenerationStageFailed(jobId: job.id, stage: stage, message: message))
      throw GenerationError(jobId: job.id, stage: stage, message: message)
    }
  }
}

/// A problem found by a stage's own checks.
struct StageProblem: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
