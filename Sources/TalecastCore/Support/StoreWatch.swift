/// A store's signal that what it keeps may have changed — written by this process or another —
/// so readers wait for it instead of looking again and again: a PostgreSQL `LISTEN`, inotify
/// on a SQLite database's files. A wake-up says only "look again": several changes may come as
/// one, and one may come with nothing new. When `stop()` returns, no wake-up is running or
/// will run.
public protocol StoreWatch: Sendable {
  func stop()
}

/// A watch that is a closure: the drivers' own listeners behind the protocol.
public struct StoreWatchHandle: StoreWatch {
  private let end: @Sendable () -> Void

  public init(stop: @escaping @Sendable () -> Void) { end = stop }

  public func stop() { end() }
}

/// The listeners of a store that sees every change itself (an in-memory twin): `notify()`
/// after each change wakes them all. They are called under the lock (`Locked`), so a stopped
/// listener is never called again; a listener must only signal, never call back.
public final class ChangeListeners: Sendable {
  private let listeners = Locked<(next: UInt64, wakes: [UInt64: @Sendable () -> Void])>((0, [:]))

  public init() {}

  public func add(_ wake: @escaping @Sendable () -> Void) -> any StoreWatch {
    let token = listeners.withLock { listeners -> UInt64 in
      listeners.next += 1
      listeners.wakes[listeners.next] = wake
      return listeners.next
    }
    return StoreWatchHandle { [self] in
      listeners.withLock { _ = $0.wakes.removeValue(forKey: token) }
    }
  }

  public func notify() {
    listeners.withLock { listeners in for wake in listeners.wakes.values { wake() } }
  }
}
