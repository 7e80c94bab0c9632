import Foundation
import TalecastTesting
import Testing

/// `jobs submit` and `jobs wait` as a script uses them: jobs queued in one process, worked
/// in another, waited for in a third, on SQLite and on PostgreSQL; the exit code says how
/// they ended.
@Suite struct JobsWaitEndToEndTests {
  typealias Store = FollowEndToEndTests.Store

  @Test(arguments: Store.allCases)
  func aWaitEndsWithTheJobsWhereverTheyRun(store: Store) throws {
    let cli = try CLI()
    let environment =
      store == .postgres ? ["TALECAST_DATABASE": try PostgresServer.shared.makeDatabase()] : [:]
    let done = try cli.write(
      "done.json",
      #"{"hero": {"name": "Ana", "traits": ["Brave", "Kind"]}, "occasion": "magic-garden", "length": "short"}"#
    )
    let dropped = try cli.write(
      "dropped.json",
      #"{"hero": {"name": "Bo", "traits": ["Brave", "Kind"]}, "occasion": "space-journey", "length": "short"}"#
    )
    func submit(_ file: String) throws -> String {
      let submitted = try cli.run(["jobs", "submit", file, "--json"], environment: environment)
      #expect(submitted.status == 0, "\(submitted.stderr)")
      let jobs = try JSONSerialization.jsonObject(with: Data(submitted.stdout.utf8))
      return try #require(
        ((jobs as? [String: Any])?["jobs"] as? [[String: Any]])?.first?["id"] as? String)
    }
    // A render works every queued job: the second is submitted once the first is done.
    var ids = [try submit(done)]

    // No worker: the time-out comes first.
    let early = try cli.run(["jobs", "wait", ids[0], "--timeout", "0.5"], environment: environment)
    #expect(early.status == 124, "\(early.stdout)\(early.stderr)")
    #expect(early.stderr.contains("Timed out with 1 of 1 jobs not finished."))

    // Worked by another process: the waiter hears the end and exits 0.
    let (waiter, waited) = try cli.start(
      ["jobs", "wait", ids[0], "--timeout", "120"], environment: environment)
    let rendered = try cli.run(["render", done], environment: environment)
    #expect(rendered.status == 0, "\(rendered.stderr)")
    waiter.waitUntilExit()
    #expect(waiter.terminationStatus == 0, "\(waited())")
    #expect(waited().contains("\(ids[0])  succeeded"), "\(waited())")

    // Cancelled by a third: the waiter exits 1.
    ids.append(try submit(dropped))
    let (canceller, cancelWaited) = try cli.start(
      ["jobs", "wait", String(ids[1].prefix(6)), "--timeout", "120"], environment: environment)
    let cancelled = try cli.run(["jobs", "cancel", ids[1]], environment: environment)
    #expect(cancelled.status == 0, "\(cancelled.stderr)")
    canceller.waitUntilExit()
    #expect(canceller.terminationStatus == 1, "\(cancelWaited())")
    #expect(cancelWaited().contains("cancelled"))

    // Submit and wait in one: the same job (same file), no worker now, so the time-out.
    let again = try cli.run(
      ["jobs", "submit", dropped, "--wait", "--timeout", "0.2"], environment: environment)
    #expect(again.stdout.contains("queued again as job \(ids[1]) (it was cancelled)"))
    #expect(again.status == 124, "\(again.stdout)\(again.stderr)")

    let unknown = try cli.run(["jobs", "wait", "nope"], environment: environment)
    #expect(unknown.status == 1 && unknown.stderr.contains("no job with id 'nope'"))
  }
}
