import Dispatch
import Foundation
import TalecastCore

/// Draws the illustrations of some scenes, up to `limit` at a time (remote illustrators take
/// seconds per picture; the built-in one is quick either way). Each scene is tried under the
/// retry policy on its own: one scene failing does not stop the others, and its last error
/// is kept for the manifest.
struct IllustrationBatch: Sendable {
  let illustrator: any Illustrator
  let attempts: ProviderAttempts
  let limit: Int

  struct Outcome: Sendable {
    /// Scene index → file name written into the folder.
    var drawn: [Int: String] = [:]
    /// Scene index → why it has no illustration.
    var failures: [Int: String] = [:]
    /// The failed scenes whose last error was transient (a backend down, 5xx, time-outs).
    var transient: Set<Int> = []
    /// The job was asked to stop: scenes not started are in neither list.
    var cancelled = false
    /// Scenes to draw in this batch (for the progress it publishes).
    var total = 0
  }

  /// Pictures are written whole (temporary name, then rename) as each is done. The workers
  /// are threads of their own, not Dispatch's pool: that pool has about one thread per core,
  /// and a remote illustrator spends its time waiting, not computing.
  func draw(_ requests: [IllustrationRequest], into folder: URL) -> Outcome {
    // Shared between the workers, under locks (`Locked`): the next request to take, results.
    let next = Locked(0)
    let outcome = Locked(Outcome(total: requests.count))
    let finished = DispatchGroup()
    for _ in 0..<min(max(1, limit), requests.count) {
      finished.enter()
      let worker = Thread { [illustrator, attempts] in
        defer { finished.leave() }
        while !attempts.cancel.isCancelled {
          let index = next.withLock { value -> Int in
            value += 1
            return value - 1
          }
          guard index < requests.count else { return }
          Self.draw(requests[index], with: illustrator, attempts: attempts, into: folder, outcome)
        }
      }
      worker.start()
    }
    finished.wait()
    var result = outcome.withLock { $0 }
    result.cancelled = attempts.cancel.isCancelled
    return result
  }

  private static func draw(
    _ request: IllustrationRequest, with illustrator: any Illustrator,
    attempts: ProviderAttempts, into folder: URL, _ outcome: Locked<Outcome>
  ) {
    let label = "scene \(request.index + 1)"
    do {
      let image = try attempts.run(label: label) { try illustrator.illustrate(request) }
      let name = SceneFiles.image(request.index, fileExtension: image.fileExtension)
      try image.data.write(to: folder.appendingPathComponent(name), options: .atomic)
      let (done, total) = outcome.withLock { outcome in
        outcome.drawn[request.index] = name
        return (outcome.drawn.count + outcome.failures.count, outcome.total)
      }
      if total > 0 {
        attempts.broker.publish(
          GenerationStageProgressed(
            jobId: attempts.jobId, stage: .illustrating, done: done, total: total))
      }
    } catch is StageCancelled {
      // The caller sees the cancellation.
    } catch {
      let attempt = (error as? AttemptsFailed)?.attempts ?? 1
      attempts.broker.publish(
        GenerationStageFailed(
          jobId: attempts.jobId, stage: .illustrating, attempt: attempt,
          message: "\(label): \(error)"))
      let transient =
        ((error as? AttemptsFailed)?.error as? ProviderError)?.kind == .transient
      outcome.withLock {
        $0.failures[request.index] = "\(error)"
        if transient { $0.transient.insert(request.index) }
      }
    }
  }
}
