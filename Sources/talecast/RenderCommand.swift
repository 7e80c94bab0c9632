import Foundation
import TalecastApp
import TalecastCommandLine
import TalecastCore

/// `talecast render FILE|FOLDER...`: the jobs rendered, with their progress, until each has
/// ended or a signal stops the run.
enum RenderCommand {
  static func run(_ command: ParsedCommand, talecast: Talecast) -> Int32 {
    guard let concurrency = Commands.concurrency(command),
      let shutdownTimeout = Commands.shutdownTimeout(command)
    else { return UsageError.exitCode }
    // With `--events -` standard output carries only JSON lines; people read standard error.
    let eventsTarget = command.value("events")
    let humansOnStandardError = eventsTarget == "-"
    let say: @Sendable (String) -> Void = { text in
      humansOnStandardError ? Output.error(text) : Output.line(text)
    }
    let stream: EventLines
    do {
      stream = try EventLines(target: eventsTarget, talecast: talecast)
    } catch {
      Output.error("Error: cannot write events to \(eventsTarget ?? ""): \(error)")
      return 1
    }
    defer { stream.close() }
    let progress = RenderProgress(
      talecast: talecast, say: say, bar: !humansOnStandardError && isatty(STDOUT_FILENO) == 1)
    let observer = BatchObserver(
      submitted: progress.begin,
      stopping: {
        progress.note(
          "stopping: running jobs pause at their next checkpoint (Ctrl-C again to stop at once)")
      },
      problem: { Output.error("Error: \($0)") })
    let outcome: BatchOutcome
    do {
      outcome = try talecast.runBatch(
        files: command.arguments, concurrency: concurrency, shutdownTimeout: shutdownTimeout,
        observer: observer)
    } catch {
      progress.close()
      return Failure.report(error)
    }
    return summarize(outcome, progress: progress, mediaRoot: talecast.configuration.mediaRoot)
  }

  /// Prints how the batch ended; the exit code: 130 after a stop at once, 0 after a drain or
  /// when every job rendered, 1 when one failed or the queue could not be written.
  static func summarize(_ outcome: BatchOutcome, progress: RenderProgress, mediaRoot: URL)
    -> Int32
  {
    if outcome.stop == .stoppedAtOnce {
      progress.close()
      progress.note("stopped at once; running jobs were released for the next run")
      return 130
    }
    if case .drained(let released) = outcome.stop, !released.isEmpty {
      progress.note(
        "\(released.count) running job\(released.count == 1 ? "" : "s") released; 'talecast render' with the same files resumes them"
      )
    }
    let tally = progress.finish(outcome, mediaRoot: mediaRoot)
    let rejected = outcome.submissions.filter { (try? $0.result.get()) == nil }.count
    let failed = tally.failed + rejected
    let total = outcome.submissions.count
    // Jobs rendered before (reported, not done again) count as rendered.
    let rendered = total - rejected - outcome.awaited.count + tally.succeeded
    let summary = "\(rendered) of \(total) job\(total == 1 ? "" : "s") rendered"
    if let fault = outcome.writeFault {
      Output.error(
        "\(summary); stopped: the queue could not be written (\(tally.unfinished) left for the next run\(failed > 0 ? ", \(failed) failed" : "")): \(fault)"
      )
      return 1
    }
    if case .drained = outcome.stop {
      progress.say(
        "\(summary); stopped before the rest (\(tally.unfinished) left for the next run\(failed > 0 ? ", \(failed) failed" : ""))."
      )
      return 0
    }
    if failed > 0 {
      Output.error("\(summary), \(failed) failed.")
      return 1
    }
    progress.say("\(summary).")
    return 0
  }
}
