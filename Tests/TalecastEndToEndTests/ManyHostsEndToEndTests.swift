import Foundation
import TalecastTesting
import Testing

/// Several hosts on one PostgreSQL queue and library and one media root, as a user with more
/// stories than one machine renders would run them: `render` on each host with the same
/// database URL and media root (here, two processes named as two hosts by TALECAST_HOST).
@Suite struct ManyHostsEndToEndTests {
  /// Every job succeeded exactly once, each story is in the library once with a whole folder,
  /// no work folder or temporary file is left, and no SQLite file was made.
  func expectEveryJobDoneOnce(_ cli: CLI, count: Int, environment: [String: String]) throws {
    let listed = try cli.run(["jobs", "list", "--json"], environment: environment)
    let jobs = try #require(
      try (JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [String: Any])?["jobs"]
        as? [[String: Any]],
      "\(listed.stderr)")
    #expect(jobs.count == count)
    #expect(jobs.allSatisfy { $0["state"] as? String == "succeeded" }, "\(listed.stdout)")
    let storyIds = jobs.compactMap { $0["storyId"] as? String }
    #expect(Set(storyIds).count == count)
    let library = try cli.run(["stories", "list", "--format", "{id}"], environment: environment)
    let stored = library.stdout.split(separator: "\n").map(String.init)
    #expect(stored.count == count && Set(stored) == Set(storyIds), "\(library.stdout)")
    let stories = cli.media.appendingPathComponent("stories")
    let folders = try FileManager.default.contentsOfDirectory(atPath: stories.path)
    #expect(folders.count == count, "\(folders)")
    for folder in folders {
      let names = try FileManager.default.contentsOfDirectory(
        atPath: stories.appendingPathComponent(folder).path)
      #expect(Set(names).isSuperset(of: ["manifest.json", "story.m4a", "story.vtt"]), "\(names)")
      #expect(names.allSatisfy { !$0.hasPrefix(".") }, "\(names)")
    }
    let work = cli.media.appendingPathComponent("work")
    #expect(((try? FileManager.default.contentsOfDirectory(atPath: work.path)) ?? []).isEmpty)
    #expect(
      !FileManager.default.fileExists(
        atPath: cli.media.appendingPathComponent("talecast.sqlite").path))
  }

  @Test func twoHostsRenderOneBatchAndOneIsKilledMidway() throws {
    let cli = try CLI()
    let database = try PostgresServer.shared.makeDatabase()
    let batch = try cli.batch(count: 6, length: "medium")
    func host(_ name: String) -> [String: String] {
      ["TALECAST_DATABASE": database, "TALECAST_HOST": name]
    }
    let (first, firstOutput) = try cli.start(
      ["render", batch.path, "--concurrency", "1"], environment: host("render-a"))
    let (second, _) = try cli.start(
      ["render", batch.path, "--concurrency", "1"], environment: host("render-b"))
    // Kill the second host while it renders a job whose text is checkpointed in the shared
    // media root, once some story is finished.
    var held: String?
    let busy = try CLI.eventually(120) {
      let jobs = try cli.jobs(environment: host("render-a"))
      // Who holds a running job: its open attempt's worker (`jobs show`).
      held =
        try jobs.filter { $0["state"] as? String == "running" }.compactMap { $0["id"] as? String }
        .first { id in
          let shown = try cli.run(["jobs", "show", id, "--json"], environment: host("render-a"))
          let attempts =
            (try? JSONSerialization.jsonObject(with: Data(shown.stdout.utf8)) as? [String: Any])?[
              "attemptHistory"] as? [[String: Any]]
          let open = attempts?.last { $0["ended"] == nil }
          return (open?["worker"] as? String)?.hasPrefix("render-b:") == true
        }
      let checkpointed = held.map {
        FileManager.default.fileExists(
          atPath: cli.media.appendingPathComponent("work/\($0)/text.json").path)
      }
      return checkpointed == true && jobs.contains { $0["state"] as? String == "succeeded" }
    }
    #expect(busy, "the second host never held a checkpointed job while another was done")
    kill(second.processIdentifier, SIGKILL)
    second.waitUntilExit()
    #expect(second.terminationReason == .uncaughtSignal)
    // The first host finishes the batch: the dead host's job is rescued when its lease runs
    // out (its process cannot be checked from another host) and resumes from its checkpoints.
    let ended = CLI.eventually(300) { !first.isRunning }
    if !ended { first.terminate() }
    first.waitUntilExit()
    #expect(ended && first.terminationStatus == 0, "\(firstOutput())")
    try expectEveryJobDoneOnce(cli, count: 6, environment: host("render-a"))
    let listed = try cli.run(["jobs", "list", "--json"], environment: host("render-a"))
    let jobs = try #require(
      try (JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [String: Any])?["jobs"]
        as? [[String: Any]])
    #expect(
      jobs.contains { ($0["attempts"] as? Int ?? 0) >= 2 }, "the killed host's job was rescued")
    // The other host went on from the dead host's checkpoints rather than starting again.
    let rescued = try #require(held)
    let history = try cli.run(["log", "--job", rescued], environment: host("render-a"))
    #expect(history.stdout.contains("resumed 1 time"), "\(history.stdout)")
  }

  @Test func aBatchFinishesThroughAPostgresRestart() throws {
    let cli = try CLI()
    // A server of its own: restarting the shared one would pull it from under other tests.
    let server = try PostgresServer()
    defer { try? server.stop() }
    let environment = ["TALECAST_DATABASE": server.url]
    let batch = try cli.batch(count: 4, length: "medium")
    let (render, output) = try cli.start(
      ["render", batch.path, "--concurrency", "2"], environment: environment)
    let started = try CLI.eventually(120) {
      try cli.jobs(environment: environment).contains { $0["state"] as? String == "succeeded" }
    }
    #expect(started)
    // A crash of the server (`pg_ctl restart -m immediate`) while jobs run.
    let done = try cli.jobs(environment: environment).filter {
      $0["state"] as? String == "succeeded"
    }
    #expect(done.count < 4, "the batch was still rendering when the server went down")
    try server.restart()
    let ended = CLI.eventually(300) { !render.isRunning }
    if !ended { render.terminate() }
    render.waitUntilExit()
    #expect(ended && render.terminationStatus == 0, "\(output())")
    try expectEveryJobDoneOnce(cli, count: 4, environment: environment)
  }

  @Test func databaseStatusAndMigrateSayWhichStoreAndItsVersion() throws {
    let cli = try CLI()
    let empty = try cli.run(["database", "status"])
    #expect(empty.status == 0)
    #expect(empty.stdout.contains("store:     SQLite"), "\(empty.stdout)")
    #expect(empty.stdout.contains("library:   version 0 of "), "\(empty.stdout)")
    #expect(empty.stdout.contains("state:     empty"), "\(empty.stdout)")
    let migrated = try cli.run(["database", "migrate"])
    #expect(migrated.status == 0 && migrated.stdout.hasPrefix("migrated SQLite"), "\(migrated)")
    #expect(try cli.run(["database", "status"]).stdout.contains("up to date"))

    let url = try PostgresServer.shared.makeDatabase()
    let onPostgres = try cli.run(["--database", url, "database", "migrate"])
    #expect(onPostgres.status == 0, "\(onPostgres.stderr)")
    let status = try cli.run(["database", "status"], environment: ["TALECAST_DATABASE": url])
    #expect(status.stdout.contains("store:     PostgreSQL"), "\(status.stdout)")
    #expect(status.stdout.contains("up to date"), "\(status.stdout)")

    let port = try PostgresServer.freePortForTests()
    let refused = try cli.run([
      "stories", "list", "--database", "postgresql://bob:hunter2@127.0.0.1:\(port)/stories",
    ])
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("127.0.0.1:\(port)") && !refused.stderr.contains("hunter2"))
    let bad = try cli.run(["stories", "list", "--database", "mysql://bob:hunter2@db/x"])
    #expect(bad.status == 64 && !bad.stderr.contains("hunter2"), "\(bad.stderr)")
  }
}
