import Foundation
import TalecastApp
import TalecastContract
import TalecastCore

/// What `talecast render` shows while the queue works, drawn from events alone: a line per job
/// as it ends (and per retry), and on a terminal a progress bar under them. The bar moves with
/// the work inside each job (its stages, and the scenes voiced and drawn: `JobProgress`), says
/// in the user's words what each running job does ("voicing scene 3 of 7"), and estimates the
/// time left from the work done and the work left. Jobs ended in another process arrive as
/// events too (the app follows the shared log).
final class RenderProgress: Sendable {
  private let talecast: Talecast
  let say: @Sendable (String) -> Void
  private let bar: Bool
  private let started = Date()

  /// What the events told, from worker threads and the log follower's (`Locked`).
  private struct State {
    /// Job id → the file it came from: the jobs the render waits for.
    var files: [String: String] = [:]
    /// Where each running job is.
    var running: [String: JobProgress] = [:]
    /// Each job's story, from its `StoryGenerated`, until the job ends.
    var stories: [String: StoryGenerated] = [:]
    var ended: Set<String> = []
    /// Jobs whose end has been printed.
    var reported: Set<String> = []
    var barShown = false
    var subscriptions: [Subscription] = []
    var tick: (any DispatchSourceTimer)?
  }

  private let state = Locked(State())

  init(talecast: Talecast, say: @escaping @Sendable (String) -> Void, bar: Bool) {
    self.talecast = talecast
    self.say = say
    self.bar = bar
  }

  /// The jobs were submitted: says what became of each file, then listens to their events.
  func begin(_ submissions: [FileSubmission]) {
    var files: [String: String] = [:]
    for submission in submissions {
      switch submission.result {
      case .failure(let error):
        Output.error("Error: \(Hints.message(error))")
      case .success(.existing(let known)) where known.state == .succeeded:
        say(
          "\(submission.file): already rendered by job \(known.id) → story \(known.storyId ?? "?") (not rendered again)"
        )
      case .success(let outcome):
        files[outcome.job.id] = submission.file
        // A job due later is waited for: say so, and until when.
        if outcome.job.runAt.timeIntervalSinceNow > 1 {
          say(
            "\(submission.file): waits until \(outcome.job.runAt.formatted(Date.ISO8601FormatStyle())) (its runAt); Ctrl-C stops and keeps it queued"
          )
        }
      }
    }
    state.withLock { $0.files = files }
    listen()
  }

  private func listen() {
    let subscriptions = [
      talecast.subscribe(GenerationStageChanged.self) { [self] event in
        let ours = state.withLock { state in
          guard state.files[event.jobId] != nil else { return false }
          // The story made (it is being stored): all of the job's work but its end is done.
          state.running[event.jobId] =
            event.to.map { JobProgress(stage: $0) }
            ?? JobProgress(stage: .syncing, steps: (1, 1))
          return true
        }
        if ours { drawBar() }
      },
      talecast.subscribe(GenerationStageProgressed.self) { [self] event in
        let ours = state.withLock { state in
          guard state.running[event.jobId]?.stage == event.stage else { return false }
          state.running[event.jobId]?.steps = (event.done, event.total)
          return true
        }
        if ours { drawBar() }
      },
      talecast.subscribe(StoryGenerated.self) { [self] event in
        state.withLock { state in
          if state.files[event.jobId] != nil { state.stories[event.jobId] = event }
        }
      },
      talecast.subscribe(JobStateChanged.self) { [self] event in changed(event) },
    ]
    // Only the clock moves between events: the bar is drawn again each second from what the
    // events told (nothing is read).
    let tick = bar ? DispatchSource.makeTimerSource(queue: .global()) : nil
    if let tick {
      tick.schedule(deadline: .now() + 1, repeating: 1)
      tick.setEventHandler { [self] in drawBar() }
      tick.resume()
    }
    state.withLock { state in
      state.subscriptions = subscriptions
      state.tick = tick
    }
    // A warning logged while the bar is drawn goes on a line of its own.
    if bar { Logger.beforeWriting.withLock { $0 = { [self] in clearBar() } } }
  }

  private func changed(_ event: JobStateChanged) {
    guard let file = state.withLock({ $0.files[event.jobId] }) else { return }
    if event.from == .running, event.to == .queued, let message = event.message {
      note("\(file): attempt \(event.attempt) failed, will retry: \(message)")
    }
    guard event.to.isFinished else { return }
    let story = state.withLock { state -> StoryGenerated? in
      state.ended.insert(event.jobId)
      state.running[event.jobId] = nil
      return state.stories.removeValue(forKey: event.jobId)
    }
    switch event.to {
    case .succeeded:
      // Without its story (it was stored by an earlier run) the line waits for the outcome.
      guard let story, claim(event.jobId) else { break }
      note(
        RenderLines.rendered(
          file, story.manifest, folder: story.folder, job: event.jobId,
          mediaRoot: talecast.configuration.mediaRoot))
    default:
      guard claim(event.jobId) else { break }
      clearBar()
      Output.error(
        RenderLines.failed(
          file, event.jobId, event.to, attempts: event.attempt, error: event.message))
    }
    drawBar()
  }

  /// Marks a job's end as printed; false when it was already.
  func claim(_ jobId: String) -> Bool {
    state.withLock { $0.reported.insert(jobId).inserted }
  }

  /// Prints a line above the bar.
  func note(_ text: String) {
    clearBar()
    say(text)
  }

  /// Stops listening and takes the bar away.
  func close() {
    let (subscriptions, tick) = state.withLock { state in
      defer {
        state.subscriptions = []
        state.tick = nil
      }
      return (state.subscriptions, state.tick)
    }
    for subscription in subscriptions { subscription.cancel() }
    tick?.cancel()
    if bar { Logger.beforeWriting.withLock { $0 = nil } }
    clearBar()
  }

  private func drawBar() {
    guard bar else { return }
    let (ended, total, running) = state.withLock { state in
      (state.ended.count, state.files.count, state.running.sorted { $0.key < $1.key })
    }
    let line = Self.line(
      ended: ended, total: total, running: running.map { ($0.key, $0.value) },
      elapsed: Date().timeIntervalSince(started))
    FileHandle.standardOutput.write(Data(("\r\u{1B}[2K" + String(line.prefix(160))).utf8))
    state.withLock { $0.barShown = true }
  }

  /// The bar's line: the share of the work done (jobs ended, and the part of each running job
  /// done), the time elapsed, the time left estimated from the work done so far, and what each
  /// running job does.
  static func line(
    ended: Int, total: Int, running: [(job: String, progress: JobProgress)], elapsed: Double
  ) -> String {
    let work = Double(ended) + running.reduce(0) { $0 + $1.progress.fraction }
    let fraction = min(1, work / Double(max(1, total)))
    let width = 20
    let filled = Int((Double(width) * fraction).rounded(.down))
    var line =
      "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
      + "] \(ended)/\(total) jobs  \(TimeText.minutes(elapsed)) elapsed"
    // Only once a little work is done: an estimate from almost nothing says nothing.
    if fraction >= 0.02, fraction < 1 {
      line += ", ≈\(TimeText.minutes(elapsed * (1 - fraction) / fraction)) left"
    }
    if !running.isEmpty {
      line +=
        "  "
        + running.map { "\(String($0.job.prefix(6))) \($0.progress.words)" }
        .joined(separator: ", ")
    }
    return line
  }

  private func clearBar() {
    guard
      state.withLock({ state in
        defer { state.barShown = false }
        return state.barShown
      })
    else { return }
    FileHandle.standardOutput.write(Data("\r\u{1B}[2K".utf8))
  }
}
