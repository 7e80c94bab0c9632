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
    // With `--events -` standard output carries only JSON lines; people read standard error.
    let eventsTarget = command.value("events")
    let humansOnStandardError = eventsTarget == "-"
    let say = { (text: String) in humansOnStandardError ? Output.error(text) : Output.line(text) }
    let stream: EventLines
    do {
      stream = try EventLines(target: eventsTarget, broker: talecast.broker)
    } catch {
      Output.error("Error: cannot write events to \(eventsTarget ?? ""): \(error)")
      return 1
    }
    let stages = talecast.broker.subscribe(GenerationStageChanged.self) { event in
      talecast.logger.info(event.summary, metadata: ["job.id": event.jobId])
    }
    defer {
      stages.cancel()
      stream.close()
    }
    let outcomes = talecast.render(files: files) { outcome in
      switch outcome {
      case .rendered(let file, let story):
        let manifest = story.manifest
        let folder = CommandRunner.display(
          talecast.configuration.mediaRoot.appendingPathComponent(story.folder))
        say(
          "rendered \(file) → \(manifest.storyId) \"\(manifest.title)\" (\(manifest.scenes.count) scenes, \(TimeText.minutes(manifest.duration))) in \(folder) [job \(story.jobId)]\(JobsCommand.partialNote(manifest))"
        )
      case .rejected(let error):
        Output.error("Error: \(error.description)")
      case .failed(let file, let jobId, let message):
        let resumable = talecast.generation.unfinishedJobs().contains(jobId)
        let resume = resumable ? "; resume with 'talecast jobs retry \(jobId)'" : ""
        Output.error("Error: \(file): \(message) (see 'talecast log --job \(jobId)'\(resume))")
      }
    }
    let failed = outcomes.filter { !$0.succeeded }.count
    let summary =
      "\(outcomes.count - failed) of \(outcomes.count) job\(outcomes.count == 1 ? "" : "s") rendered"
    if failed > 0 {
      Output.error("\(summary), \(failed) failed.")
      return 1
    }
    say("\(summary).")
    return 0
  }
}

/// Live events as JSON lines, to standard output (`-`) or a file, for other programs.
final class EventLines: Sendable {
  private let subscription: Subscription?
  private let handle: FileHandle?

  init(target: String?, broker: EventBroker) throws {
    guard let target else {
      subscription = nil
      handle = nil
      return
    }
    let handle: FileHandle
    if target == "-" {
      handle = FileHandle.standardOutput
    } else {
      guard FileManager.default.createFile(atPath: target, contents: nil) else {
        throw CocoaError(.fileWriteNoPermission)
      }
      handle = try FileHandle(forWritingTo: URL(fileURLWithPath: target))
    }
    self.handle = handle
    let encoder = EventCoding.makeEncoder()
    subscription = broker.subscribeToAll { event in
      let line = try EventCoding.line(for: event, encoder: encoder)
      handle.write(Data((line + "\n").utf8))
    }
  }

  func close() {
    subscription?.cancel()
    if let handle, handle !== FileHandle.standardOutput { try? handle.close() }
  }
}
