#if canImport(Glibc)
  import Glibc
#endif

/// Shared mutable state behind a mutex: the one lock type of Talecast. Every use says in a
/// comment what it guards; nothing else locks (no `Mutex`, `NSLock` or pthread mutex of its
/// own, no serial queue used as a lock). A single value that is only loaded, stored or
/// counted — a flag, a counter of ids or of renders in progress — is an `Atomic` instead,
/// which ThreadSanitizer understands; semaphores and dispatch groups only wait for a signal
/// and guard no state.
///
/// Why not `Synchronization.Mutex`: on Linux it locks with futexes that ThreadSanitizer cannot
/// see, so every correct use of it is reported as a race under `swift test --sanitize=thread`
/// (four threads incrementing one counter under a `Mutex`, Swift 6.3.1: two reports on every
/// run). A pthread mutex is understood by ThreadSanitizer and costs the same when
/// uncontended. The value is only reachable inside `withLock`, which is what makes the
/// unchecked `Sendable` conformance sound.
public final class Locked<Value>: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private var value: Value

  public init(_ value: Value) {
    self.value = value
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// Runs `body` with exclusive access to the value. Not re-entrant: do not call `withLock`
  /// on the same instance from inside `body`.
  public func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result)
    throws(Failure)
    -> Result
  {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&value)
  }
}
