import Dispatch
import Foundation
import TalecastCore

/// What a worker tells the job it runs: stop at the next safe point, and why.
public final class JobControl: Sendable {
  /// Handed to the render: `cancel` for a user's cancel, `interrupt` for a shutdown.
  public let cancellation = RenderCancellation()
  private let lost = Locked(false)

  /// Another worker took the job over (this one's lease ran out): its outcome is not written.
  public var leaseLost: Bool { lost.withLock { $0 } }

  func loseLease() {
    lost.withLock { $0 = true }
    cancellation.interrupt()
  }
}

/// Works the queue with `concurrency` workers. Each worker is a serial Dispatch queue (Dispatch
/// gives those a thread of their own, so a worker waiting on a backend does not hold others
/// up) that claims one job at a time, runs it and records how it ended. A timer renews the
/// leases of running jobs (and passes on cancel requests); another rescues jobs whose worker
/// died, here or in another process.
public final class WorkerPool: Sendable {
  public typealias Work = @Sendable (QueuedJob, JobControl) -> JobQueue.Ending

  let queue: JobQueue
  let concurrency: Int
  let work: Work
  /// "host:pid": this process's part of every worker's name.
  public let owner: String
  let idleWait: Double
  let rescueInterval: Double

  /// Running jobs by id with their worker and control, under a lock (`Locked`).
  private let running = Locked<[String: (worker: String, control: JobControl)]>([:])
  private let claiming = Locked(true)
  private let finished = DispatchGroup()
  private let wake = DispatchSemaphore(value: 0)
  private let timers = Locked<[any DispatchSourceTimer]>([])

  public init(
    queue: JobQueue, concurrency: Int, idleWait: Double = 0.1, rescueInterval: Double = 5,
    work: @escaping Work
  ) {
    self.queue = queue
    self.concurrency = max(1, concurrency)
    self.work = work
    self.idleWait = idleWait
    self.rescueInterval = rescueInterval
    owner = "\(ProcessInfo.processInfo.hostName):\(getpid())"
  }

  /// Starts the workers and timers; returns at once.
  public func start() {
    rescueDeadWorkers()
    let timerQueue = DispatchQueue(label: "talecast.queue.timers")
    let renew = DispatchSource.makeTimerSource(queue: timerQueue)
    renew.schedule(
      deadline: .now() + queue.leaseDuration / 3, repeating: queue.leaseDuration / 3)
    renew.setEventHandler { [self] in renewLeases() }
    let rescue = DispatchSource.makeTimerSource(queue: timerQueue)
    rescue.schedule(deadline: .now() + rescueInterval, repeating: rescueInterval)
    rescue.setEventHandler { [self] in rescueDeadWorkers() }
    renew.resume()
    rescue.resume()
    timers.withLock { $0 = [renew, rescue] }
    for number in 1...concurrency {
      let worker = "\(owner):\(number)"
      finished.enter()
      DispatchQueue(label: "talecast.worker.\(number)").async { [self] in
        defer { finished.leave() }
        loop(worker)
      }
    }
  }

  /// Stop taking new jobs; running ones carry on.
  public func stopClaiming() {
    claiming.withLock { $0 = false }
    for _ in 0..<concurrency { wake.signal() }
  }

  /// Stops claiming and asks running jobs to stop at their next checkpoint; each is released
  /// for the next run. Waits up to `timeout` seconds; jobs still running then are released
  /// in the database anyway (their threads die with the process). Returns the ids released.
  @discardableResult
  public func drain(timeout: Double) -> [String] {
    stopClaiming()
    let interrupted = running.withLock { Array($0.keys) }
    for entry in running.withLock({ Array($0.values) }) { entry.control.cancellation.interrupt() }
    if finished.wait(timeout: .now() + timeout) == .timedOut { releaseRunning() }
    stopTimers()
    return interrupted
  }

  /// Releases every job this process still runs, at once (a second signal): the database
  /// stays consistent and the next run resumes them.
  public func releaseRunning() {
    let entries = running.withLock { current -> [(String, String)] in
      defer { current.removeAll() }
      return current.map { ($0.key, $0.value.worker) }
    }
    for (id, worker) in entries { _ = try? queue.finish(id, worker: worker, .released) }
  }

  /// Waits until every worker has stopped (after `stopClaiming` or `drain`).
  public func wait() {
    finished.wait()
    stopTimers()
  }

  /// Tells idle workers to look again now (new jobs were submitted).
  public func poke() {
    for _ in 0..<concurrency { wake.signal() }
  }

  private func loop(_ worker: String) {
    while claiming.withLock({ $0 }) {
      let job: QueuedJob?
      do {
        job = try queue.claim(worker: worker).first
      } catch {
        job = nil
      }
      guard let job else {
        _ = wake.wait(timeout: .now() + idleWait)
        continue
      }
      let control = JobControl()
      if job.cancelRequested { control.cancellation.cancel() }
      running.withLock { $0[job.id] = (worker, control) }
      let ending = work(job, control)
      let stillOurs = running.withLock { $0.removeValue(forKey: job.id) != nil }
      if stillOurs && !control.leaseLost { _ = try? queue.finish(job.id, worker: worker, ending) }
    }
  }

  private func renewLeases() {
    for (id, entry) in running.withLock({ Array($0) }) {
      switch (try? queue.renew(id, worker: entry.worker)) ?? .held {
      case .held: break
      case .cancelRequested: entry.control.cancellation.cancel()
      case .lost: entry.control.loseLease()
      }
    }
  }

  private func rescueDeadWorkers() {
    _ = try? queue.rescue(isAlive: ProcessLiveness.isAlive)
  }

  private func stopTimers() {
    for timer in timers.withLock({ current in
      defer { current.removeAll() }
      return current
    }) { timer.cancel() }
  }
}

/// Whether a worker's process still runs: on this host a signal-0 `kill` tells; on another
/// host we cannot know, and its lease decides.
enum ProcessLiveness {
  static func isAlive(_ worker: String) -> Bool {
    let parts = worker.split(separator: ":")
    guard parts.count >= 2, String(parts[0]) == ProcessInfo.processInfo.hostName,
      let pid = Int32(parts[1])
    else { return true }
    if pid == getpid() { return true }
    return kill(pid, 0) == 0 || errno == EPERM
  }
}
