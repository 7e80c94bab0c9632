import Foundation
import TalecastApp
import TalecastCommandLine
import TalecastContract
import TalecastCore

enum LogCommand {
  static func run(_ command: ParsedCommand, talecast: Talecast) -> Int32 {
    let json = command.flag("json")
    let reading: LogReading
    do {
      reading = try talecast.readLog(
        job: command.value("job"), story: command.value("story"), everything: json)
    } catch let unknown as UnknownLoggedJob {
      Output.error("Error: \(unknown) (see 'talecast log')")
      return 1
    } catch {
      return Failure.report(error)
    }
    guard command.flag("follow") else {
      show(reading, json: json)
      return 0
    }
    // Until SIGINT or SIGTERM: each new event of this or any other Talecast process.
    _ = talecast.followLog(
      after: reading, started: { show(reading, json: json) },
      deliver: { events in
        for event in events { Output.line(json ? event.jsonLine : line(event)) }
      })
    return 0
  }

  static func show(_ reading: LogReading, json: Bool) {
    if let history = reading.history {
      if json {
        for event in reading.jobEvents { Output.line(event.jsonLine) }
      } else {
        printHistory(history)
      }
    }
    if reading.storyId != nil {
      if !json && !reading.storyEvents.isEmpty {
        Output.line(reading.jobId == nil ? "STORY EVENTS" : "\nSTORY EVENTS")
      }
      for event in reading.storyEvents { Output.line(json ? event.jsonLine : line(event)) }
    }
    guard reading.jobId == nil && reading.storyId == nil else { return }
    if json {
      for event in reading.events { Output.line(event.jsonLine) }
    } else {
      listJobs(reading.jobs)
    }
  }

  static func listJobs(_ jobs: [LoggedJob]) {
    if jobs.isEmpty {
      Output.line("The event log has no jobs yet. Render one with 'talecast render Jobs/examples'.")
      return
    }
    var table = Table(header: ["JOB", "STARTED", "OUTCOME", "DURATION", "STORY", "SOURCE"])
    for job in jobs {
      let history = job.history
      table.rows.append([
        job.jobId, StoriesCommand.dateText(job.started), history.state.rawValue,
        history.duration.map(seconds) ?? "-", history.storyId ?? "-", job.source,
      ])
    }
    Output.line(table.render())
  }

  static func printHistory(_ history: JobHistory) {
    var heading = "job \(history.jobId)"
    if let source = history.source { heading += " from \(source)" }
    heading += ": \(history.state.rawValue)"
    if let duration = history.duration { heading += " in \(seconds(duration))" }
    Output.line(heading)
    if let storyId = history.storyId { Output.line("story \(storyId) \"\(history.title ?? "")\"") }
    if let failure = history.failure { Output.line("error: \(failure)") }
    if history.resumes > 0 {
      Output.line(
        "resumed \(history.resumes) time\(history.resumes == 1 ? "" : "s") from its checkpoints")
    }
    if !history.missingIllustrations.isEmpty {
      Output.line(
        "partial: no illustration for scenes \(JobsCommand.scenes(history.missingIllustrations))")
    }
    Output.line("")
    var table = Table(header: ["STAGE", "START", "END", "DURATION", "ATTEMPTS", "ERRORS"])
    for stage in history.stages {
      table.rows.append([
        stage.stage.rawValue, clock(stage.start), stage.end.map(clock) ?? "-",
        stage.duration.map(seconds) ?? "-",
        "\(stage.attempts)", stage.errors.isEmpty ? "-" : stage.errors.joined(separator: "; "),
      ])
    }
    Output.line(table.render())
  }

  static func line(_ event: StoredEvent) -> String {
    "\(clock(event.timestamp))  \(event.type.padding(toLength: 24, withPad: " ", startingAt: 0)) \(event.summary)"
  }

  static func clock(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.dateFormat = "HH:mm:ss.SSS"
    formatter.locale = Locale(identifier: "en_US_POSIX")
    return formatter.string(from: date)
  }

  static func seconds(_ value: Double) -> String {
    value < 10 ? String(format: "%.3f s", value) : String(format: "%.1f s", value)
  }
}
