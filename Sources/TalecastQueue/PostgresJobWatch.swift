import Foundation
import Synchronization
import TalecastPostgres

/// Listens on the queue's channel on a connection of its own, on a thread of its own, and
/// calls `wake` for every notification. When the server goes away it reconnects with back-off
/// and wakes the workers once (notifications sent meanwhile are lost, so they look again).
final class PostgresJobWatch: JobWatch {
  private let stopped = Atomic(false)
  private let done = DispatchSemaphore(value: 0)

  init(url: PostgresURL, channel: String, wake: @escaping @Sendable () -> Void) {
    let thread = Thread { [self] in
      defer { done.signal() }
      var pause = 0.1
      while !stopped.load(ordering: .relaxed) {
        do {
          let connection = try PostgresConnection(url)
          try connection.listen(channel)
          wake()
          pause = 0.1
          while !stopped.load(ordering: .relaxed) {
            // A short wait, so `stop` is noticed within half a second.
            if !(try connection.notifications(waitingUpTo: 0.5)).isEmpty { wake() }
          }
        } catch {
          Thread.sleep(forTimeInterval: pause)
          pause = min(pause * 2, 5)
        }
      }
    }
    thread.name = "talecast.queue.listen"
    thread.start()
  }

  func stop() {
    guard !stopped.exchange(true, ordering: .relaxed) else { return }
    done.wait()
  }
}

extension PostgresJobStore {
  public func watchForJobs(_ wake: @escaping @Sendable () -> Void) -> (any JobWatch)? {
    PostgresJobWatch(url: database.url, channel: Self.channel, wake: wake)
  }
}
