import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Guards one subscription's handler so that once `close()` returns, the handler is running on
/// no other thread and will not be started again. A handler may close its own subscription
/// from inside itself: the closing thread never waits for itself.
///
/// Delivery is the hot path (a publish to ten subscribers enters and leaves ten gates), so it
/// takes no lock: one atomic word holds the closed flag and the number of calls running, and
/// each thread notes in its own storage (`ThreadGates`) the gates it is inside. `close()` —
/// rare — sets the flag, then waits until every call still running is its own thread's.
/// ThreadSanitizer understands both (atomics, and memory only one thread touches).
final class SubscriptionGate: Sendable {
  /// Bit 0: closed. The rest: calls of the handler running now, on any thread, times two.
  private let state = Atomic<Int>(0)

  /// Marks the handler as running on this thread, or returns false if the gate is closed.
  /// `thread` is this thread's `ThreadGates.mine()`, looked up once per publish.
  func enter(on thread: ThreadGates) -> Bool {
    var current = state.load(ordering: .acquiring)
    while current & 1 == 0 {
      let (exchanged, original) = state.compareExchange(
        expected: current, desired: current + 2, successOrdering: .acquiringAndReleasing,
        failureOrdering: .acquiring)
      if exchanged {
        thread.push(self)
        return true
      }
      current = original
    }
    return false
  }

  func leave(on thread: ThreadGates) {
    thread.pop()
    state.subtract(2, ordering: .releasing)
  }

  /// Closes the gate and waits until no other thread runs the handler. Waiting is rare and
  /// short (one handler call), so it yields rather than building a condition variable.
  func close() {
    state.bitwiseOr(1, ordering: .acquiringAndReleasing)
    let mine = ThreadGates.mine().count(of: self)
    var spins = 0
    while state.load(ordering: .acquiring) >> 1 > mine {
      spins += 1
      if spins < 100 { sched_yield() } else { usleep(100) }
    }
  }
}

/// The gates the calling thread is inside, innermost last (a handler that publishes enters
/// more): a plain stack in the thread's own storage (a pthread key), touched only by its
/// thread, freed when the thread ends. Raw memory, because this runs for every handler call:
/// a Swift array in a class here cost retains and exclusivity checks worth a lock. (A thread-
/// local destructor that publishes after this one freed the stack makes a new one, which glibc
/// frees on its next round of destructors.)
struct ThreadGates {
  private struct Stack {
    var count: Int
    var capacity: Int
    var gates: UnsafeMutablePointer<ObjectIdentifier>
  }

  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    let made = pthread_key_create(&key) { stored in
      guard let stack = stored?.assumingMemoryBound(to: Stack.self) else { return }
      stack.pointee.gates.deallocate()
      stack.deallocate()
    }
    precondition(made == 0, "pthread_key_create failed: \(made)")
    return key
  }()

  private let stack: UnsafeMutablePointer<Stack>

  /// The calling thread's gates; only the calling thread may use what this returns.
  static func mine() -> ThreadGates {
    if let stored = pthread_getspecific(key) {
      return ThreadGates(stack: stored.assumingMemoryBound(to: Stack.self))
    }
    let stack = UnsafeMutablePointer<Stack>.allocate(capacity: 1)
    stack.initialize(to: Stack(count: 0, capacity: 8, gates: .allocate(capacity: 8)))
    // Failing (out of memory), every look would make a new, empty stack and a handler closing
    // its own gate would wait for itself: stop instead.
    precondition(pthread_setspecific(key, stack) == 0, "pthread_setspecific failed")
    return ThreadGates(stack: stack)
  }

  func push(_ gate: SubscriptionGate) {
    if stack.pointee.count == stack.pointee.capacity {
      let grown = UnsafeMutablePointer<ObjectIdentifier>.allocate(
        capacity: stack.pointee.capacity * 2)
      grown.moveInitialize(from: stack.pointee.gates, count: stack.pointee.count)
      stack.pointee.gates.deallocate()
      stack.pointee.gates = grown
      stack.pointee.capacity *= 2
    }
    (stack.pointee.gates + stack.pointee.count).initialize(to: ObjectIdentifier(gate))
    stack.pointee.count += 1
  }

  /// Leaves the innermost gate: calls nest, so the one left is always the last one entered.
  func pop() {
    stack.pointee.count -= 1
  }

  func count(of gate: SubscriptionGate) -> Int {
    let wanted = ObjectIdentifier(gate)
    var found = 0
    for index in 0..<stack.pointee.count where stack.pointee.gates[index] == wanted { found += 1 }
    return found
  }
}
