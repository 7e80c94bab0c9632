import Foundation
import TalecastCore
import TalecastTesting
import Testing

/// `log --follow` and `render` hear of what other processes store, through the store's own
/// change signal (inotify and `PRAGMA data_version` on SQLite, `LISTEN`/`NOTIFY` on
/// PostgreSQL): within 200 ms, where looking on a timer would take its interval.
@Suite struct FollowEndToEndTests {
  enum Store: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case sqlite, postgres
    var testDescription: String { rawValue }
  }

  /// Each event another process stores is printed by the follower within 200 ms of being
  /// published (measured from the event's own timestamp to the line's arrival here). The
  /// follower is ready when it has printed what the log held before it started (it prints
  /// that once it is listening): only then is the clock started, not during its start-up.
  @Test(arguments: Store.allCases)
  func followSeesAnotherProcessesEventWithin200Milliseconds(store: Store) async throws {
    let cli = try CLI()
    let environment =
      store == .postgres ? ["TALECAST_DATABASE": try PostgresServer.shared.makeDatabase()] : [:]
    let first = try cli.run(
      ["heroes", "add", "--name", "Kit 0", "--traits", "Brave,Kind"], environment: environment)
    #expect(first.status == 0, "\(first.stderr)")
    let before = try cli.run(["log", "--json"], environment: environment)
    let shownFirst = before.stdout.split(separator: "\n").count
    #expect(shownFirst > 0, "the log holds the first hero's event")
    let follower = Process()
    follower.executableURL = CLI.executable
    follower.arguments = ["log", "--follow", "--json", "--media", cli.media.path]
    follower.environment = CLI.environment(environment)
    let pipe = Pipe()
    follower.standardOutput = pipe
    follower.standardError = FileHandle.nullDevice
    // Each line with the moment it arrived.
    let (lines, feed) = AsyncStream.makeStream(of: (String, Date).self)
    let pending = Locked("")
    pipe.fileHandleForReading.readabilityHandler = { handle in
      let data = handle.availableData
      let now = Date()
      guard !data.isEmpty else {
        feed.finish()
        return
      }
      let complete = pending.withLock { pending -> [String] in
        pending += String(decoding: data, as: UTF8.self)
        var parts = pending.split(separator: "\n", omittingEmptySubsequences: false).map(
          String.init)
        pending = parts.removeLast()
        return parts
      }
      for line in complete { feed.yield((line, now)) }
    }
    try follower.run()
    defer {
      if follower.isRunning { follower.terminate() }
      pipe.fileHandleForReading.readabilityHandler = nil
    }
    var arrivals = lines.makeAsyncIterator()
    for _ in 0..<shownFirst {
      _ = try #require(await arrivals.next(), "the follower ended before it was ready")
    }
    for number in 1...3 {
      let added = try cli.run(
        ["heroes", "add", "--name", "Kit \(number)", "--traits", "Brave,Kind"],
        environment: environment)
      #expect(added.status == 0, "\(added.stderr)")
      var found: (published: Date, arrived: Date)?
      while found == nil, let (line, arrived) = await arrivals.next() {
        guard
          let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
          object["type"] as? String == "LibraryChanged",
          let event = object["event"] as? [String: Any], event["entity"] as? String == "hero",
          let metadata = event["metadata"] as? [String: Any],
          let stamp = (metadata["timestamp"] as? String).flatMap(EventCoding.date(from:))
        else { continue }
        found = (stamp, arrived)
      }
      let seen = try #require(found, "the follower ended without printing hero \(number)")
      let latency = seen.arrived.timeIntervalSince(seen.published)
      #expect(latency < 0.2, "hero \(number): \(Int(latency * 1000)) ms after it was published")
    }
    follower.terminate()
    follower.waitUntilExit()
    #expect(follower.terminationStatus == 0)
  }

  /// Two `render` processes on one SQLite media root share one batch: each waits for the jobs
  /// the other works and reports every job once — with its story, told by the other's events
  /// — and nothing is rendered twice.
  @Test func twoRendersOnOneMediaRootEachReportEveryJobOnce() throws {
    let cli = try CLI()
    let batch = try cli.batch(count: 4, length: "short")
    let (first, firstOutput) = try cli.start(["render", batch.path, "--concurrency", "1"])
    let (second, secondOutput) = try cli.start(["render", batch.path, "--concurrency", "1"])
    let ended = CLI.eventually(300) { !first.isRunning && !second.isRunning }
    if !ended {
      first.terminate()
      second.terminate()
    }
    first.waitUntilExit()
    second.waitUntilExit()
    for (process, output) in [(first, firstOutput()), (second, secondOutput())] {
      #expect(process.terminationStatus == 0, "\(output)")
      #expect(output.contains("4 of 4 jobs rendered."), "\(output)")
      for number in 0..<4 {
        let file = batch.appendingPathComponent("job-\(number).json").path
        let rendered = output.components(separatedBy: "rendered \(file) → ").count - 1
        let before = output.components(separatedBy: "\(file): already rendered by job").count - 1
        #expect(
          rendered + before == 1, "job-\(number) reported \(rendered + before) times: \(output)")
      }
    }
    let jobs = try cli.jobs()
    #expect(jobs.count == 4 && jobs.allSatisfy { $0["state"] as? String == "succeeded" })
    #expect(jobs.allSatisfy { $0["attempts"] as? Int == 1 }, "no job was rendered twice")
  }
}
