import Foundation
import TalecastCore
import TalecastTesting
import Testing

/// The long-running commands and their signals, run as a user runs them.
@Suite struct ServeEndToEndTests {
  @Test func serveTakesGoodFilesRejectsBadOnesAndStopsOnSIGTERM() throws {
    let cli = try CLI()
    let spool = cli.workingDirectory.appendingPathComponent("inbox")
    let (process, output) = try cli.start(["serve", "--spool", spool.path, "--poll", "0.1"])
    #expect(
      CLI.eventually(10) {
        FileManager.default.fileExists(atPath: spool.appendingPathComponent("accepted").path)
      })
    // Written elsewhere, then moved in, as the help says.
    let good = try cli.write(
      "good.json",
      #"{"hero": {"name": "Sol", "traits": ["Funny", "Kind"]}, "event": "space-journey"}"#)
    let bad = try cli.write("bad.json", #"{"hero": {"name": "Sol"}, "event": "space-journey"}"#)
    try FileManager.default.moveItem(
      atPath: good, toPath: spool.appendingPathComponent("good.json").path)
    try FileManager.default.moveItem(
      atPath: bad, toPath: spool.appendingPathComponent("bad.json").path)

    let rejected = spool.appendingPathComponent("rejected")
    #expect(
      CLI.eventually {
        FileManager.default.fileExists(
          atPath: rejected.appendingPathComponent("bad.json.error.txt").path)
      })
    let reason = try String(
      contentsOf: rejected.appendingPathComponent("bad.json.error.txt"), encoding: .utf8)
    #expect(
      reason
        == "bad.json: field 'hero.traits': missing (two of: Brave, Kind, Curious, Funny, Smart, Adventurous, Creative, Helpful, Gentle, Magical)\n"
    )
    // Files are taken one after another: the good one may still be on its way (slow under TSan).
    #expect(
      CLI.eventually {
        FileManager.default.fileExists(
          atPath: spool.appendingPathComponent("accepted/good.json").path)
      })
    #expect(
      try CLI.eventually { try cli.jobs().first?["state"] as? String == "succeeded" }, "\(output())"
    )
    #expect(try cli.jobs().count == 1)

    kill(process.processIdentifier, SIGTERM)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let printed = output()
    #expect(printed.contains("accepted good.json → job "))
    #expect(printed.contains("rejected bad.json: bad.json: field 'hero.traits'"))
    #expect(printed.contains(" succeeded"))
    #expect(printed.hasSuffix("stopped; 0 running jobs released for the next run\n"), "\(printed)")
  }

  /// Ctrl-C during a render: the running job pauses at its next checkpoint, is released (not
  /// an attempt), the command exits 0, and the same command later finishes it from there.
  @Test func anInterruptedRenderExitsCleanlyAndResumesLater() throws {
    let cli = try CLI()
    let file = try cli.write(
      "long.json",
      #"{"hero": {"name": "Rey", "traits": ["Smart", "Gentle"]}, "event": "magic-garden", "length": "long", "format": "opus"}"#
    )
    let (process, output) = try cli.start(["render", file])
    let speech = cli.media.appendingPathComponent("work")
    #expect(
      CLI.eventually {
        let jobs = (try? FileManager.default.contentsOfDirectory(atPath: speech.path)) ?? []
        return jobs.contains { job in
          FileManager.default.fileExists(
            atPath: speech.appendingPathComponent("\(job)/text.json").path)
        }
      })
    kill(process.processIdentifier, SIGINT)
    let signalled = ContinuousClock.now
    process.waitUntilExit()
    // The next stop point is a piece of speech or a block of audio away, not a stage.
    let stopped = ContinuousClock.now - signalled
    #expect(stopped < .seconds(10), "Ctrl-C took \(stopped) to be heard")
    #expect(process.terminationStatus == 0, "\(output())")
    #expect(output().contains("stopping: running jobs pause at their next checkpoint"))
    // It counts what finished (it once said "1 of 1 job rendered" here).
    #expect(
      output().contains("0 of 1 job rendered; stopped before the rest (1 left for the next run)."),
      "\(output())")
    let paused = try #require(try cli.jobs().first)
    #expect(paused["state"] as? String == "queued", "\(paused)")
    #expect(paused["attempts"] as? Int == 0)

    let again = try cli.run(["render", file])
    #expect(again.status == 0, "\(again.stderr)")
    let finished = try #require(try cli.jobs().first)
    #expect(finished["state"] as? String == "succeeded")
    #expect(finished["attempts"] as? Int == 1)
    let jobId = try #require(finished["id"] as? String)
    let log = try cli.run(["log", "--job", jobId])
    #expect(log.stdout.contains("resumed 1 time"), "\(log.stdout)")
  }

  /// Two signals: the second stops at once, and the database is still consistent — the job
  /// was released, not left running, and the next run finishes it. The writer is a slow
  /// backend, so the job is mid-call (no safe point) when the signals come.
  @Test func aSecondSignalStopsAtOnceAndLeavesTheQueueConsistent() throws {
    let slow = Locked(true)
    let server = try JobsEndToEndTests.slowWriter(slow, delay: .seconds(8))
    let cli = try CLI()
    let file = try cli.write(
      "slow.json",
      #"{"hero": {"name": "Ash", "traits": ["Brave", "Smart"]}, "event": "space-journey", "providers": {"writer": "remote"}}"#
    )
    let process = Process()
    process.executableURL = CLI.executable
    process.arguments = ["render", file, "--media", cli.media.path]
    process.environment = CLI.environment(["TALECAST_API_BASE": server.baseURL])
    let out = cli.workingDirectory.appendingPathComponent("signals.out")
    _ = FileManager.default.createFile(atPath: out.path, contents: nil)
    process.standardOutput = try FileHandle(forWritingTo: out)
    process.standardError = process.standardOutput
    let output = { (try? String(contentsOf: out, encoding: .utf8)) ?? "" }
    try process.run()
    #expect(CLI.eventually(20) { !server.requests.isEmpty })
    let started = Date()
    kill(process.processIdentifier, SIGINT)
    #expect(CLI.eventually(10) { output().contains("stopping:") })
    kill(process.processIdentifier, SIGINT)
    process.waitUntilExit()
    #expect(process.terminationStatus == 130, "\(output())")
    #expect(Date().timeIntervalSince(started) < 6, "it did not wait for the slow call")
    let job = try #require(try cli.jobs().first)
    #expect(job["state"] as? String == "queued", "\(job)")
    #expect(job["attempts"] as? Int == 0)
    slow.withLock { $0 = false }
    let again = try cli.run(["render", file], environment: ["TALECAST_API_BASE": server.baseURL])
    #expect(again.status == 0, "\(again.stderr)")
    #expect(try cli.jobs().first?["state"] as? String == "succeeded")
  }

  /// On a terminal the render draws a progress bar; the same file rendered again is the same
  /// job, not rendered twice.
  @Test func aTerminalShowsProgressAndTheSameFileIsOneJob() throws {
    let cli = try CLI()
    let file = CLI.repository.appendingPathComponent("Jobs/examples/theo-ocean-voyage.json").path
    let shown = try LibraryEndToEndTests.onTerminal(cli, ["render", file], answer: "")
    #expect(shown.contains("] 0/1 jobs"), "\(shown)")
    #expect(shown.contains("elapsed"))
    #expect(shown.contains("rendered \(file) → "))
    #expect(shown.contains("JOB           STATE      ATTEMPTS"))
    let again = try cli.run(["render", file])
    #expect(again.status == 0)
    #expect(again.stdout.contains("already rendered by job "), "\(again.stdout)")
    #expect(try cli.jobs().count == 1)
    #expect(
      try cli.run(["stories", "list", "--format", "{id}"]).stdout.split(separator: "\n").count == 1)
  }
}
