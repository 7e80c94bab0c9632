import Foundation
import TalecastApp
import TalecastCommandLine
import TalecastContract
import TalecastCore

/// `talecast jobs submit` and `jobs wait`: for a script that queues jobs for workers elsewhere
/// (`serve`, another host) and wants to know when they end, in the exit code.
enum JobsWaitCommand {
  /// The exit code when the time-out came before every job ended (as GNU `timeout`).
  static let timedOutCode: Int32 = 124

  static func submit(_ command: ParsedCommand, talecast: Talecast) -> Int32 {
    do {
      let timeout = try parseTimeout(command.value("timeout"))
      let submissions = try talecast.submit(files: command.arguments)
      let json = command.flag("json")
      var ids: [String] = []
      for submission in submissions {
        switch submission.result {
        case .failure(let error): Output.error("Error: \(Hints.message(error))")
        case .success(let outcome):
          ids.append(outcome.job.id)
          if !json { Output.line("\(submission.file): \(describe(outcome))") }
        }
      }
      let refused = ids.count < submissions.count
      guard command.flag("wait"), !ids.isEmpty else {
        if json {
          let jobs = submissions.compactMap { try? $0.result.get().job }
          try LibraryOutput.json(JobPage(jobs: jobs.map(JobResource.init), next: nil))
        }
        return refused ? 1 : 0
      }
      let code = report(try talecast.waitForJobs(ids, timeout: timeout), json: json)
      return refused && code == 0 ? 1 : code
    } catch {
      return Failure.report(error)
    }
  }

  static func wait(_ command: ParsedCommand, talecast: Talecast) -> Int32 {
    do {
      let timeout = try parseTimeout(command.value("timeout"))
      let waited = try talecast.waitForJobs(command.arguments, timeout: timeout)
      return report(waited, json: command.flag("json"))
    } catch {
      return Failure.report(error)
    }
  }

  /// Prints the jobs as they stand and gives the exit code: 0 when all succeeded, 1 when one
  /// ended otherwise, 124 on the time-out, 130 when a signal stopped the waiting.
  static func report(_ waited: JobsWait, json: Bool) -> Int32 {
    if json {
      try? LibraryOutput.json(JobPage(jobs: waited.jobs.map(JobResource.init), next: nil))
    } else {
      var table = Table(header: ["JOB", "STATE", "STORY", "SOURCE"])
      for job in waited.jobs {
        table.rows.append([job.id, job.state.rawValue, job.storyId ?? "-", job.source])
      }
      Output.line(table.render())
    }
    switch waited.end {
    case .timedOut:
      let open = waited.jobs.filter { !$0.state.isFinished }.count
      Output.error("Timed out with \(open) of \(waited.jobs.count) jobs not finished.")
      return timedOutCode
    case .interrupted:
      Output.error("Stopped waiting; the jobs go on.")
      return 130
    case .ended:
      return waited.allSucceeded ? 0 : 1
    }
  }

  static func describe(_ outcome: SubmitOutcome) -> String {
    switch outcome {
    case .created(let job): "queued as job \(job.id)"
    case .existing(let job): "already in the queue as job \(job.id) (\(job.state.rawValue))"
    case .requeued(let job, let from): "queued again as job \(job.id) (it was \(from.rawValue))"
    }
  }

  static func parseTimeout(_ text: String?) throws -> Double? {
    guard let text else { return nil }
    guard let seconds = Double(text), seconds.isFinite, (0...31_536_000).contains(seconds) else {
      throw UsageProblem("--timeout: expected seconds from 0 to 31536000 (a year), found '\(text)'")
    }
    return seconds
  }
}
