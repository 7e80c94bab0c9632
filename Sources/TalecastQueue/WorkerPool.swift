import Dispatch
import Foundation
import TalecastContract
import TalecastCore

/// What a worker tells the job it runs: stop at the next safe point, and why.
public final class JobControl: Sendable {
  /// Handed to the render: `cancel` for a user's cancel, `interrupt` for a shutdown.
  public let cancellation = RenderCancellation()
  /// Set by the lease timer, read by the worker: behind a lock (`Locked`).
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
  /// Told of every write to the queue that failed (a full disk, a locked database), with
  /// what was being written and the error: nothing the pool cannot record is dropped silently.
  let problems: @Sendable (String) -> Void
  /// How long a worker keeps trying a write to the queue that fails before it gives up
  /// (nil: for as long as the pool runs). Then the ends it could not record are left to the
  /// queue's rescue, and `gaveUp` is told.
  let writePatience: Double?
  let gaveUp: @Sendable (QueueWriteFault) -> Void

  /// Running jobs by id with their worker and control, under a lock (`Locked`).
  private let running = Locked<[String: (worker: String, control: JobControl)]>([:])
  /// Whether workers still claim new jobs; cleared by a drain (`Locked`: any thread asks;
  /// workers pausing after a failed write wait on it, so a stop ends their pause).
  private let claiming = Locked(true)
  /// Jobs the workers gave back unstarted as they stopped (`Locked`): a drain also reports
  /// those claimed after it looked at the running ones.
  private let givenBack = Locked<Set<String>>([])
  private let finished = DispatchGroup()
  private let doorbell = Doorbell()
  /// The lease and rescue timers, set by `start` and cancelled by the last worker (`Locked`).
  private let timers = Locked<[any DispatchSourceTimer]>([])
  /// The store's wake-ups (PostgreSQL's LISTEN, SQLite's change watch): then an idle worker
  /// waits for one, or for the next queued job's `runAt`; `slowPoll` seconds at most, a safety
  /// net that is not what starts work. A store without wake-ups is looked at every `idleWait`.
  /// Behind a lock (`Locked`): set by `start`, stopped by the last worker.
  private let watch = Locked<(any StoreWatch)?>(nil)
  let slowPoll: Double

  public init(
    queue: JobQueue, concurrency: Int, idleWait: Double = 0.1, slowPoll: Double = 5,
    rescueInterval: Double = 5, host: String = WorkerPool.defaultHost,
    problems: @escaping @Sendable (String) -> Void = { _ in }, writePatience: Double? = nil,
    gaveUp: @escaping @Sendable (QueueWriteFault) -> Void = { _ in }, work: @escaping Work
  ) {
    self.queue = queue
    self.problems = problems
    self.writePatience = writePatience
    self.gaveUp = gaveUp
    self.concurrency = max(1, concurrency)
    self.work = work
    self.idleWait = idleWait
    self.slowPoll = slowPoll
    self.rescueInterval = rescueInterval
    self.host = host
    owner = "\(host):\(getpid())"
  }

  /// The name this host's workers go by: the machine's host name unless told otherwise
  /// (`TALECAST_HOST`, for hosts whose names collide, such as containers).
  public static var defaultHost: String { ProcessInfo.processInfo.hostName }
  /// This pool's host: workers of this host whose process is gone are rescued at once; those
  /// of other hosts when their lease runs out.
  let host: String

