import Foundation
import TalecastApp
import TalecastCommandLine
import TalecastCore

enum RenderCommand {
  static func run(_ command: ParsedCommand, talecast: Talecast) -> Int32 {
    let files = Talecast.jobFiles(in: command.arguments)
    if files.isEmpty {
      Output.error("Error: no job files found in \(command.arguments.joined(separator: ", "))")
      return 1
    }
    let stages = talecast.broker.subscribe(GenerationStageChanged.self) { event in
      talecast.logger.info("stage \(event.stage.rawValue)", metadata: ["job.id": event.jobId])
    }
    defer { stages.cancel() }
    let outcomes = talecast.render(files: files) { outcome in
      switch outcome {
      case .rendered(let file, let story):
        let manifest = story.manifest
        let folder = CommandRunner.display(
          talecast.configuration.mediaRoot.appendingPathComponent(story.folder))
        Output.line(
          "rendered \(file) → \(manifest.storyId) \"\(manifest.title)\" (\(manifest.scenes.count) scenes, \(TimeText.minutes(manifest.duration))) in \(folder)"
        )
      case .rejected(let error):
        Output.error("Error: \(error.description)")
      case .failed(let file, let message):
        Output.error("Error: \(file): \(message)")
      }
    }
    let failed = outcomes.filter { !$0.succeeded }.count
    let summary =
      "\(outcomes.count - failed) of \(outcomes.count) job\(outcomes.count == 1 ? "" : "s") rendered"
    if failed > 0 {
      Output.error("\(summary), \(failed) failed.")
      return 1
    }
    Output.line("\(summary).")
    return 0
  }
}
