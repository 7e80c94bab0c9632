import CMicroHTTPD
import TalecastCore

/// The way back to one client: a handler answers through it once, at once or later from any
/// thread (a request that waits for a job, say). Until it answers, libmicrohttpd holds the
/// connection suspended.
public final class ServerReply: Sendable {
  struct State {
    /// The answer, from `send` until the server's thread queues it.
    var response: ServerResponse?
    var answered = false
    /// A stopping server gave up waiting for the answer: the client gets 503.
    var abandoned = false
    /// The request ended: nothing more may touch the connection.
    var closed = false
    /// libmicrohttpd's connection, held suspended until the answer; nil for a request made in
    /// process (`init(answer:)`).
    var suspension: Suspension?
  }

  /// One lock for the answer and the connection's suspension (`Locked`): suspending and
  /// resuming happen under it, so an answer that comes while the handler returns is never
  /// lost between the two.
  private let state: Locked<State>
  /// Where an in-process request's answer goes; nil for a connection's.
  private let answer: (@Sendable (ServerResponse) -> Void)?

  init(connection: OpaquePointer, suspensions: Suspensions) {
    state = Locked(
      State(suspension: Suspension(connection: connection, suspensions: suspensions)))
    answer = nil
  }

  /// A reply to a request made in process, with no socket: the answer is handed to `answer`
  /// (once, on the thread that sends it). A test drives a handler so.
  public init(answer: @escaping @Sendable (ServerResponse) -> Void) {
    state = Locked(State(suspension: nil))
    self.answer = answer
  }

  /// Sends `response`; a second answer, or one after the request ended, is dropped.
  public func send(_ response: ServerResponse) {
    let first = state.withLock { state -> Bool in
      guard !state.answered, !state.closed else { return false }
      state.answered = true
      guard answer == nil else { return true }
      state.response = response
      state.suspension?.resume()
      return true
    }
    if first, let answer { answer(response) }
  }

  /// Whether the request has ended.
  public var isClosed: Bool { state.withLock { $0.closed } }

  /// On the server's thread: the answer if one came; otherwise the connection is suspended
  /// until it comes.
  func takeOrSuspend() -> ServerResponse? {
    state.withLock { state in
      state.suspension?.calledBack()
      if let response = state.response {
        state.response = nil
        return response
      }
      if state.abandoned {
        return ServerResponse(status: 503, headers: [("Retry-After", "5")])
      }
      state.suspension?.suspend()
      return nil
    }
  }

  /// The request ended (libmicrohttpd's completion callback).
  func ended() {
    state.withLock { state in
      state.closed = true
      state.suspension?.calledBack()
      state.suspension?.connection = nil
    }
  }

  /// A stopping server gives up on the answer: a connection still waiting is resumed and
  /// answered 503 (a daemon must not stop with suspended connections).
  func abandon() {
    state.withLock { state in
      guard !state.closed, !state.answered else { return }
      state.abandoned = true
      state.suspension?.resume()
    }
  }
}
