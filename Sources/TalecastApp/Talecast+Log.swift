import Foundation
import TalecastContract
import TalecastCore
import TalecastEventLog

/// What `talecast log` shows: a job's history and a story's events, or the log as a whole.
public struct LogReading: Sendable {
  /// The job shown: the one asked for, or the one that made the story asked for.
  public let jobId: String?
  /// Its events, and its history rebuilt from them.
  public let jobEvents: [StoredEvent]
  public let history: JobHistory?
  /// The story asked for, and every event about it.
  public let storyId: String?
  public let storyEvents: [StoredEvent]
  /// With neither a job nor a story: every event (when asked for them), or else the jobs,
  /// newest first, each with its history.
  public let events: [StoredEvent]
  public let jobs: [LoggedJob]
  /// The last position shown: following starts after it.
  public let end: Int64

  /// Whether a followed event belongs with what was shown.
  func matches(_ event: StoredEvent) -> Bool {
    if let storyId, event.decoded.event?.storyReference == storyId { return true }
    if let jobId { return event.correlationId == jobId }
    return storyId == nil
  }
}

/// One job of the log's list.
public struct LoggedJob: Sendable {
  public let jobId: String
  public let source: String
  public let started: Date
  public let history: JobHistory
}

/// A job the log does not know.
public struct UnknownLoggedJob: Error, CustomStringConvertible {
  public let reference: String
  public var description: String { "no job with id '\(reference)' in the event log" }
}

extension Talecast {
  /// Reads the log: the history of the job `job` (an id or unique prefix) names, and the story
  /// `story` names with its events and the history of the job that made it; with neither,
  /// every event (`everything`) or the list of jobs.
  public func readLog(job: String?, story: String?, everything: Bool) throws -> LogReading {
    var jobId: String?
    if let job {
      guard let id = try eventLog.jobId(matching: job) else {
        throw UnknownLoggedJob(reference: job)
      }
      jobId = id
    }
    var storyId: String?
    if let story {
      storyId = try library.stories.story(matching: story).id
      jobId = try storyId.flatMap { try eventLog.jobId(forStory: $0) }
    }
    let jobEvents = try jobId.map { try eventLog.events(EventLog.Filter(correlationId: $0)) } ?? []
    let storyEvents = try storyId.map { try eventLog.events(EventLog.Filter(storyId: $0)) } ?? []
    var events: [StoredEvent] = []
    var jobs: [LoggedJob] = []
    var end = max(jobEvents.last?.sequence ?? 0, storyEvents.last?.sequence ?? 0)
    if jobId == nil && storyId == nil {
      end = try eventLog.end()
      if everything {
        events = try eventLog.events()
      } else {
        jobs = try eventLog.jobs().map { job in
          LoggedJob(
            jobId: job.jobId, source: job.source, started: job.started,
            history: try history(ofJob: job.jobId))
        }
      }
    }
    return LogReading(
      jobId: jobId, jobEvents: jobEvents,
      history: jobId.map { JobHistory(jobId: $0, events: jobEvents.compactMap(\.decoded.event)) },
      storyId: storyId, storyEvents: storyEvents, events: events, jobs: jobs, end: end)
  }

  /// `talecast log --follow`: hands every event stored after what `reading` showed (by any
  /// process) and belonging with it to `deliver`, as it is stored, until SIGINT or SIGTERM.
  /// `started` is told once signals are trapped (show the reading then). It waits on the
  /// store's change signal (see `EventFollower`).
  public func followLog(
    after reading: LogReading, started: () -> Void = {},
    deliver: @escaping @Sendable ([StoredEvent]) -> Void
  ) -> Supervisor.Outcome {
    let follower = EventFollower(log: eventLog, after: reading.end) { stored in
      let wanted = stored.filter(reading.matches)
      if !wanted.isEmpty { deliver(wanted) }
    }
    return Supervisor([LogFollowing(follower)], trapsSignals: true).run(started: started)
  }
}

/// A follower of the log as a service, so that signals stop it as they stop everything else.
struct LogFollowing: Service {
  let follower: EventFollower

  init(_ follower: EventFollower) { self.follower = follower }

  func start() { follower.start() }
  func shutdown(timeout: Double) -> [String] {
    follower.stop()
    return []
  }
  func stopNow() { follower.stop() }
}
