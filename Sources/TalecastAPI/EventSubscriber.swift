import TalecastCore
import TalecastHTTPServer

/// One client's event stream: what it has been sent, and the hand-over from reading the log
/// to following it. It first replays the events after the client's `Last-Event-ID` read from
/// the log, while the shared feed's live batches are held; then it sends the held ones and
/// goes live. Sequence numbers decide what is sent: nothing at or before the last one sent,
/// so an event both read and followed goes once, and none is skipped.
final class EventSubscriber: Sendable {
  let stream: ServerStream
  /// The job whose events it sends; nil: every event.
  let jobId: String?
  /// The client's `Last-Event-ID` (or `?after=`): events after it are sent.
  let after: Int64
  /// Whether what let the stream in still would (its token not revoked, its signed URL not
  /// expired); asked before each batch and heartbeat. Nil: nothing ends it but the client.
  let stillAllowed: (@Sendable () -> Bool)?

  private struct State {
    var lastSent: Int64
    /// While the log is read: live batches are held, in the order they came.
    var catchingUp = true
    var held: [StreamedEvent] = []
    /// The job's last state change, once seen (a job's stream ends after its outcome).
    var jobState: JobState?
    var ended = false
  }

  /// What was sent and what is held (`Locked`): the replaying thread, the feed's thread and a
  /// stopping server write through it one at a time, so messages never interleave.
  private let state: Locked<State>

  init(
    stream: ServerStream, jobId: String?, after: Int64, retry: Duration,
    stillAllowed: (@Sendable () -> Bool)? = nil
  ) {
    self.stream = stream
    self.jobId = jobId
    self.after = after
    self.stillAllowed = stillAllowed
    state = Locked(State(lastSent: after))
    let milliseconds =
      retry.components.seconds * 1000 + retry.components.attoseconds / 1_000_000_000_000_000
    stream.write("retry: \(milliseconds)\n\n")
  }

  /// Events read from the log, in order. A job's stream reads the job's events from its
  /// start, to know whether it has ended; only those after the last sent are sent. False once
  /// the stream has ended or closed (stop reading).
  func replay(_ events: [StreamedEvent]) -> Bool {
    state.withLock { state in
      guard !state.ended else { return false }
      for event in events where wants(event) {
        if let jobState = event.jobState { state.jobState = jobState }
        guard event.sequence > state.lastSent else { continue }
        stream.write(event.text)
        state.lastSent = event.sequence
      }
      return !stream.isClosed
    }
  }

  /// The log is read: sends what was held, and from now on what the feed hands on. A job's
  /// stream whose job has ended ends here.
  func goLive() {
    state.withLock { state in
      guard !state.ended else { return }
      state.catchingUp = false
      let held = state.held
      state.held = []
      send(held, &state)
    }
  }

  /// A batch the shared feed followed from the log: sent, unless what let the stream in no
  /// longer would (then the stream ends, saying why).
  func deliver(_ batch: [StreamedEvent]) {
    guard stillAllowed?() ?? true else { return end(.accessEnded) }
    state.withLock { state in
      guard !state.ended else { return }
      if state.catchingUp {
        state.held += batch.filter(wants)
      } else {
        send(batch, &state)
      }
    }
  }

  /// The feed's heartbeat: a keep-alive, or the end when the stream's access has ended.
  func beat() {
    guard stillAllowed?() ?? true else { return end(.accessEnded) }
    stream.write(StreamedEvent.keepAlive)
  }

  /// Sends a last message saying why, then ends the stream once what it holds is sent.
  func end(_ reason: StreamEnd) {
    state.withLock { state in end(reason, &state) }
  }

  var isClosed: Bool { stream.isClosed }

  private func wants(_ event: StreamedEvent) -> Bool {
    jobId == nil || event.correlationId == jobId
  }

  private func send(_ events: [StreamedEvent], _ state: inout State) {
    for event in events where wants(event) && event.sequence > state.lastSent {
      if let jobState = event.jobState { state.jobState = jobState }
      stream.write(event.text)
      state.lastSent = event.sequence
    }
    // After the whole batch: a job failed and queued again in one batch goes on.
    if jobId != nil, let jobState = state.jobState, jobState.isFinished {
      end(.jobEnded(jobState), &state)
    }
  }

  private func end(_ reason: StreamEnd, _ state: inout State) {
    guard !state.ended else { return }
    state.ended = true
    state.held = []
    stream.write(StreamedEvent.end(reason))
    stream.finish()
  }
}
