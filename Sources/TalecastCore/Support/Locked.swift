#if canImport(Glibc)
  import Glibc
#endif

/// Shared mutable state behind a mutex: the one lock type of Talecast.
///
/// Why not `Synchronization.Mutex`: on Linux it locks with futexes that ThreadSanitizer cannot
/// see, so every correct use of it is reported as a race under `swift test --sanitize=thread`
/// (checked on Swift 6.3.1 with four threads incrementing a `Locked<Int>`: two reports on
/// every run). A pthread mutex is understood by ThreadSanitizer and costs the same when
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
