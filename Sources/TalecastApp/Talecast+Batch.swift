import Foundation
import TalecastContract
import TalecastCore
import TalecastLibrary
import TalecastQueue

/// What a batch run tells its front door as it goes. The progress of the jobs comes as
/// events (`subscribe`); this is what only the run knows.
public struct BatchObserver: Sendable {
  /// The files were read and every valid one stored in the queue; the work starts next.
  public var submitted: @Sendable ([FileSubmission]) -> Void
  /// The first signal came: running jobs pause at their next checkpoint and are released.
  public var stopping: @Sendable () -> Void
  /// A write to the queue failed and is being tried again.
  public var problem: @Sendable (String) -> Void

  public init(
    submitted: @escaping @Sendable ([FileSubmission]) -> Void = { _ in },
    stopping: @escaping @Sendable () -> Void = {},
    problem: @escaping @Sendable (String) -> Void = { _ in }
  ) {
    self.submitted = submitted
    self.stopping = stopping
    self.problem = problem
  }
}

/// How a batch run ended.
public struct BatchOutcome: Sendable {
  public let submissions: [FileSubmission]
  /// The jobs the run waited for (every valid file's job but those rendered before), by id,
  /// with the file each came from.
  public let awaited: [String: String]
  /// Those jobs as they stand at the end, from the queue (none after a stop at once).
  public let jobs: [QueuedJob]
  /// The story each job of them that succeeded made, by job id.
  public let stories: [String: LibraryStory]
  public let stop: Supervisor.Outcome
  /// Why the run ended before its jobs: the queue could not be written (a full disk) for
  /// the configured wait. Its jobs are left for the next run.
  public var writeFault: QueueWriteFault? = nil
}

/// A batch that could not be run at all.
public enum BatchError: Error, CustomStringConvertible {
  case noJobFiles([String])
  case cannotStore(any Error)
  case cannotReadLog(any Error)

  public var description: String {
    switch self {
    case .noJobFiles(let paths): "no job files found in \(paths.joined(separator: ", "))"
    case .cannotStore(let error): "cannot store the jobs in the queue: \(error)"
    case .cannotReadLog(let error): "cannot read the event log: \(error)"
    }
  }
}

extension Talecast {
  /// `talecast render`: stores the job files (folders expanded) in the queue and works it
  /// with `concurrency` workers until each of their jobs has ended — here, or in another
  /// process on the same store — or SIGINT/SIGTERM stops the run (the first drains, the
  /// second stops at once).
  public func runBatch(
    files paths: [String], concurrency: Int, shutdownTimeout: Double = 30,
    observer: BatchObserver = BatchObserver()
  ) throws -> BatchOutcome {
    let files = Self.jobFiles(in: paths)
    guard !files.isEmpty else { throw BatchError.noJobFiles(paths) }
    // The observer says "Ctrl-C stops" as soon as a job is stored: a signal from then on is
    // held for the run's supervisor (once one was lost, and the run waited for its job's
    // runAt a day ahead).
    SignalTrap.shared.hold()
    defer { SignalTrap.shared.release() }
    let run: JobRun
    do { run = try JobRun(self) } catch { throw BatchError.cannotReadLog(error) }
    let submissions: [FileSubmission]
    do {
      submissions = try submit(files: files)
    } catch {
      run.foreign.stop()
      throw BatchError.cannotStore(error)
    }
    var awaited: [String: String] = [:]
    for submission in submissions {
      guard case .success(let outcome) = submission.result else { continue }
      if case .existing(let known) = outcome, known.state == .succeeded { continue }
      awaited[outcome.job.id] = submission.file
    }
    observer.submitted(submissions)
    let stop = run.run(
      Set(awaited.keys), concurrency: concurrency, trapsSignals: true,
      shutdownTimeout: shutdownTimeout,
      stopping: observer.stopping, problems: observer.problem)
    if stop == .stoppedAtOnce {
      return BatchOutcome(
        submissions: submissions, awaited: awaited, jobs: [], stories: [:], stop: stop)
    }
    let jobs = (try? queue.jobs(ids: Array(awaited.keys))) ?? []
    var stories: [String: LibraryStory] = [:]
    for job in jobs where job.state == .succeeded {
      stories[job.id] = job.storyId.flatMap { try? library.stories.story(matching: $0) }
    }
    return BatchOutcome(
      submissions: submissions, awaited: awaited, jobs: jobs, stories: stories, stop: stop,
      writeFault: run.writeFault)
  }
}
