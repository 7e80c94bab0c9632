import Foundation
import TalecastCore
import TalecastTesting
import Testing

@testable import TalecastStorage

/// The database's change signal: a commit by another connection or process wakes a watch at
/// once, without it looking on a timer (its safety net is seconds away; every wait here is
/// shorter).
@Suite struct DatabaseChangesTests {
  func pair() throws -> (watched: Database, writer: Database) {
    let path = try TemporaryFolder.make("changes").appendingPathComponent("test.sqlite").path
    let watched = try Database(path: path)
    try watched.write { try $0.execute("CREATE TABLE t (a INTEGER)") }
    return (watched, try Database(path: path))
  }

  /// Every one of many commits, some right after another, is followed by a wake-up well
  /// within the safety net's 5 s: none is missed between its WAL write and its commit.
  @Test func everyCommitOfAnotherConnectionWakesTheWatch() throws {
    let (watched, writer) = try pair()
    let woken = DispatchSemaphore(value: 0)
    let watch = watched.watchChanges { woken.signal() }
    defer { watch.stop() }
    for number in 0..<200 {
      try writer.write { try $0.run("INSERT INTO t VALUES (?)", [.integer(Int64(number))]) }
      #expect(woken.wait(timeout: .now() + 2) == .success, "commit \(number) unseen")
      while woken.wait(timeout: .now()) == .success {}
    }
  }

  @Test func aCommitByAnotherProcessWakesTheWatchWithin200Milliseconds() throws {
    let (watched, _) = try pair()
    let woken = DispatchSemaphore(value: 0)
    let watch = watched.watchChanges { woken.signal() }
    defer { watch.stop() }
    let shell = Process()
    shell.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
    shell.arguments = [watched.path, "INSERT INTO t VALUES (1)"]
    try shell.run()
    shell.waitUntilExit()
    let committed = DispatchTime.now()
    #expect(woken.wait(timeout: committed + 0.2) == .success)
  }

  /// A stopped watch is never called again; the others on the database go on.
  @Test func aStoppedWatchHearsNothingMore() throws {
    let (watched, writer) = try pair()
    let first = Locked(0)
    let second = DispatchSemaphore(value: 0)
    let stopped = watched.watchChanges { first.withLock { $0 += 1 } }
    let going = watched.watchChanges { second.signal() }
    defer { going.stop() }
    stopped.stop()
    try writer.write { try $0.run("INSERT INTO t VALUES (1)") }
    #expect(second.wait(timeout: .now() + 2) == .success)
    #expect(first.withLock { $0 } == 0)
  }
}
