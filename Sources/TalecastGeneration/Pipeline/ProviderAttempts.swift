import Foundation
import TalecastCore

/// Whether the job was asked to stop, as its `RenderCancellation` says: a cancel, or an
/// interrupt for a shutdown. A cancel asked in another process reaches it too: the queue
/// keeps the request, and the worker learns of it when it renews the job's lease.
struct CancelCheck: Sendable {
  let cancellation: RenderCancellation?

  /// Asked to stop, either way.
  var isCancelled: Bool { isCancelledForGood || cancellation?.isInterrupted == true }

  /// Asked to stop and drop the job (not to pause it for the next run).
  var isCancelledForGood: Bool { cancellation?.isCancelled == true }

  /// Throws at a safe point when the job was asked to stop.
  func check() throws(StageCancelled) {
    if isCancelled { throw StageCancelled() }
  }
}

/// Thrown at a safe point of a stage when the job was asked to stop.
struct StageCancelled: Error {}

/// A provider call that did not succeed: the last error and how many attempts were made.
struct AttemptsFailed: Error, CustomStringConvertible {
  let error: any Error
  let attempts: Int

  var description: String { FileErrorText.describe(error) }
}

/// Runs one provider call under the job's retry policy: a transient failure is published as
/// a failed attempt with the wait, and tried again after it, when the call has attempts left
/// and its stage's budget a retry; anything else ends in `AttemptsFailed`.
struct ProviderAttempts: Sendable {
  let jobId: String
  let stage: GenerationStage
  let broker: any EventPublishing
  let retry: RetryPolicy
  /// The retries of the stage, shared by all its calls (`RetryBudget`).
  let budget: RetryBudget
  let sleep: @Sendable (Duration) -> Void
  let cancel: CancelCheck

  /// `label` prefixes published messages ("scene 3: …") when one stage makes several calls.
  func run<T>(label: String? = nil, _ body: () throws -> T) throws -> T {
    var attempt = 1
    while true {
      do {
        return try RenderCancellation.$current.withValue(cancel.cancellation) { try body() }
      } catch _ where cancel.isCancelled {
        // A call cut short because the job was asked to stop is that stop, not a failure.
        throw StageCancelled()
      } catch let error as ProviderError {
        guard
          let delay = retry.delay(
            afterAttempt: attempt, error: error, random: Double.random(in: 0..<1)),
          budget.take()
        else { throw AttemptsFailed(error: error, attempts: attempt) }
        let message = label.map { "\($0): \(error)" } ?? error.description
        broker.publish(
          GenerationStageFailed(
            jobId: jobId, stage: stage, attempt: attempt, message: message,
            retryIn: delay.inSeconds))
        // The wait is cut into slices so that a stop is noticed within a second, even
        // during a long Retry-After.
        var left = delay
        while left > .zero && !cancel.isCancelled {
          let slice = min(left, .seconds(1))
          sleep(slice)
          left -= slice
        }
        try cancel.check()
        attempt += 1
      } catch let error as StageCancelled {
        throw error
      } catch let error as AttemptsFailed {
        throw error
      } catch {
        throw AttemptsFailed(error: error, attempts: attempt)
      }
    }
  }
}