  /// Starts the workers and timers; returns at once.
  public func start() {
    rescueDeadWorkers()
    watch.withLock { $0 = queue.store.watchForJobs { [weak self] in self?.poke() } }
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
    claiming.withLockWakingWaiters { $0 = false }
    doorbell.ring()
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
    let late = givenBack.withLock { $0 }.subtracting(interrupted)
    return interrupted + late.sorted()
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
  public func poke() { doorbell.ring() }

  /// The most quick jobs a worker claims at once: a commit's cost shared by that many (64
  /// gave 16 400 no-op jobs/s on SQLite, 256 about 18 000; `talecast-bench queue`).
  static let largestBatch = 256
  /// How long a job must take for the rest of its batch to be given back to the queue: long
  /// enough that a hiccup of a quick job does not send hundreds of jobs back and forth.
  static let givingBackAfter = 0.1

  /// One worker: claim, run, record. Quick jobs are taken in growing batches (up to
  /// `largestBatch`) and their endings recorded together with the next claim, one commit for
  /// the lot; a job that takes longer than `quick` is recorded at once (the rest of its batch
  /// given back after `givingBackAfter`), and batches start again from one. Jobs
  /// claimed but not started are in `running` too, so their leases are renewed and a drain
  /// gives them back. (If the process dies with endings unrecorded, those jobs are rescued
  /// and run again: work must be idempotent — Talecast's finds the stored story.)
  private func loop(_ worker: String) {
    let quick = 0.005
    var claimed: [QueuedJob] = []
    var endings: [(id: String, ending: JobQueue.Ending)] = []
    /// Claimed jobs on their way back to the queue unstarted (their `.released` endings are
    /// in `endings`), until that is written.
    var givingBack: [QueuedJob] = []
    var batch = 1
    var failures = 0
    var failingSince: ContinuousClock.Instant?
    /// Records the endings (and claims); false when the write failed. Then the endings are
    /// kept, still renewed as running, and tried again after a pause that grows to 30 s, for
    /// `writePatience` seconds at most: a job's end that cannot be written is reported and
    /// waited for, never dropped. A stop ends the pause; while stopping there is none.
    @discardableResult
    func record(claiming limit: Int) -> Bool {
      let result: (states: [JobState?], next: [QueuedJob])
      do {
        result = try queue.finish(endings, worker: worker, claim: limit)
        failures = 0
        failingSince = nil
      } catch {
        failures += 1
        let since = failingSince ?? .now
        failingSince = since
        let waited = (ContinuousClock.now - since).inSeconds
        // Jobs on their way back unstarted are not ends to report.
        let ended = endings.filter { ending in !givingBack.contains { $0.id == ending.id } }
        let what =
          ended.isEmpty
          ? "cannot claim jobs"
          : "cannot record the end of job\(ended.count == 1 ? "" : "s") \(ended.map(\.id).joined(separator: ", "))"
        if let writePatience, waited >= writePatience {
          // Jobs being given back unstarted are kept and run here after all while the pool
          // runs: giving up on them would leave them to the rescue, charged an attempt they
          // never had.
          if claiming.withLock({ $0 }) {
            endings = ended
            claimed = givingBack + claimed
            givingBack.removeAll()
          }
          giveUp(&endings, worker: worker, what: "\(what): \(error)", after: waited)
          givingBack.removeAll()
          failures = 0
          failingSince = nil
          return false
        }
        guard claiming.withLock({ $0 }) else {
          problems("\(what): \(error)")
          return false
        }
        let pause = min(
          30, 0.5 * pow(2, Double(failures - 1)), writePatience.map { $0 - waited } ?? 30)
        problems("\(what): \(error); trying again in \(String(format: "%.3g", pause)) s")
        claiming.wait(timeout: pause) { !$0 }
        return false
      }
      if !endings.isEmpty { CrashPoint.reach("job-ended") }
      // Only this worker's entries: a job it gave back may already be another worker's.
      running.withLock { current in
        for (id, _) in endings where current[id]?.worker == worker { current[id] = nil }
      }
      endings.removeAll()
      givingBack.removeAll()
      let fresh = result.next
      claimed += fresh
      let controls = fresh.map { job in
        let control = JobControl()
        if job.cancelRequested { control.cancellation.cancel() }
        return (job.id, control)
      }
      running.withLock { current in
        for (id, control) in controls { current[id] = (worker, control) }
      }
      return true
    }
    while claiming.withLock({ $0 }) {
      // Endings not yet written are written before anything else is done.
      if !endings.isEmpty && failures > 0 {
        record(claiming: 0)
        continue
      }
      if claimed.isEmpty {
        // A ring after this (a change anywhere) makes an empty claim look again at once.
        let seen = doorbell.current
        guard record(claiming: batch) else { continue }
        if claimed.isEmpty {
          doorbell.wait(after: seen, timeout: idlePause())
          continue
        }
      }
      let job = claimed.removeFirst()
      guard let control = running.withLock({ $0[job.id]?.control }) else { continue }
      // A stop that came while this job's claim was being written did not see it running
      // (a drain interrupts only those it saw): it is given back unstarted, as the rest.
      // Claims are added to `running` before this look, and a stop looks at `running` after
      // it stopped claiming, so each such job is either interrupted or given back here.
      guard claiming.withLock({ $0 }) else {
        claimed.insert(job, at: 0)
        break
      }
      let started = ContinuousClock.now
      let ending = work(job, control)
      let stillOurs = running.withLock { $0[job.id] != nil }
      if !stillOurs || control.leaseLost {
        running.withLock { $0[job.id] = nil }
        continue
      }
      endings.append((job.id, ending))
      let took = (ContinuousClock.now - started).inSeconds
      if took > quick {
        batch = 1
        // Recorded now. After a job long enough for others to run the rest meanwhile, the
        // jobs claimed with it go back to the queue unstarted (their attempts not counted):
        // behind it they would wait while other workers idle. The next job is claimed in the
        // same commit.
        if took > Self.givingBackAfter, !claimed.isEmpty {
          endings += claimed.map { ($0.id, JobQueue.Ending.released) }
          givingBack += claimed
          claimed.removeAll()
        }
        record(claiming: claimed.isEmpty && claiming.withLock { $0 } ? 1 : 0)
      } else {
        batch = min(Self.largestBatch, batch * 2)
      }
    }
    // Stopping: record what is done, give back what was claimed but not started; a few
    // tries, then the jobs are left running for the next start to rescue.
    endings += claimed.map { ($0.id, JobQueue.Ending.released) }
    let unstarted = (givingBack + claimed).map(\.id)
    for _ in 0..<4 where !endings.isEmpty {
      if record(claiming: 0) {
        givenBack.withLock { $0.formUnion(unstarted) }
        break
      }
    }
  }

  /// Gives up writing `endings`: their jobs stay running in the queue, their leases no longer
  /// renewed, so the queue's rescue takes them up again once the leases run out (or at once,
  /// by the next start on this host): a transient failure, in effect.
  private func giveUp(
    _ endings: inout [(id: String, ending: JobQueue.Ending)], worker: String, what: String,
    after waited: Double
  ) {
    let jobs = endings.map(\.id)
    running.withLock { current in
      for id in jobs where current[id]?.worker == worker { current[id] = nil }
    }
    endings.removeAll()
    let fault = QueueWriteFault(problem: what, seconds: waited, jobs: jobs)
    problems(fault.description)
    gaveUp(fault)
  }

  /// How long an idle worker waits unless woken: until the next queued job falls due, at
  /// most `slowPoll`; `idleWait` when the store cannot tell of changes.
  private func idlePause() -> Double {
    guard watch.withLock({ $0 != nil }) else { return idleWait }
    guard let due = try? queue.store.nextDue() else { return slowPoll }
    return min(slowPoll, max(0.05, due - queue.time))
  }

  private func renewLeases() {
    for (id, entry) in running.withLock({ Array($0) }) {
      let lease: JobQueue.Lease
      do {
        lease = try queue.renew(id, worker: entry.worker)
      } catch {
        // Held as far as this worker knows; said, and tried again at the next renewal.
        problems("cannot renew the lease of job \(id): \(error)")
        continue
      }
      switch lease {
      case .held: break
      case .cancelRequested: entry.control.cancellation.cancel()
      case .lost: entry.control.loseLease()
      }
    }
  }

  private func rescueDeadWorkers() {
    do {
      _ = try queue.rescue(isAlive: { [host] in ProcessLiveness.isAlive($0, host: host) })
    } catch {
      problems("cannot look for jobs whose worker stopped: \(error)")
    }
  }

  private func stopTimers() {
    for timer in timers.withLock({ current in
      defer { current.removeAll() }
      return current
    }) { timer.cancel() }
    watch.withLock { current in
      defer { current = nil }
      return current
    }?.stop()
  }
}

/// Whether a worker's process still runs: on this host a signal-0 `kill` tells; on another
/// host we cannot know, and its lease decides.
enum ProcessLiveness {
  static func isAlive(_ worker: String, host: String) -> Bool {
    let parts = worker.split(separator: ":")
    guard parts.count >= 2, String(parts[0]) == host,
      let pid = Int32(parts[1])
    else { return true }
    if pid == getpid() { return true }
    return kill(pid, 0) == 0 || errno == EPERM
  }
}
