import Foundation
import Synchronization

/// Listens on one channel on a connection of its own, on a thread of its own, and calls `wake`
/// for every batch of notifications — sent by any host's `NOTIFY` — until stopped. When the
/// server goes away it reconnects with back-off and wakes once (notifications sent meanwhile
/// are lost, so listeners look again). It waits on the connection's socket and on a pipe that
/// `stop` writes to: nothing is looked at on a timer.
public final class PostgresListener: Sendable {
  private let stopped = Atomic(false)
  private let done = DispatchSemaphore(value: 0)
  /// The stop pipe, written by `stop`, read by the thread's waits. Both ends are closed by
  /// `deinit`, after the thread has ended.
  private let stopPipe: (read: Int32, write: Int32)

  public init(url: PostgresURL, channel: String, wake: @escaping @Sendable () -> Void) {
    var fds: [Int32] = [-1, -1]
    if pipe(&fds) == 0 {
      for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    }
    stopPipe = (fds[0], fds[1])
    let thread = Thread { [self] in
      defer { done.signal() }
      var pause = 0.1
      while !stopped.load(ordering: .acquiring) {
        do {
          let connection = try PostgresConnection(url)
          try connection.listen(channel)
          wake()
          pause = 0.1
          while !stopped.load(ordering: .acquiring) {
            let received = try connection.notifications(
              waitingUpTo: nil, interrupt: stopPipe.read)
            if !received.isEmpty { wake() }
          }
        } catch {
          // The server is away: wait (or stop) before connecting again.
          var descriptor = pollfd(fd: stopPipe.read, events: Int16(POLLIN), revents: 0)
          _ = poll(&descriptor, 1, Int32(pause * 1000))
          pause = min(pause * 2, 5)
        }
      }
    }
    thread.name = "talecast.postgres.listen"
    thread.start()
  }

  deinit {
    for fd in [stopPipe.read, stopPipe.write] where fd >= 0 { close(fd) }
  }

  /// Ends the listening thread and waits for it.
  public func stop() {
    guard !stopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
    var byte: UInt8 = 1
    _ = write(stopPipe.write, &byte, 1)
    done.wait()
  }
}
