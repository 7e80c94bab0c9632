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
    /// Whether the connection waits suspended for the answer.
    var suspended = false
    /// The client went away or the request ended: nothing more may touch the connection.
    var closed = false
  }

  /// The connection, used only to resume it: libmicrohttpd lets any thread resume a
  /// connection, and `state` says whether it still may be.
  private nonisolated(unsafe) let connection: OpaquePointer
  /// One lock for the answer and the connection's suspension (`Locked`): suspending and
  /// resuming happen under it, so an answer that comes while the handler returns is never
  /// lost between the two.
  private let state = Locked(State())

  init(connection: OpaquePointer) { self.connection = connection }

  /// Sends `response`; a second answer, or one after the client left, is dropped.
  public func send(_ response: ServerResponse) {
    state.withLock { state in
      guard !state.answered, !state.closed else { return }
      state.answered = true
      state.response = response
      if state.suspended {
        state.suspended = false
        MHD_resume_connection(connection)
      }
    }
  }

  /// Whether the client is gone (or was answered and the request ended).
  public var isClosed: Bool { state.withLock { $0.closed } }

  /// On the server's thread: the answer if one came; otherwise the connection is suspended
  /// until it comes.
  func takeOrSuspend() -> ServerResponse? {
    state.withLock { state in
      if let response = state.response {
        state.response = nil
        return response
      }
      state.suspended = true
      MHD_suspend_connection(connection)
      return nil
    }
  }

  /// The request ended (libmicrohttpd's completion callback): nothing touches the
  /// connection any more.
  func ended() { state.withLock { $0.closed = true } }

  /// A stopping server gives up on the answer: a connection still suspended is resumed so
  /// that it can close (a daemon must not stop with suspended connections).
  func abandon() {
    state.withLock { state in
      guard !state.closed else { return }
      state.answered = true
      if state.suspended {
        state.suspended = false
        MHD_resume_connection(connection)
      }
    }
  }
}
