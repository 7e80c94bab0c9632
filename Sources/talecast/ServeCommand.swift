import Foundation
import TalecastAPI
import TalecastApp
import TalecastCommandLine
import TalecastContract
import TalecastCore

/// `talecast serve`: takes job files from a spool folder, answers the HTTP API when asked to,
/// and works the queue until signalled.
enum ServeCommand {
  static func run(_ command: ParsedCommand, talecast: Talecast) -> Int32 {
    guard let plan = ServePlan(command) else { return UsageError.exitCode }
    let ends = talecast.subscribe(JobStateChanged.self, handler: printEnd)
    defer { ends.cancel() }
    var alongside: [any Service] = []
    var listening = ""
    if let http = plan.http {
      do {
        // Anyone who can reach a port on another interface could call the API: only with a
        // token to ask for.
        if !http.isLoopback, try !talecast.tokens().contains(where: { $0.revoked == nil }) {
          Output.error(
            "Error: --http \(http.host): answering beyond this machine needs a token first (talecast tokens create NAME --scope submit)"
          )
          return UsageError.exitCode
        }
        let options = APIOptions(
          access: Access(talecast: talecast), cors: plan.cors, rate: plan.rate)
        let service = try APIService(
          api: API(talecast: talecast, options: options), host: http.host, port: http.port)
        alongside.append(service)
        listening = "; HTTP API on \(http.display(port: service.server.port))"
      } catch {
        Output.error("Error: --http: \(error)")
        return 1
      }
    }
    let announced = listening
    let observer = ServeObserver(
      started: {
        let spool = plan.spool.map { "serving \(CommandRunner.display($0))" } ?? "serving"
        let workers = "\(plan.workers) worker\(plan.workers == 1 ? "" : "s")"
        Output.line("\(spool) with \(workers)\(announced); Ctrl-C or SIGTERM stops")
      },
      spool: printSpool,
      stopping: {
        Output.line("stopping: running jobs pause at their next checkpoint (again to stop at once)")
      },
      problem: { Output.error("Error: \($0)") })
    let outcome: Supervisor.Outcome
    do {
      outcome = try talecast.serve(
        spool: plan.spool, concurrency: plan.workers, poll: plan.poll,
        shutdownTimeout: plan.shutdownTimeout, alongside: alongside,
        observer: observer)
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
