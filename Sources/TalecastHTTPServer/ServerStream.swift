import CMicroHTTPD
import TalecastCore

/// A response body written while it is sent (Server-Sent Events): any thread writes to it;
/// libmicrohttpd reads from it on the connection's thread. When nothing is waiting, the
/// connection is suspended, so an idle stream costs no thread and no polling; a write
/// resumes it.
///
/// A client that went away is noticed when its connection next moves (the next write, a
/// heartbeat): then the stream closes and `onClose` runs once.
public final class ServerStream: Sendable {
  struct State {
    var pending: [UInt8] = []
    var finished = false
    var closed = false
    /// Set when libmicrohttpd takes the stream for a response.
    var suspension: Suspension?
    var onClose: [@Sendable () -> Void] = []
  }

  /// Bytes written but not yet sent; a client that lets more pile up is too slow and is
  /// cut off (the stream closes).
  public let pendingLimit: Int
  /// The stream's state and the connection's suspension, under one lock (`Locked`), as for
  /// `ServerReply`: a write never falls between a look at the buffer and the suspension.
  private let state = Locked(State())

  public init(pendingLimit: Int = 1 << 20) { self.pendingLimit = pendingLimit }

  /// Adds `bytes` to send; false when the stream is closed (the client left or was too slow:
  /// more than `pendingLimit` bytes were waiting for it).
  @discardableResult
  public func write(_ bytes: [UInt8]) -> Bool {
    let (accepted, closedNow) = state.withLock { state -> (Bool, [@Sendable () -> Void]) in
      guard !state.closed, !state.finished else { return (false, []) }
      // One piece bigger than the limit still goes when nothing else waits.
      guard state.pending.isEmpty || state.pending.count + bytes.count <= pendingLimit else {
        return (false, Self.close(&state))
      }
      state.pending += bytes
      state.suspension?.resume()
      return (true, [])
    }
    for action in closedNow { action() }
    return accepted
  }

  @discardableResult
  public func write(_ text: String) -> Bool { write(Array(text.utf8)) }

  /// Adds `bytes` once the client has taken enough of what waits for them to fit, waiting at
  /// most `timeout` seconds (a writer made as slow as its reader: an export holds at most
  /// `pendingLimit` bytes, however big). False when the stream closed, or the client read
  /// nothing for `timeout` seconds (then it is cut off).
  @discardableResult
  public func write(_ bytes: [UInt8], waitingUpTo timeout: Double) -> Bool {
    let fits = state.wait(timeout: timeout) { state in
      state.closed || state.finished || state.pending.isEmpty
        || state.pending.count + bytes.count <= pendingLimit
    }
    if !fits {
      let actions = state.withLockWakingWaiters { Self.close(&$0) }
      for action in actions { action() }
      return false
    }
    return write(bytes)
  }

  /// Ends the stream once what was written is sent.
  public func finish() {
    state.withLock { state in
      state.finished = true
      state.suspension?.resume()
    }
  }

  public var isClosed: Bool { state.withLock { $0.closed } }

  /// Bytes written and not yet taken by the connection.
  var pendingCount: Int { state.withLock { $0.pending.count } }

  /// Runs `action` once when the stream closes (at once if it already has).
  public func onClose(_ action: @escaping @Sendable () -> Void) {
    let now = state.withLock { state in
      if state.closed { return true }
      state.onClose.append(action)
      return false
    }
    if now { action() }
  }

  // MARK: The server's side

  func attach(_ connection: OpaquePointer, suspensions: Suspensions) {
    state.withLock { $0.suspension = Suspension(connection: connection, suspensions: suspensions) }
  }

  /// Copies what is waiting into `buffer`: the count, -1 at the end, or 0 after suspending
  /// the connection until the next write.
  func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
    state.withLockWakingWaiters { state in
      state.suspension?.calledBack()
      if !state.pending.isEmpty {
        let count = min(buffer.count, state.pending.count)
        state.pending.withUnsafeBytes {
          buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: $0[..<count]))
        }
        state.pending.removeFirst(count)
        return count
      }
      if state.finished || state.closed { return -1 }
      state.suspension?.suspend()
      return 0
    }
  }

  /// The response is gone (sent, or its connection closed).
  func released() {
    let actions = state.withLockWakingWaiters { state in
      state.suspension?.calledBack()
      state.suspension?.connection = nil
      return Self.close(&state)
    }
    for action in actions { action() }
  }

  /// Marks the stream closed (waking the connection so that it ends) and gives back the
  /// close actions to run once outside the lock.
  private static func close(_ state: inout State) -> [@Sendable () -> Void] {
    guard !state.closed else { return [] }
    state.closed = true
    state.pending = []
    state.suspension?.resume()
    defer { state.onClose = [] }
    return state.onClose
  }
}
