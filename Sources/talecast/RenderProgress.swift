import Foundation
import TalecastApp
import TalecastCore
import TalecastQueue

/// What `talecast render` shows while the queue works: a line per job as it ends (and per
/// retry), and on a terminal a progress bar under them — jobs done of total, the stage each
/// running job is in, time elapsed and an estimate of the time left. Then a summary table.
final class RenderProgress: Sendable {
  private let talecast: Talecast
  /// Job id → the file it came from.
  private let files: [String: String]
  private let say: @Sendable (String) -> Void
  private let bar: Bool
  private let started = Date()
  /// The stage each running job is in, from the broker's thread(s), under a lock (`Locked`).
  private let stages = Locked<[String: String]>([:])
  /// Jobs already reported as ended.
  private let reported = Locked<Set<String>>([])
  private let barShown = Locked(false)

  init(
    talecast: Talecast, files: [String: String], say: @escaping @Sendable (String) -> Void,
    bar: Bool
  ) {
    self.talecast = talecast
    self.files = files
    self.say = say
    self.bar = bar
  }

  /// Prints a line above the bar.
  func note(_ text: String) {
    clearBar()
    say(text)
  }

  /// Runs `body` (the supervisor's run) while listening: each job's stage and retries from
  /// the broker, each end reported as it comes and passed on to `wake` (so the supervisor
  /// looks again), and on a terminal the bar redrawn four times a second.
  func watch<T>(_ ids: [String], wake: @escaping @Sendable () -> Void, _ body: () -> T) -> T {
    let watch = talecast.broker.subscribe(GenerationStageChanged.self) { [self] event in
      guard files[event.jobId] != nil else { return }
      // Out of the list once the story is made (it is being stored).
      stages.withLock { $0[event.jobId] = event.to?.rawValue }
    }
    let ends = talecast.broker.subscribe(JobStateChanged.self) { [self] event in
      guard let file = files[event.jobId] else { return }
      if event.from == .running, event.to == .queued, let message = event.message {
        note("\(file): attempt \(event.attempt) failed, will retry: \(message)")
      }
      if event.to.isFinished {
        if let job = try? talecast.queue.job(event.jobId) { report(job) }
        wake()
      }
    }
    // Made only when shown: a timer source released without being resumed is a crash.
    let timer = bar ? DispatchSource.makeTimerSource(queue: .global()) : nil
    if let timer {
      timer.schedule(deadline: .now(), repeating: 0.25)
      timer.setEventHandler { [self] in drawBar((try? talecast.queue.jobs(ids: ids)) ?? []) }
      timer.resume()
    }
    defer {
      watch.cancel()
      ends.cancel()
      timer?.cancel()
      clearBar()
    }
    return body()
  }

  /// Whether every job has ended, reporting those not reported yet. The broker tells of the
  /// ends this process records; a job another process ends is found here.
  func allFinished(_ ids: [String]) -> Bool {
    let open = ids.filter { id in !reported.withLock { $0.contains(id) } }
    guard !open.isEmpty else { return true }
    // The queue cannot be read (its server restarting): not finished, ask again later.
    guard let jobs = try? talecast.queue.jobs(ids: open) else { return false }
    for job in jobs where job.state.isFinished { report(job) }
    return jobs.allSatisfy(\.state.isFinished)
  }

  private func report(_ job: QueuedJob) {
    guard reported.withLock({ $0.insert(job.id).inserted }) else { return }
    stages.withLock { $0[job.id] = nil }
    let file = files[job.id] ?? job.source
    clearBar()
    switch job.state {
    case .succeeded:
      guard let storyId = job.storyId,
        let story = try? talecast.library.stories.story(matching: storyId)
      else {
        say("rendered \(file) [job \(job.id)]")
        return
      }
      let manifest = story.manifest
      let folder = CommandRunner.display(
        talecast.configuration.mediaRoot.appendingPathComponent(story.folder))
      say(
        "rendered \(file) → \(manifest.storyId) \"\(manifest.title)\" (\(manifest.scenes.count) scenes, \(TimeText.minutes(manifest.duration))) in \(folder) [job \(job.id)]\(JobsCommand.partialNote(manifest))"
      )
    default:
      // A failed or discarded job is taken up again by a retry, from its checkpoints.
      let resume =
        job.state == .failed || job.state == .discarded
        ? "; resume with 'talecast jobs retry \(job.id)'" : ""
      Output.error(
        "Error: \(file): \(job.state.rawValue) after \(job.attempts) attempt\(job.attempts == 1 ? "" : "s"): \(job.lastError ?? "no error recorded") (see 'talecast jobs show \(job.id)'\(resume))"
      )
    }
  }

  /// How the jobs this render waited for stand at its end.
  struct Tally {
    var succeeded = 0
    /// Failed, discarded or cancelled.
    var failed = 0
    /// Still queued or running (an interrupted render).
    var unfinished = 0
  }

  /// Prints the summary table and counts the jobs by how they stand.
  func finish() -> Tally {
    let jobs = (try? talecast.queue.jobs(ids: Array(files.keys))) ?? []
    var tally = Tally()
    for job in jobs {
      switch job.state {
      case .succeeded: tally.succeeded += 1
      case .queued, .running: tally.unfinished += 1
      default: tally.failed += 1
      }
    }
    guard !jobs.isEmpty else { return tally }
    var table = Table(header: ["JOB", "STATE", "ATTEMPTS", "STORY", "FILE"])
    for job in jobs.sorted(by: { (files[$0.id] ?? "") < (files[$1.id] ?? "") }) {
      table.rows.append([
        job.id, job.state.rawValue, "\(job.attempts)", job.storyId ?? "-",
        files[job.id] ?? job.source,
      ])
    }
    say("")
    say(table.render())
    return tally
  }

  private func drawBar(_ jobs: [QueuedJob]) {
    let done = jobs.filter(\.state.isFinished).count
    let total = max(1, jobs.count)
    let width = 20
    let filled = width * done / total
    let elapsed = Date().timeIntervalSince(started)
    let eta = done > 0 ? elapsed / Double(done) * Double(total - done) : nil
    let running = stages.withLock { current in
      current.sorted { $0.key < $1.key }.map { "\(String($0.key.prefix(6))) \($0.value)" }
    }
    var line =
      "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
      + "] \(done)/\(jobs.count) jobs  \(TimeText.minutes(elapsed)) elapsed"
    if let eta { line += ", ≈\(TimeText.minutes(eta)) left" }
    if !running.isEmpty { line += "  " + running.joined(separator: ", ") }
    FileHandle.standardOutput.write(Data(("\r\u{1B}[2K" + String(line.prefix(160))).utf8))
    barShown.withLock { $0 = true }
  }

  private func clearBar() {
    guard
      barShown.withLock({ shown in
        defer { shown = false }
        return shown
      })
    else { return }
    FileHandle.standardOutput.write(Data("\r\u{1B}[2K".utf8))
  }
}
