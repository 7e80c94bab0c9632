import Foundation
import TalecastApp
import TalecastCommandLine
import TalecastCore
import TalecastEventLog

enum LogCommand {
  static func run(_ command: ParsedCommand, talecast: Talecast) -> Int32 {
    let log = talecast.eventLog
    do {
      var filter = EventLog.Filter()
      var jobId: String?
      if let wanted = command.value("job") {
        guard let id = try log.jobId(matching: wanted) else {
          Output.error("Error: no job with id '\(wanted)' in the event log (see 'talecast log')")
          return 1
        }
        jobId = id
        filter.correlationId = id
      }
      if let wanted = command.value("story") {
        let story = try talecast.library.stories.story(matching: wanted)
        jobId = try log.jobId(forStory: story.id)
        filter.storyId = story.id
      }
      let json = command.flag("json")
      var last: Int64 = 0
      if let jobId {
        let events = try log.events(EventLog.Filter(correlationId: jobId))
        last = events.last?.sequence ?? 0
        if json {
          for event in events { Output.line(event.jsonLine) }
        } else {
          printHistory(JobHistory(jobId: jobId, events: events.compactMap(\.decoded.event)))
        }
      }
      if filter.storyId != nil {
        let events = try log.events(filter)
        last = max(last, events.last?.sequence ?? 0)
        if !json && !events.isEmpty {
          Output.line(jobId == nil ? "STORY EVENTS" : "\nSTORY EVENTS")
        }
        for event in events { Output.line(json ? event.jsonLine : line(event)) }
      }
      if jobId == nil && filter.storyId == nil {
        if json {
          let events = try log.events()
          for event in events { Output.line(event.jsonLine) }
          last = events.last?.sequence ?? 0
        } else {
          try listJobs(log)
          last = try log.events(EventLog.Filter(after: 0, limit: Int.max)).last?.sequence ?? 0
        }
      }
      if command.flag("follow") {
        try follow(log, filter: filter, jobId: jobId, after: last, json: json)
      }
      return 0
    } catch {
      Output.error("Error: \(error)")
      return 1
    }
  }

  /// Prints new events as they are logged (by this or any other Talecast process) until
  /// SIGINT or SIGTERM.
  static func follow(
    _ log: EventLog, filter: EventLog.Filter, jobId: String?, after start: Int64, json: Bool
  ) throws {
    let stop = StopSignal()
    var last = start
    while !stop.isRequested {
      var fresh = try log.events(EventLog.Filter(after: last, limit: 1_000))
      last = fresh.last?.sequence ?? last
      if let jobId {
        fresh = fresh.filter {
          $0.correlationId == jobId || $0.decoded.event?.storyReference == filter.storyId
        }
      } else if let story = filter.storyId {
        fresh = fresh.filter { $0.decoded.event?.storyReference == story }
      }
      for event in fresh { Output.line(json ? event.jsonLine : line(event)) }
      if fresh.isEmpty { Thread.sleep(forTimeInterval: 0.2) }
    }
  }

  static func listJobs(_ log: EventLog) throws {
    let jobs = try log.jobs()
    if jobs.isEmpty {
      Output.line("The event log has no jobs yet. Render one with 'talecast render Jobs/examples'.")
      return
    }
    var table = Table(header: ["JOB", "STARTED", "OUTCOME", "DURATION", "STORY", "SOURCE"])
    for job in jobs {
      let history = JobHistory(
        jobId: job.jobId,
        events: try log.events(EventLog.Filter(correlationId: job.jobId)).compactMap(
          \.decoded.event))
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
