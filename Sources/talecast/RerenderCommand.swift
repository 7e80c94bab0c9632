import Foundation
import TalecastApp
import TalecastCommandLine
import TalecastCore

/// `talecast stories rerender ID|QUERY...`: stories rendered again, keeping their ids.
enum RerenderCommand {
  static func run(_ command: ParsedCommand, talecast: Talecast) -> Int32 {
    guard let concurrency = Commands.concurrency(command) else { return UsageError.exitCode }
    do {
      var failed = 0
      for rerendered in try talecast.rerender(command.arguments, concurrency: concurrency) {
        let (story, job) = (rerendered.story, rerendered.job)
        guard let again = rerendered.again else {
          failed += 1
          Output.error(
            "Error: story \(story.id) \"\(story.title)\": \(job.state.rawValue): \(job.lastError ?? "no error recorded") (see 'talecast jobs show \(job.id)')"
          )
          continue
        }
        Output.line(
          "rendered again \(again.id) \"\(again.title)\" (\(again.scenes.count) scenes, \(TimeText.minutes(again.duration))) in \(again.folder) [job \(job.id)]"
        )
      }
      return failed == 0 ? 0 : 1
    } catch {
      return Failure.report(error)
    }
  }
}
