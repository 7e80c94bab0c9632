import CMicroHTTPD
import TalecastCore

/// Connections suspended now, counted until libmicrohttpd calls back for them: a resume is
/// only a request, and a daemon stopped before it is carried out aborts the process.
final class Suspensions: Sendable {
  /// The count (`Locked`, with its condition: a stop waits for zero).
  private let count = Locked(0)

  func add() { count.withLock { $0 += 1 } }
  func remove() { count.withLockWakingWaiters { $0 -= 1 } }

  /// Waits up to `timeout` seconds for no connection to be suspended; false if some still are.
  func waitForNone(timeout: Double) -> Bool { count.wait(timeout: timeout) { $0 == 0 } }
}

/// One connection's suspension, kept inside its owner's lock (a reply's or a stream's), so
/// that suspending, resuming and the answer that decides between them never cross.
struct Suspension {
  /// libmicrohttpd's connection: any thread may resume it.
  var connection: OpaquePointer?
  let suspensions: Suspensions
  /// Suspended, and no resume asked for yet.
  private(set) var isSuspended = false
  /// Suspended, and libmicrohttpd has not called back since.
  private var counted = false

  init(connection: OpaquePointer?, suspensions: Suspensions) {
    self.connection = connection
    self.suspensions = suspensions
  }

  mutating func suspend() {
    guard let connection, !isSuspended else { return }
    if !counted { suspensions.add() }
    isSuspended = true
    counted = true
    mhd.MHD_suspend_connection(connection)
  }

  mutating func resume() {
    guard isSuspended, let connection else { return }
    isSuspended = false
    mhd.MHD_resume_connection(connection)
  }

  /// libmicrohttpd called back for the connection (or ended it): it is running again.
  mutating func calledBack() {
    guard counted else { return }
    counted = false
    suspensions.remove()
  }
}
