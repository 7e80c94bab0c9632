import Foundation
import TalecastCore
import TalecastGeneration
import TalecastQueue

/// What became of one job file handed to the queue.
public struct FileSubmission: Sendable {
  public let file: String
  public let result: Result<SubmitOutcome, JobFileError>
}

extension Talecast {
  /// Resolves heroes and custom events that job files give by id.
  var jobFileLibrary: JobFileLibrary {
    let library = self.library
    return JobFileLibrary(
      hero: { id in try? library.hero(matching: id).hero },
      customEvent: { id in try? library.customEvent(matching: id) })
  }

  /// Reads the job files (folders expanded) and stores every valid one in the queue, in one
  /// transaction, before any work starts. A file submitted before (same idempotency key, or
  /// the same content) gives back its job instead of a new one.
  public func submit(files: [String], maxAttempts: Int = 3) throws -> [FileSubmission] {
    var parsed: [(String, Result<JobSubmission, JobFileError>)] = []
    for file in Self.jobFiles(in: files) {
      do {
        let url = URL(fileURLWithPath: file)
        let job = try JobFileParser.parse(fileAt: url, displayPath: file, library: jobFileLibrary)
        let content = (try? Data(contentsOf: url)) ?? Data(file.utf8)
        let key = job.idempotencyKey.map { "key:\($0)" } ?? "content:\(ContentHash.hex(content))"
        parsed.append(
          (
            file,
            .success(
              JobSubmission(
                job: job, idempotencyKey: key, priority: job.priority, runAt: job.runAt,
                maxAttempts: maxAttempts))
          ))
      } catch {
        parsed.append((file, .failure(error)))
      }
    }
    let valid = parsed.compactMap { try? $0.1.get() }
    var outcomes = try queue.submit(valid).makeIterator()
    return parsed.map { file, result in
      switch result {
      case .success: FileSubmission(file: file, result: .success(outcomes.next()!))
      case .failure(let error): FileSubmission(file: file, result: .failure(error))
      }
    }
  }

  /// Runs one claimed job: resumes it from its checkpoints when an earlier attempt left
  /// some, renders it otherwise, and says how it ended. A job whose story is already in the
  /// library (its worker died after storing it) just succeeds.
  public func work(_ queued: QueuedJob, control: JobControl) -> JobQueue.Ending {
    if let storyId = try? library.storyId(ofJob: queued.id) {
      // Its worker died between storing the story and finishing: only the tidying is left.
      WorkFolder(mediaRoot: configuration.mediaRoot, jobId: queued.id).remove()
      return .succeeded(storyId: storyId)
    }
    let storeFailures = StoreFailures(broker: broker)
    do {
      let generated =
        generation.isUnfinished(jobId: queued.id)
        ? try generation.resume(jobId: queued.id, cancellation: control.cancellation)
        : try generation.render(try queued.job(), cancellation: control.cancellation)
      let storyId = generated.manifest.storyId
      if let message = storeFailures.message(for: storyId) {
        return .failed(
          error: "rendered to \(generated.folder) but not stored in the library: \(message)")
      }
      return .succeeded(storyId: storyId)
    } catch let error as QueueError {
      return .failed(error: error.description)
    } catch let error as GenerationError {
      if error.interrupted { return .released }
      if error.cancelled { return .cancelled }
      if error.transient {
        // The stage's own retries are used up; the queue tries the job again later, from
        // its checkpoints: 30 s, 60 s, 120 s … by default (at most 15 minutes).
        let wait = min(
          900, configuration.retryDelay * pow(2, Double(max(0, queued.attempts - 1))))
        return .retry(error: error.description, retryIn: wait)
      }
      return .failed(error: error.description)
    } catch {
      return .failed(error: "\(error)")
    }
  }

  /// A worker pool over this Talecast's queue.
  public func workerPool(concurrency: Int) -> WorkerPool {
    generation.useEncoderThreads(concurrency > 1 ? 1 : nil)
    return WorkerPool(queue: queue, concurrency: concurrency) { [self] job, control in
      work(job, control: control)
    }
  }

  /// The number of cores: the default concurrency.
  public static var defaultConcurrency: Int { ProcessInfo.processInfo.activeProcessorCount }
}

/// Listens, while it lives, for the library refusing a story: `LibraryStoreFailed` answers
/// `StoryGenerated` on the same thread, so a story rendered but not stored is reported.
final class StoreFailures: Sendable {
  /// Story id → the library's message, from the broker's callbacks, under a lock (`Locked`).
  private let failures = Locked<[String: String]>([:])
  private let subscription: Subscription

  init(broker: EventBroker) {
    let failures = self.failures
    subscription = broker.subscribe(LibraryStoreFailed.self) { event in
      failures.withLock { $0[event.storyId] = event.message }
    }
  }

  deinit { subscription.cancel() }

  func message(for storyId: String) -> String? { failures.withLock { $0[storyId] } }
}

/// A 128-bit content hash (two FNV-1a 64-bit hashes with different offsets) for job-file
/// idempotency: Foundation on Linux has no SHA-256, and this only tells files apart.
enum ContentHash {
  static func hex(_ data: Data) -> String {
    var first: UInt64 = 0xcbf2_9ce4_8422_2325
    var second: UInt64 = 0x6c62_272e_07bb_0142
    for byte in data {
      first = (first ^ UInt64(byte)) &* 0x100_0000_01b3
      second = (second ^ UInt64(byte)) &* 0x100_0000_01b3
      second = second ^ (second >> 29)
    }
    func hex(_ value: UInt64) -> String {
      let text = String(value, radix: 16)
      return String(repeating: "0", count: 16 - text.count) + text
    }
    return hex(first) + hex(second)
  }
}
