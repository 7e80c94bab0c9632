import Dispatch
import Foundation
import Synchronization

/// Turns SIGINT and SIGTERM into a count that long-running commands check, so they can stop
/// cleanly and exit 0 instead of being killed mid-write; a second signal asks for an
/// immediate stop. Used by one command at a time.
final class StopSignal: Sendable {
  /// Signals received, set from the signal sources' queue: an atomic.
  private let count = Atomic<Int>(0)
  /// Kept alive while the command runs (touched only in init).
  nonisolated(unsafe) private var sources: [any DispatchSourceSignal] = []
  private let handler: @Sendable (Int) -> Void

  /// `handler` is told of each signal with the count so far (1, 2, …), on a Dispatch queue.
  init(_ handler: @escaping @Sendable (Int) -> Void = { _ in }) {
    self.handler = handler
    sources = [SIGINT, SIGTERM].map { number in
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      // Signals that arrive together come as one event; `data` says how many. (The handler
      // holds its source until `deinit` cancels it.)
      source.setEventHandler { [self] in
        let signals = max(1, Int(source.data))
        let received = count.add(signals, ordering: .acquiringAndReleasing).newValue
        handler(received)
      }
      source.resume()
      return source
    }
  }

  deinit {
    for source in sources { source.cancel() }
  }

  var isRequested: Bool { count.load(ordering: .acquiring) > 0 }
}
