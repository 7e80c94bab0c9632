import Dispatch
import TalecastApp
import TalecastContract
import TalecastCore

/// The one follower of the event log that serves every open event stream: started with the
/// first stream, stopped with the last (or the server), it hands each batch the log grows by
/// to every stream, and beats the heartbeat that keeps them open. One follower and one timer
/// for any number of streams, so a thousand idle streams cost a thousand small buffers, not a
/// thousand threads or store watches.
final class EventFeed: Sendable {
  private let talecast: Talecast
  private let heartbeat: Duration

  /// A running follower with its heartbeat; `generation` tells its batches from those of a
  /// follower stopped before (it may hand on one last batch while it stops).
  private struct Following {
    let generation: Int
    let log: LogFollower
    let timer: any DispatchSourceTimer

    func stop() {
      timer.cancel()
      log.stop()
    }
  }

  private struct State {
    var subscribers: [ObjectIdentifier: EventSubscriber] = [:]
    var following: Following?
    var generation = 0
    /// Set when the server stops: streams opened from then on end at once.
    var stopping = false
  }

  /// The open streams and the follower that serves them: the one lock over the set of
  /// streams (`Locked`, with its condition: a test waits for the count). No stream is
  /// written to while it is held (a write may close a stream, whose close action takes it).
  private let state = Locked(State())

  init(talecast: Talecast, heartbeat: Duration) {
    self.talecast = talecast
    self.heartbeat = heartbeat
  }

  /// Streams open now.
  var count: Int { state.withLock { $0.subscribers.count } }

  /// Whether the log is followed now (while any stream is open).
  var isFollowing: Bool { state.withLock { $0.following != nil } }

  /// Waits up to `timeout` seconds for `count` streams to be open; whether they are.
  func wait(forCount count: Int, timeout: Double) -> Bool {
    state.wait(timeout: timeout) { $0.subscribers.count == count }
  }

  /// Adds a stream, then (on another thread) replays the log after its position and hands it
  /// over to the feed. The feed is following before the replay starts, so every event stored
  /// after the replay's read is one the feed hands on: together they leave no gap.
  func open(_ subscriber: EventSubscriber) throws {
    let key = ObjectIdentifier(subscriber)
    let stopping = try state.withLockWakingWaiters { state in
      if state.stopping { return true }
      if state.following == nil {
        state.generation += 1
        state.following = try follow(generation: state.generation)
      }
      state.subscribers[key] = subscriber
      return false
    }
    if stopping {
      subscriber.end(.serverStopping)
      return
    }
    subscriber.stream.onClose { [weak self] in self?.close(key) }
    DispatchQueue.global().async { [self] in replay(subscriber) }
  }

  /// Ends every stream with a last event saying why, and stops following the log.
  func stop() {
    let (subscribers, following) = state.withLockWakingWaiters { state in
      state.stopping = true
      defer { state.following = nil }
      return (Array(state.subscribers.values), state.following)
    }
    following?.stop()
    for subscriber in subscribers { subscriber.end(.serverStopping) }
  }

  private func follow(generation: Int) throws -> Following {
    let log = talecast.followEvents(after: try talecast.lastEventSequence()) { [weak self] batch in
      self?.deliver(batch, generation: generation)
    }
    let timer = DispatchSource.makeTimerSource(queue: .global())
    let interval = DispatchTimeInterval.nanoseconds(
      Int(heartbeat.components.seconds) * 1_000_000_000
        + Int(heartbeat.components.attoseconds / 1_000_000_000))
    timer.schedule(deadline: .now() + interval, repeating: interval)
    timer.setEventHandler { [weak self] in self?.beat() }
    log.start()
    timer.resume()
    return Following(generation: generation, log: log, timer: timer)
  }

  private func deliver(_ batch: [StoredEvent], generation: Int) {
    let subscribers = state.withLock { state in
      state.following?.generation == generation ? Array(state.subscribers.values) : []
    }
    guard !subscribers.isEmpty else { return }
    let events = batch.map(StreamedEvent.init)
    for subscriber in subscribers { subscriber.deliver(events) }
  }

  /// A heartbeat to every stream: it keeps proxies open, and a write is how a client that
  /// left is noticed (its stream then closes).
  private func beat() {
    for subscriber in state.withLock({ Array($0.subscribers.values) }) { subscriber.beat() }
  }

  private func close(_ key: ObjectIdentifier) {
    let idle = state.withLockWakingWaiters { state -> Following? in
      state.subscribers[key] = nil
      guard state.subscribers.isEmpty else { return nil }
      defer { state.following = nil }
      return state.following
    }
    // Not on this thread: it may be the follower's own (a write cut a slow client), and a
    // follower's stop waits for its thread.
    guard let idle else { return }
    idle.timer.cancel()
    let log = idle.log
    DispatchQueue.global().async { log.stop() }
  }

  /// Sends the events after the stream's position from the log, then hands it to the feed.
  /// A job's stream reads its job's events from the start, to know whether the job ended.
  private func replay(_ subscriber: EventSubscriber) {
    var after = subscriber.jobId == nil ? subscriber.after : 0
    let page = 1_000
    do {
      while true {
        let events = try talecast.storedEvents(after: after, ofJob: subscriber.jobId, limit: page)
        guard subscriber.replay(events.map(StreamedEvent.init)) else { return }
        guard events.count == page, let last = events.last else { break }
        after = last.sequence
      }
    } catch {
      talecast.logger.warning("http: an event stream could not read the event log: \(error)")
      subscriber.end(.logUnavailable)
      return
    }
    subscriber.goLive()
  }
}
