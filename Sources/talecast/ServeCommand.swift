import Foundation
import TalecastApp
import TalecastCommandLine
import TalecastCore
import TalecastQueue

/// `talecast serve`: takes job files from a spool folder and works the queue until signalled.
enum ServeCommand {
  static func run(_ command: ParsedCommand, talecast: Talecast) -> Int32 {
    let spool = URL(fileURLWithPath: command.value("spool") ?? "Jobs/inbox").standardizedFileURL
    guard let concurrency = Commands.concurrency(command), let poll = poll(command) else {
      return UsageError.exitCode
    }
    let ends = talecast.subscribe(JobStateChanged.self, handler: printEnd)
    defer { ends.cancel() }
    let observer = ServeObserver(
      started: {
        Output.line(
          "serving \(CommandRunner.display(spool)) with \(concurrency) worker\(concurrency == 1 ? "" : "s"); Ctrl-C or SIGTERM stops"
        )
      },
      spool: printSpool,
      stopping: {
        Output.line("stopping: running jobs pause at their next checkpoint (again to stop at once)")
      },
      problem: { Output.error("Error: \($0)") })
    let outcome: Supervisor.Outcome
    do {
      outcome = try talecast.serve(
        spool: spool, concurrency: concurrency, poll: poll, observer: observer)
    } catch {
      Output.error("Error: \(Hints.message(error))")
      return 1
    }
    guard case .drained(let released) = outcome else {
      Output.line("stopped at once; running jobs were released for the next run")
      return 130
    }
    Output.line(
      "stopped; \(released.count) running job\(released.count == 1 ? "" : "s") released for the next run"
    )
    return 0
  }

  /// `--poll SECONDS` (0.05 to 60, by default 1); nil after printing the error.
  static func poll(_ command: ParsedCommand) -> Double? {
    guard let text = command.value("poll") else { return 1 }
    guard let seconds = Double(text), seconds >= 0.05, seconds <= 60 else {
      Output.error("Error: --poll: expected seconds from 0.05 to 60, found '\(text)'")
      return nil
    }
    return seconds
  }

  static func printSpool(_ outcome: SpoolFolder.Outcome) {
    switch outcome {
    case .accepted(let file, let submitted):
      let how: String
      switch submitted {
      case .created: how = "queued"
      case .requeued: how = "queued again"
      case .existing(let job): how = "already known (\(job.state.rawValue))"
      }
      Output.line("accepted \(file) → job \(submitted.job.id), \(how)")
    case .rejected(let file, let error, let cause):
      Output.line("rejected \(file): \(error)\(Hints.hint(for: cause))")
    }
  }

  static func printEnd(_ event: JobStateChanged) {
    switch event.to {
    case .succeeded: Output.line("job \(event.jobId) succeeded")
    case .failed, .discarded:
      Output.line("job \(event.jobId) \(event.to.rawValue): \(event.message ?? "")")
    default: break
    }
  }
}
