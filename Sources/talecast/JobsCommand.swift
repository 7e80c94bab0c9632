import Foundation
import TalecastApp
import TalecastCommandLine
import TalecastContract
import TalecastCore

enum JobsCommand {
  static func list(_ command: ParsedCommand, talecast: Talecast) -> Int32 {
    do {
      let states = try parseStates(command.value("state"))
      guard let limit = Int(command.value("limit") ?? "100"), limit > 0 else {
        throw UsageProblem("--limit: expected a positive number")
      }
      let jobs = try talecast.jobs(states: states, limit: limit)
      if command.flag("json") {
        try LibraryOutput.json(JobPage(jobs: jobs.map(JobResource.init), next: nil))
        return 0
      }
      if jobs.isEmpty {
        Output.line("No jobs. Render some with 'talecast render Jobs/examples'.")
        return 0
      }
      var table = Table(header: [
        "JOB", "STATE", "ATTEMPTS", "PRIORITY", "UPDATED", "STORY", "SOURCE",
      ])
      for job in jobs {
        table.rows.append([
          job.id, job.state.rawValue, "\(job.attempts)/\(job.maxAttempts)", "\(job.priority)",
          StoriesCommand.dateText(job.updated), job.storyId ?? "-", job.source,
        ])
      }
      Output.line(table.render())
      return 0
    } catch {
      return Failure.report(error)
    }
  }

  static func show(_ command: ParsedCommand, talecast: Talecast) -> Int32 {
    do {
      let details = try talecast.job(command.arguments[0])
      if command.flag("json") {
        try LibraryOutput.json(
          JobResource(
            details.job, attempts: details.attempts,
            history: try? talecast.history(ofJob: details.job.id)))
        return 0
      }
      printDetails(details)
      return 0
    } catch {
      return Failure.report(error)
    }
  }

  static func printDetails(_ details: JobDetails) {
    let (job, attempts) = (details.job, details.attempts)
    Output.line("job:       \(job.id)")
    Output.line("source:    \(job.source)")
    Output.line(
      "state:     \(job.state.rawValue)\(job.cancelRequested ? " (cancel requested)" : "")")
    Output.line("attempts:  \(job.attempts) of \(job.maxAttempts)")
    Output.line("priority:  \(job.priority)")
    Output.line("run at:    \(StoriesCommand.dateText(job.runAt))")
    if let stored = try? job.job() {
      Output.line("hero:      \(stored.hero.name); occasion: \(stored.occasion.title)")
    }
    if let story = job.storyId { Output.line("story:     \(story)") }
    if let error = job.lastError { Output.line("error:     \(error)") }
    if !attempts.isEmpty {
      var table = Table(header: ["#", "STARTED", "ENDED", "OUTCOME", "WORKER", "ERROR"])
      for attempt in attempts {
        table.rows.append([
          "\(attempt.number)", LogCommand.clock(attempt.started),
          attempt.ended.map(LogCommand.clock) ?? "-", attempt.outcome ?? "running",
          attempt.worker, attempt.error ?? "-",
        ])
      }
      Output.line("")
      Output.line(table.render())
    }
    Output.line("")
    Output.line("Stages: talecast log --job \(job.id)")
  }

  static func retry(_ command: ParsedCommand, talecast: Talecast) -> Int32 {
    let skip = command.flag("skip-illustrations")
    let only = command.flag("illustrations-only")
    if skip && only {
      Output.error("Error: --skip-illustrations and --illustrations-only cannot be used together")
      return UsageError.exitCode
    }
    do {
      if only {
        let event = try talecast.redrawIllustrations(ofJob: command.arguments[0])
        let again = event.failed.isEmpty ? "" : "; still missing: scenes \(scenes(event.failed))"
        Output.line(
          "story \(event.manifest.storyId): drew \(event.drawn.count) illustration\(event.drawn.count == 1 ? "" : "s")\(again)"
        )
        return event.failed.isEmpty ? 0 : 1
      }
      let retried = try talecast.retryJob(command.arguments[0], skipIllustrations: skip)
      let job = retried.job
      guard let manifest = retried.story?.manifest else {
        Output.error(
          "Error: job \(job.id) \(job.state.rawValue) again: \(job.lastError ?? "no error recorded")"
        )
        return 1
      }
      Output.line(
        "rendered job \(job.id) → \(manifest.storyId) \"\(manifest.title)\" (\(manifest.scenes.count) scenes, \(TimeText.minutes(manifest.duration)))\(partialNote(manifest))"
      )
      return 0
    } catch {
      return Failure.report(error)
    }
  }

  static func cancel(_ command: ParsedCommand, talecast: Talecast) -> Int32 {
    do {
      let (id, outcome) = try talecast.cancelJob(command.arguments[0])
      switch outcome {
      case .cancelled: Output.line("job \(id) cancelled")
      case .requested: Output.line("job \(id) will stop at its next safe point")
      }
      return 0
    } catch {
      return Failure.report(error)
    }
  }

  static func purge(_ command: ParsedCommand, talecast: Talecast) -> Int32 {
    do {
      let states = try parseStates(command.value("state"))
      if let unfinished = states.first(where: { !$0.isFinished }) {
        throw UsageProblem("--state: \(unfinished.rawValue) jobs are never purged")
      }
      var before: Date?
      if let text = command.value("older-than") {
        guard let days = Double(text), days >= 0 else {
          throw UsageProblem("--older-than: expected a number of days, found '\(text)'")
        }
        before = Date().addingTimeInterval(-days * 86_400)
      }
      let count = try talecast.purgeJobs(states: states, before: before)
      if command.flag("json") {
        Output.line("{\"purged\":\(count)}")
      } else {
        Output.line("purged \(count) job\(count == 1 ? "" : "s")")
      }
      return 0
    } catch {
      return Failure.report(error)
    }
  }

  static func parseStates(_ text: String?) throws -> Set<JobState> {
    guard let text else { return [] }
    var states = Set<JobState>()
    for name in text.split(separator: ",") {
      guard let state = JobState(rawValue: name.trimmingCharacters(in: .whitespaces).lowercased())
      else {
        throw UsageProblem(
          "--state: "
            + Suggestion.unknown(
              "state", name, among: JobState.allCases.map(\.rawValue), quote: "'"))
      }
      states.insert(state)
    }
    return states
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

/// A mistake in what was typed: exit code 64.
struct UsageProblem: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
