import Dispatch
import Foundation
import TalecastCore

/// Cuts off slow clients: a connection must deliver each request whole (head and body) within
/// `ServerLimits.requestSeconds` of being opened or of its last answer. libmicrohttpd's own
/// time-out counts only silence, so a client sending a byte a second would hold a connection
/// (and its memory) for hours; this shuts such a socket down, and libmicrohttpd, which owns
/// it, then closes the connection as one whose client went away. The same sweep ends an answer
/// whose client may no longer have it (a download whose token was revoked: `guardAnswer`).
final class RequestDeadlines: Sendable {
  private struct Entry {
    let socket: Int32
    /// Nil while the request is being answered (a wait or a stream is not slow).
    var deadline: Double?
    /// While a guarded answer is sent: asked each second; no cuts the connection.
    var stillAllowed: (@Sendable () -> Bool)?
    /// Which guarded answer (a connection's next one gets another number).
    var guardNumber = 0
  }

  let seconds: Double
  /// Open connections by address (`Locked`). A socket is shut down only under this lock and
  /// only while its entry is here: libmicrohttpd tells of a closed connection before it
  /// closes the socket, so a number reused by a new connection is never touched.
  private let entries = Locked<[UInt: Entry]>([:])
  /// Made once in `init`; `cancel` may be called from any thread.
  nonisolated(unsafe) private let timer: DispatchSourceTimer

  init(seconds: Double) {
    self.seconds = seconds
    timer = DispatchSource.makeTimerSource(queue: .global())
    timer.schedule(deadline: .now() + 1, repeating: 1, leeway: .milliseconds(100))
    timer.setEventHandler { [weak self] in self?.cutExpired() }
    timer.resume()
  }

  deinit { timer.cancel() }

  func stop() { timer.cancel() }

  private static func key(_ connection: OpaquePointer) -> UInt { UInt(bitPattern: connection) }
  private var now: Double { ProcessInfo.processInfo.systemUptime }

  func opened(_ connection: OpaquePointer, socket: Int32) {
    guard socket >= 0 else { return }
    let deadline = now + seconds
    entries.withLock { $0[Self.key(connection)] = Entry(socket: socket, deadline: deadline) }
  }

  /// The whole request is in: no deadline while it is answered.
  func received(_ connection: OpaquePointer) {
    entries.withLock { $0[Self.key(connection)]?.deadline = nil }
  }

  /// The answer is sent: the next request on the connection has its own time.
  func answered(_ connection: OpaquePointer) {
    let deadline = now + seconds
    entries.withLock { entries in
      entries[Self.key(connection)]?.deadline = deadline
      entries[Self.key(connection)]?.stillAllowed = nil
    }
  }

  /// The answer now sent on `connection` goes on only while `stillAllowed` says yes.
  func guardAnswer(on connection: OpaquePointer, while stillAllowed: @escaping @Sendable () -> Bool)
  {
    entries.withLock { entries in
      entries[Self.key(connection)]?.stillAllowed = stillAllowed
      entries[Self.key(connection)]?.guardNumber += 1
    }
  }

  func closed(_ connection: OpaquePointer) {
    _ = entries.withLock { $0.removeValue(forKey: Self.key(connection)) }
  }

  private func cutExpired() {
    let now = self.now
    let guarded = entries.withLock { entries in
      var guarded: [(key: UInt, number: Int, stillAllowed: @Sendable () -> Bool)] = []
      for (key, entry) in entries {
        if let stillAllowed = entry.stillAllowed {
          guarded.append((key, entry.guardNumber, stillAllowed))
        }
        guard let deadline = entry.deadline, deadline < now else { continue }
        shutdown(entry.socket, Int32(SHUT_RDWR))
        entries[key]?.deadline = nil
      }
      return guarded
    }
    // Asked outside the lock (a check may read the token store); cut under it, and only the
    // same answer still under way.
    let refused = guarded.filter { !$0.stillAllowed() }
    guard !refused.isEmpty else { return }
    entries.withLock { entries in
      for answer in refused {
        guard let entry = entries[answer.key], entry.stillAllowed != nil,
          entry.guardNumber == answer.number
        else { continue }
        shutdown(entry.socket, Int32(SHUT_RDWR))
        entries[answer.key]?.stillAllowed = nil
      }
    }
  }
}
