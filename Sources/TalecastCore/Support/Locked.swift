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
/// unchecked `Sendable` conformance sound. Keep the guarded state inside it, never `Locked(())`
/// beside state kept elsewhere: ThreadSanitizer files the accesses of an empty value at the
/// object's own address and reported every parse of a grammar guarded that way as a race.
///
/// A thread may also wait, the lock released, until the value is what it needs
/// (`wait(timeout:until:)`, a pthread condition variable beside the mutex): a change made with
/// `withLockWakingWaiters` wakes it. So waiting for state is done with the same lock that
/// guards the state, not with a second kind of lock.
public final class Locked<Value>: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  /// Signalled by `withLockWakingWaiters`; timed on the monotonic clock, so a change of the
  /// wall clock neither cuts a wait short nor stretches it.
  private let changed: UnsafeMutablePointer<pthread_cond_t>
  // Only touched with the mutex held, which already makes every access exclusive: the runtime's
  // own exclusivity check on each access was a fifth of a publish to ten subscribers (perf).
  @exclusivity(unchecked) private var value: Value

  public init(_ value: Value) {
    self.value = value
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
    changed = .allocate(capacity: 1)
    changed.initialize(to: pthread_cond_t())
    var attributes = pthread_condattr_t()
    pthread_condattr_init(&attributes)
    pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
    pthread_cond_init(changed, &attributes)
    pthread_condattr_destroy(&attributes)
  }

  deinit {
    pthread_cond_destroy(changed)
    changed.deinitialize(count: 1)
    changed.deallocate()
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

  /// `withLock`, then wakes every thread waiting in `wait(timeout:until:)` to look again.
  public func withLockWakingWaiters<Result, Failure: Error>(
    _ body: (inout Value) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    pthread_mutex_lock(mutex)
    defer {
      pthread_cond_broadcast(changed)
      pthread_mutex_unlock(mutex)
    }
    return try body(&value)
  }

  /// Waits, the lock released meanwhile, until `ready` holds for the value or `timeout` seconds
  /// have passed; returns whether it holds. `ready` runs under the lock.
  @discardableResult
  public func wait(timeout: Double, until ready: (Value) -> Bool) -> Bool {
    var deadline = timespec()
    clock_gettime(CLOCK_MONOTONIC, &deadline)
    let whole = timeout.rounded(.down)
    deadline.tv_sec += Int(max(0, min(whole, Double(Int32.max))))
    deadline.tv_nsec += Int(max(0, (timeout - whole) * 1e9))
    if deadline.tv_nsec >= 1_000_000_000 {
      deadline.tv_sec += 1
      deadline.tv_nsec -= 1_000_000_000
    }
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    while !ready(value) {
      if pthread_cond_timedwait(changed, mutex, &deadline) == ETIMEDOUT { return ready(value) }
    }
    return true
  }
}
