import Foundation
import TalecastApp
import TalecastCommandLine
import TalecastCore
import TalecastQueue

/// `talecast serve`: takes job files from a spool folder and works the queue until signalled.
enum ServeCommand {
  static func run(_ command: ParsedCommand, talecast: Talecast) -> Int32 {
    let spool = SpoolFolder(
      url: URL(fileURLWithPath: command.value("spool") ?? "Jobs/inbox").standardizedFileURL)
    guard let concurrency = Commands.concurrency(command) else { return UsageError.exitCode }
    var poll = 1.0
    if let text = command.value("poll") {
      guard let seconds = Double(text), seconds >= 0.05, seconds <= 60 else {
        Output.error("Error: --poll: expected seconds from 0.05 to 60, found '\(text)'")
        return UsageError.exitCode
      }
      poll = seconds
    }
    do {
      try spool.prepare()
    } catch {
      Output.error("Error: cannot use the spool folder \(spool.url.path): \(error)")
      return 1
    }
    let pool = talecast.workerPool(concurrency: concurrency) { problem in
      Output.error("Error: \(problem)")
    }
    let watcher = SpoolWatcher(spool: spool, talecast: talecast, pool: pool, poll: poll) {
      outcome in
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
    // The pool first, then the watcher that feeds it; they stop in reverse.
    let supervisor = Supervisor([pool, watcher])
    let signals = StopSignal { count in
      if count == 1 {
        Output.line("stopping: running jobs pause at their next checkpoint (again to stop at once)")
        supervisor.shutdown()
      } else {
        supervisor.stopNow()
        Output.line("stopped at once; running jobs were released for the next run")
        exit(130)
      }
    }
    let ends = talecast.broker.subscribe(JobStateChanged.self) { event in
      switch event.to {
      case .succeeded: Output.line("job \(event.jobId) succeeded")
      case .failed, .discarded:
        Output.line("job \(event.jobId) \(event.to.rawValue): \(event.message ?? "")")
      default: break
      }
    }
    defer { ends.cancel() }
    Output.line(
      "serving \(CommandRunner.display(spool.url)) with \(concurrency) worker\(concurrency == 1 ? "" : "s"); Ctrl-C or SIGTERM stops"
    )
    let released = supervisor.run(until: { false })
    withExtendedLifetime(signals) {}
    Output.line(
      "stopped; \(released.count) running job\(released.count == 1 ? "" : "s") released for the next run"
    )
    return 0
  }
}
