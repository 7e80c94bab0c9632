import Foundation
import TalecastApp
import TalecastCommandLine
import TalecastCore

enum JobsCommand {
  static func retry(_ command: ParsedCommand, talecast: Talecast) -> Int32 {
    let skip = command.flag("skip-illustrations")
    let only = command.flag("illustrations-only")
    if skip && only {
      Output.error("Error: --skip-illustrations and --illustrations-only cannot be used together")
      return 2
    }
    let mode: JobRetryMode =
      skip ? .skipIllustrations : only ? .illustrationsOnly : .fromFailedStage
    do {
      let jobId = try talecast.jobId(matching: command.arguments[0])
      switch try talecast.retry(jobId: jobId, mode: mode) {
      case .rendered(let story):
        let manifest = story.manifest
        Output.line(
          "rendered job \(jobId) → \(manifest.storyId) \"\(manifest.title)\" (\(manifest.scenes.count) scenes, \(TimeText.minutes(manifest.duration)))\(partialNote(manifest))"
        )
      case .illustrated(let event):
        let again = event.failed.isEmpty ? "" : "; still missing: scenes \(scenes(event.failed))"
        Output.line(
          "story \(event.manifest.storyId): drew \(event.drawn.count) illustration\(event.drawn.count == 1 ? "" : "s")\(again)"
        )
        return event.failed.isEmpty ? 0 : 1
      }
      return 0
    } catch {
      Output.error("Error: \(error)")
      return 1
    }
  }

  static func cancel(_ command: ParsedCommand, talecast: Talecast) -> Int32 {
    do {
      let jobId = try talecast.jobId(matching: command.arguments[0])
      if try talecast.cancel(jobId: jobId) {
        Output.line("job \(jobId) will stop at its next safe point")
      } else {
        Output.line("job \(jobId) cancelled")
      }
      return 0
    } catch {
      Output.error("Error: \(error)")
      return 1
    }
  }

  static func partialNote(_ manifest: StoryManifest) -> String {
    let missing = manifest.scenes.filter { $0.illustrationError != nil }.map(\.index)
    guard !missing.isEmpty else { return "" }
    return "; partial: no illustration for scenes \(scenes(missing))"
  }

  /// 1-based scene numbers: "2, 4".
  static func scenes(_ indexes: [Int]) -> String {
    indexes.sorted().map { "\($0 + 1)" }.joined(separator: ", ")
  }
}
