import CSQLite
import Foundation
import TalecastCore

/// Tells its listeners when a commit to the database has become visible — a commit by any
/// connection, in this process or another — so readers wait for it instead of polling.
///
/// A thread of its own (`ChangeWatcher`) waits in poll(2) on an inotify watch of the database's
/// folder (in WAL mode every commit is written to `<name>-wal`) and on a pipe that stops it.
/// After a write it reads `PRAGMA data_version` on a connection of its own, which changes when
/// any other connection committed, and wakes the listeners when it did. The thread starts with
/// the first listener and stops with the last.
final class DatabaseChanges: Sendable {
  let path: String
  /// Listeners by token, and the thread while there are any (`Locked`). Listeners are called
  /// under this lock, so removing one waits for a wake-up in progress: once `stop()` returns
  /// the listener is never called again. They must only signal (a semaphore), never call back.
  private let state = Locked(State())

  private struct State {
    var listeners: [UInt64: @Sendable () -> Void] = [:]
    var next: UInt64 = 0
    var watcher: ChangeWatcher?
  }

  init(path: String) { self.path = path }

  func watch(_ wake: @escaping @Sendable () -> Void) -> any StoreWatch {
    let token = state.withLock { state -> UInt64 in
      state.next += 1
      state.listeners[state.next] = wake
      if state.watcher == nil {
        state.watcher = ChangeWatcher(path: path) { [weak self] in self?.wakeAll() }
      }
      return state.next
    }
    return StoreWatchHandle { [self] in remove(token) }
  }

  private func remove(_ token: UInt64) {
    let last = state.withLock { state -> ChangeWatcher? in
      guard state.listeners.removeValue(forKey: token) != nil, state.listeners.isEmpty else {
        return nil
      }
      defer { state.watcher = nil }
      return state.watcher
    }
    // Outside the lock: the thread may be waking listeners, which takes it.
    last?.stop()
  }

  private func wakeAll() {
    state.withLock { state in for wake in state.listeners.values { wake() } }
  }
}

/// The thread that watches one database file, and the C resources it owns: the inotify
/// descriptor, the stop pipe and a SQLite connection of its own (never used to write). They
/// are freed when the thread has ended and the last reference goes.
final class ChangeWatcher: @unchecked Sendable {
  /// How long a write that showed no new version is given to become a visible commit before
  /// the version is read once more. SQLite writes a commit's frames to the WAL and then marks
  /// the commit in shared memory, which inotify does not see; so after every burst of writes
  /// the version is read again once the file has been quiet this long.
  static let settle: Int32 = 50
  /// Milliseconds between reads of the version without any wake-up: a safety net (a file
  /// system without inotify, an event missed), not what makes the watch work.
  static let safetyNet: Int32 = 5_000

  private let inotify: Int32
  private let stopPipe: (read: Int32, write: Int32)
  private let connection: OpaquePointer?
  private let version: OpaquePointer?
  private let name: String
  private let finished = DispatchSemaphore(value: 0)

  /// Starts watching `path`; `changed` is called on the watcher's thread after each commit
  /// it sees.
  init(path: String, changed: @escaping @Sendable () -> Void) {
    let url = URL(fileURLWithPath: path)
    name = url.lastPathComponent
    inotify = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    if inotify >= 0 {
      let events = UInt32(IN_MODIFY | IN_CLOSE_WRITE | IN_CREATE | IN_MOVED_TO)
      _ = inotify_add_watch(inotify, url.deletingLastPathComponent().path, events)
    }
    var fds: [Int32] = [-1, -1]
    if pipe(&fds) == 0 {
      for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    }
    stopPipe = (fds[0], fds[1])
    var handle: OpaquePointer?
    if sqlite3_open_v2(path, &handle, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX, nil)
      == SQLITE_OK
    {
      sqlite3_busy_timeout(handle, 1_000)
    }
    connection = handle
    var statement: OpaquePointer?
    if let handle { sqlite3_prepare_v2(handle, "PRAGMA data_version", -1, &statement, nil) }
    version = statement
    // Read before the watch is handed out: a commit right after it counts as a change.
    let start = dataVersion()
    let thread = Thread { [self] in
      defer { finished.signal() }
      run(from: start, changed)
    }
    thread.name = "talecast.database.watch"
    thread.start()
  }

  deinit {
    sqlite3_finalize(version)
    sqlite3_close_v2(connection)
    for fd in [inotify, stopPipe.read, stopPipe.write] where fd >= 0 { close(fd) }
  }

  /// Ends the thread and waits for it.
  func stop() {
    var byte: UInt8 = 1
    _ = write(stopPipe.write, &byte, 1)
    finished.wait()
  }

  private func run(from start: Int64?, _ changed: @Sendable () -> Void) {
    var descriptors = [pollfd(fd: stopPipe.read, events: Int16(POLLIN), revents: 0)]
    if inotify >= 0 { descriptors.append(pollfd(fd: inotify, events: Int16(POLLIN), revents: 0)) }
    var last = start
    var lookAgain = false
    while true {
      for index in descriptors.indices { descriptors[index].revents = 0 }
      let ready = poll(
        &descriptors, nfds_t(descriptors.count), lookAgain ? Self.settle : Self.safetyNet)
      if ready < 0 && errno == EINTR { continue }
      if descriptors[0].revents != 0 || stopPipe.read < 0 { return }
      let wrote = descriptors.count > 1 && descriptors[1].revents != 0 && drainEvents()
      let now = dataVersion()
      if now != last {
        last = now
        changed()
      }
      lookAgain = wrote
    }
  }

  /// Reads every pending inotify event; whether one was about the database's own files.
  private func drainEvents() -> Bool {
    var buffer = [UInt8](repeating: 0, count: 4_096)
    var relevant = false
    while true {
      let count = buffer.withUnsafeMutableBytes { read(inotify, $0.baseAddress, $0.count) }
      guard count > 0 else { return relevant }
      buffer.withUnsafeBytes { bytes in
        var offset = 0
        let header = MemoryLayout<inotify_event>.size
        while offset + header <= count {
          let event = bytes.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
          let nameBytes = bytes[(offset + header)..<min(count, offset + header + Int(event.len))]
          let eventName = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
          if eventName.hasPrefix(name) { relevant = true }
          offset += header + Int(event.len)
        }
      }
    }
  }

  /// The database's data version as this connection sees it (nil when it cannot be read:
  /// then any later answer counts as a change).
  private func dataVersion() -> Int64? {
    guard let version else { return nil }
    defer { sqlite3_reset(version) }
    guard sqlite3_step(version) == SQLITE_ROW else { return nil }
    return sqlite3_column_int64(version, 0)
  }
}

extension Database {
  /// Calls `wake` after each commit to this database by any connection — this process's or
  /// another's — until the watch is stopped. One thread per database serves every watch.
  public func watchChanges(_ wake: @escaping @Sendable () -> Void) -> any StoreWatch {
    changes.watch(wake)
  }
}
