import Foundation
import TalecastApp
import TalecastCommandLine
import TalecastCore
import TalecastQueue

enum RenderCommand {
  static func run(_ command: ParsedCommand, talecast: Talecast) -> Int32 {
    let files = Talecast.jobFiles(in: command.arguments)
    if files.isEmpty {
      Output.error("Error: no job files found in \(command.arguments.joined(separator: ", "))")
      return 1
    }
    guard let concurrency = Commands.concurrency(command) else { return UsageError.exitCode }
    // With `--events -` standard output carries only JSON lines; people read standard error.
    let eventsTarget = command.value("events")
    let humansOnStandardError = eventsTarget == "-"
    let say: @Sendable (String) -> Void = { text in
      humansOnStandardError ? Output.error(text) : Output.line(text)
    }
    let stream: EventLines
    do {
      stream = try EventLines(target: eventsTarget, broker: talecast.broker)
    } catch {
      Output.error("Error: cannot write events to \(eventsTarget ?? ""): \(error)")
      return 1
    }
    defer { stream.close() }

    let submissions: [FileSubmission]
    do {
      submissions = try talecast.submit(files: files)
    } catch {
      Output.error("Error: cannot store the jobs in the queue: \(error)")
      return 1
    }
    var waiting: [String: String] = [:]  // job id → file
    var rejected = 0
    for submission in submissions {
      switch submission.result {
      case .failure(let error):
        Output.error("Error: \(Hints.message(error))")
        rejected += 1
      case .success(let outcome):
        let job = outcome.job
        if case .existing(let known) = outcome, known.state == .succeeded {
          say(
            "\(submission.file): already rendered by job \(job.id) → story \(known.storyId ?? "?") (not rendered again)"
          )
        } else {
          waiting[job.id] = submission.file
          // A job due later is waited for: say so, and until when.
          if job.runAt.timeIntervalSinceNow > 1 {
            say(
              "\(submission.file): waits until \(job.runAt.formatted(Date.ISO8601FormatStyle())) (its runAt); Ctrl-C stops and keeps it queued"
            )
          }
        }
      }
    }
    let progress = RenderProgress(
      talecast: talecast, files: waiting, say: say,
      bar: !humansOnStandardError && isatty(STDOUT_FILENO) == 1)
    let pool = talecast.workerPool(concurrency: concurrency) { problem in
      Output.error("Error: \(problem)")
    }
    let supervisor = Supervisor([pool])
    let signals = StopSignal { count in
      if count == 1 {
        progress.note(
          "stopping: running jobs pause at their next checkpoint (Ctrl-C again to stop at once)")
        supervisor.shutdown()
      } else {
        supervisor.stopNow()
        progress.note("stopped at once; running jobs were released for the next run")
        exit(130)
      }
    }
    if !waiting.isEmpty {
      let ids = Array(waiting.keys)
      let released = progress.watch(ids, wake: supervisor.wake) {
        supervisor.run(until: { progress.allFinished(ids) })
      }
      if !released.isEmpty {
        progress.note(
          "\(released.count) running job\(released.count == 1 ? "" : "s") released; 'talecast render' with the same files resumes them"
        )
      }
    }
    withExtendedLifetime(signals) {}
    let tally = progress.finish()
    let failed = tally.failed + rejected
    let total = submissions.count
    // Jobs rendered before (reported, not done again) count as rendered.
    let rendered = total - rejected - waiting.count + tally.succeeded
    let summary = "\(rendered) of \(total) job\(total == 1 ? "" : "s") rendered"
    if supervisor.isStopping {
      say(
        "\(summary); stopped before the rest (\(tally.unfinished) left for the next run\(failed > 0 ? ", \(failed) failed" : ""))."
      )
      return 0
    }
    if failed > 0 {
      Output.error("\(summary), \(failed) failed.")
      return 1
    }
    say("\(summary).")
    return 0
  }
}
