import Dispatch
import Foundation
import Synchronization

/// Turns SIGINT and SIGTERM into a flag that long-running commands check, so they can stop
/// cleanly and exit 0 instead of being killed mid-write. Used by one command at a time.
final class StopSignal {
  /// Set from the signal sources' queue, read by the command: an atomic.
  private final class Flag: Sendable {
    let value = Atomic<Bool>(false)
  }

  private let flag = Flag()
  /// Kept alive while the command runs.
  private let sources: [any DispatchSourceSignal]

  init() {
    let flag = self.flag
    sources = [SIGINT, SIGTERM].map { number in
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler { flag.value.store(true, ordering: .releasing) }
      source.resume()
      return source
    }
  }

  var isRequested: Bool { flag.value.load(ordering: .acquiring) }
}
