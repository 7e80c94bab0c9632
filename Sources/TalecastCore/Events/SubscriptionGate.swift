#if canImport(Glibc)
  import Glibc
#endif

/// Guards one subscription's handler so that once `close()` returns, the handler is running on
/// no other thread and will not be started again. A handler may close its own subscription
/// from inside itself: the closing thread never waits for itself.
final class SubscriptionGate: Sendable {
  private struct State {
    var open = true
    /// Threads running the handler right now (a thread may appear twice when a handler
    /// publishes an event that it also handles).
    var running: [pthread_t] = []
  }

  /// Guarded by a lock (`Locked`): delivery on any thread enters and leaves through it.
  private let state = Locked(State())

  /// Marks the handler as running on this thread, or returns false if the gate is closed.
  func enter() -> Bool {
    let me = pthread_self()
    return state.withLock { state in
      guard state.open else { return false }
      state.running.append(me)
      return true
    }
  }

  func leave() {
    let me = pthread_self()
    state.withLock { state in
      if let index = state.running.lastIndex(of: me) { state.running.remove(at: index) }
    }
  }

  /// Closes the gate and waits until no other thread runs the handler. Waiting is rare and
  /// short (one handler call), so it yields rather than building a condition variable.
  func close() {
    let me = pthread_self()
    state.withLock { $0.open = false }
    var spins = 0
    while state.withLock({ $0.running.contains { $0 != me } }) {
      spins += 1
      if spins < 100 { sched_yield() } else { usleep(100) }
    }
  }
}
