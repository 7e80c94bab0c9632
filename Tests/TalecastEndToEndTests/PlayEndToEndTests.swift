import Foundation
import TalecastTesting
import Testing

/// `talecast play` with scripts and in interactive mode, run as a user runs them.
@Suite struct PlayEndToEndTests {
  /// A library with the three example stories.
  func library() throws -> (CLI, [String]) { try LibraryEndToEndTests().rendered() }

  @Test func scriptsQueriesAndTheirErrors() throws {
    let (cli, ids) = try library()
    let played = try cli.run(["play", "hero:Luna", "--script", "pause@5 seek=50%@6 resume@7"])
    #expect(played.status == 0, "\(played.stderr)")
    let lines = played.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("[00:00.0] 1/1 \"") == true, "\(played.stdout)")
    #expect(lines.contains { $0.hasPrefix("[00:05.0] 1/1 ") && $0.hasSuffix("00:05.0 ⏸ paused") })
    #expect(
      lines.contains { $0.hasPrefix("[00:06.0] 1/1 ") && $0.hasSuffix("⇥ seek from 00:05.0") })
    // Played to its end: the library counts the play and starts it from the top next time.
    let luna = try cli.run(["stories", "list", "hero:Luna", "--format", "{id}"]).stdout
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let shown = try cli.run(["stories", "show", luna, "--json"])
    #expect(shown.stdout.contains("\"playCount\" : 1"), "\(shown.stdout)")
    #expect(shown.stdout.contains("\"position\" : 0"))
    // Stopped half-way, the position is kept.
    _ = try cli.run(["play", luna, "--script", "stop@20"])
    #expect(try cli.run(["stories", "show", luna, "--json"]).stdout.contains("\"position\" : 20"))

    let bad = try cli.run(["play", "--all", "--script", "pause@10 jump@12"])
    #expect(bad.status == 64)
    #expect(bad.stderr.hasSuffix("  pause@10 jump@12\n           ^^^^^^^\n"), "\(bad.stderr)")
    let illegal = try cli.run(["play", "--all", "--script", "resume@3"])
    #expect(illegal.status == 1)
    #expect(
      illegal.stderr.hasPrefix(
        "Error: resume: nothing is paused (the player is playing) at 00:03.0"))
    let json = try cli.run(["play", ids[0], "--json"])
    let types = json.stdout.split(separator: "\n").compactMap { line -> String? in
      (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["type"]
        as? String
    }
    #expect(types.first == "PlaybackStarted" && types.last == "PlaybackQueueFinished", "\(types)")
  }

  @Test func repeatAndAutoAdvanceOptions() throws {
    let (cli, ids) = try library()
    // Without auto-advance the first story ends and the second waits, cued and paused.
    let held = try cli.run(["play", ids[0], ids[1], "--no-auto-advance"])
    #expect(held.status == 0, "\(held.stderr)")
    let lines = held.stdout.split(separator: "\n")
    #expect(
      lines.contains { $0.hasPrefix("[00:00.0] 1/2 ") && $0.hasSuffix("auto-advance off") },
      "\(held.stdout)")
    #expect(lines.last?.hasSuffix("■ finished") == true, "\(held.stdout)")
    #expect(lines.last?.contains(" 1/2 ") == true)
    #expect(!held.stdout.contains(" 2/2 "))
    // Repeat one: sent to its end at 1 s, the story starts again, and the sleep timer set
    // for the end of the story pauses it after its second time.
    let again = try cli.run([
      "play", ids[0], "--repeat", "one", "--script", "seek=100%@1 sleep=end@2",
    ])
    #expect(again.status == 0, "\(again.stderr)")
    #expect(again.stdout.components(separatedBy: "▶ started").count - 1 == 2, "\(again.stdout)")
    #expect(again.stdout.hasSuffix("☾ sleep timer: paused\n"), "\(again.stdout)")
    let bad = try cli.run(["play", ids[0], "--repeat", "twice"])
    #expect(bad.status == 64)
    #expect(bad.stderr.contains("--repeat expects off, one or all, got 'twice'"), "\(bad.stderr)")
  }

  /// Interactive mode through a pipe: commands typed while the real clock runs.
  @Test func interactiveModeReadsCommandsAndPrintsStatus() throws {
    let (cli, ids) = try library()
    let process = Process()
    process.executableURL = CLI.executable
    process.arguments = [
      "play", ids[0], "--interactive", "--tick", "0.05", "--media", cli.media.path,
    ]
    let input = Pipe()
    let output = cli.workingDirectory.appendingPathComponent("interactive.out")
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    process.standardInput = input
    process.standardOutput = try FileHandle(forWritingTo: output)
    process.standardError = process.standardOutput
    try process.run()
    func type(_ text: String) {
      input.fileHandleForWriting.write(Data((text + "\n").utf8))
      Thread.sleep(forTimeInterval: 0.4)
    }
    type("status")
    type("pause")
    type("status")
    type("seek=+30")
    type("nonsense")
    type("quit")
    process.waitUntilExit()
    let printed = try String(contentsOf: output, encoding: .utf8)
    #expect(process.terminationStatus == 0, "\(printed)")
    #expect(printed.contains("[playing] #1/1 00:00."), "\(printed)")
    #expect(printed.contains(" ⏸ paused"))
    #expect(printed.contains("[paused] #1/1 "))
    #expect(printed.contains("⇥ seek from "))
    #expect(printed.contains("unknown action 'nonsense'"))
  }

  /// A simulated session counts once per story however long it runs: an hour of `--repeat
  /// one` (dozens of plays) is one play and one saved position, and adds a handful of rows
  /// to the event log, not thousands.
  @Test func aLongSimulatedSessionCountsOncePerStory() throws {
    let (cli, ids) = try library()
    let before = try cli.sqlCount("SELECT count(*) FROM events")
    let played = try cli.run(["play", ids[0], "--repeat", "one", "--script", "stop@3601"])
    #expect(played.status == 0, "\(played.stderr)")
    let finishes = played.stdout.split(separator: "\n").filter { $0.contains("■ finished") }
    #expect(finishes.count > 20, "\(played.stdout.suffix(300))")
    let shown = try cli.run(["stories", "show", ids[0], "--json"]).stdout
    #expect(shown.contains("\"playCount\" : 1"), "\(shown)")
    #expect(!shown.contains("\"position\" : 0,"), "stopped part-way, its place is kept")
    let added = try cli.sqlCount("SELECT count(*) FROM events") - before
    #expect(added <= 6, "\(added) events logged")
  }
}
