import Foundation
import TalecastContract
import TalecastCore
import TalecastGeneration
import TalecastQueue

/// What became of one job file handed to the queue.
public struct FileSubmission: Sendable {
  public let file: String
  public let result: Result<SubmitOutcome, JobFileError>
}

extension Talecast {
  /// Resolves heroes and custom occasions that job files give by id.
  var jobFileLibrary: JobFileLibrary {
    let library = self.library
    return JobFileLibrary(
      hero: { id in try? library.heroes.hero(matching: id).hero },
      customOccasion: { id in try? library.occasions.occasion(matching: id) })
  }

  /// Reads the job files (folders expanded) and stores every valid one in the queue, in one
  /// transaction, before any work starts. A file submitted before (same idempotency key, or
  /// the same content) gives back its job instead of a new one.
  public func submit(files: [String], maxAttempts: Int = 3) throws -> [FileSubmission] {
    var parsed: [(String, Result<JobSubmission, JobFileError>)] = []
    for file in Self.jobFiles(in: files) {
      do throws(JobFileError) {
        let url = URL(fileURLWithPath: file)
        var job = try JobFileParser.parse(fileAt: url, displayPath: file, library: jobFileLibrary)
        switch generation.chooseVoice(for: job) {
        case .success(let voice): job.voice = voice.name
        case .failure(let problem):
          throw JobFileError(
            file: file, location: .field("voice"), problem: problem.description,
            cause: problem.cause)
        }
        if let problem = generation.premiseProblem(of: job) {
          throw JobFileError(
            file: file, location: .field("occasion" + (problem.field.map { ".\($0)" } ?? "")),
            problem: problem.message)
        }
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

  /// Runs one claimed job: renders it, resuming from the checkpoints an earlier attempt left,
  /// and stores its story. The steps are ordered so that a crash at any instant leaves either
  /// a stored story the next attempt recognises or checkpoints it resumes from:
  ///
  /// 1. generation moves the finished folder into `stories/` (one rename);
  /// 2. the library stores the story (one transaction, idempotent for the job);
  /// 3. the work folder goes;
  /// 4. the pool records the job's end.
  ///
  /// A crash after 1 finds the moved story through the work folder's story id; after 2 or 3,
  /// finds the story in the library by its job.
  func work(_ queued: QueuedJob, control: JobControl) -> JobQueue.Ending {
    do {
      if let storyId = try library.stories.storyId(ofJob: queued.id) {
        // Its worker died after storing the story: only the tidying is left.
        generation.finish(jobId: queued.id)
        return .succeeded(storyId: storyId)
      }
      let job = try queued.job()
      let generated = try generation.render(job, cancellation: control.cancellation)
      do {
        try library.stories.store(generated, replacing: job.rerender != nil)
      } catch {
        broker.publish(
          LibraryStoreFailed(storyId: generated.manifest.storyId, message: "\(error)"))
        return .failed(
          error: "rendered to \(generated.folder) but not stored in the library: \(error)")
      }
      CrashPoint.reach("story-stored")
      generation.finish(jobId: queued.id)
      CrashPoint.reach("work-removed")
      return .succeeded(storyId: generated.manifest.storyId)
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
      // The library could not be read: a database problem the next attempt may not have.
      return .retry(error: "\(error)", retryIn: configuration.retryDelay)
    }
  }

  /// A worker pool over this Talecast's queue.
  /// `problems` hears of every write to the queue that failed and is being tried again. With
  /// `gaveUp`, a worker gives up a write that has failed for `queueWriteWait` seconds and
  /// tells it (a run that waits for its jobs must end); without, it keeps trying (a service).
  func workerPool(
    concurrency: Int, problems: @escaping @Sendable (String) -> Void = { _ in },
    gaveUp: (@Sendable (QueueWriteFault) -> Void)? = nil
  ) -> WorkerPool {
    return WorkerPool(
      queue: queue, concurrency: concurrency, host: configuration.host, problems: problems,
      writePatience: gaveUp == nil ? nil : configuration.queueWriteWait,
      gaveUp: gaveUp ?? { _ in }
    ) {
      [self] job, control in
      work(job, control: control)
    }
  }

  /// The number of cores: the default concurrency.
  public static var defaultConcurrency: Int { ProcessInfo.processInfo.activeProcessorCount }
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
