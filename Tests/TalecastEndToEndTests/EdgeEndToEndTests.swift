import Foundation
import TalecastCore
import TalecastTesting
import Testing

/// Promises kept at the edges: what lands in the spool folder, and two processes starting on
/// one new media root.
@Suite struct EdgeEndToEndTests {
  /// Two `serve` processes on a new media root at once: before, one of them failed with
  /// "database is locked (in: PRAGMA journal_mode = WAL)" in 3 of 6 pairs.
  @Test func twoServersOpeningANewMediaRootAtOnceBothStart() throws {
    for pair in 0..<6 {
      let cli = try CLI()
      let spool = cli.workingDirectory.appendingPathComponent("inbox").path
      let servers = try (0..<2).map { _ in
        try cli.start(["serve", "--spool", spool, "--poll", "0.1"])
      }
      for (process, output) in servers {
        #expect(CLI.eventually(20) { output().contains("serving ") }, "pair \(pair): \(output())")
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "pair \(pair): \(output())")
        #expect(!output().contains("locked"), "pair \(pair): \(output())")
      }
    }
  }

  /// A folder and a pipe named like job files are rejected with a reason beside them, and
  /// the server goes on (a folder named `x.json` made it die on every start); a file still
  /// open for writing is waited for, however long its writer pauses.
  @Test func theSpoolRejectsFoldersAndPipesAndWaitsForFilesBeingWritten() throws {
    let cli = try CLI()
    let spool = cli.workingDirectory.appendingPathComponent("inbox")
    try FileManager.default.createDirectory(
      at: spool.appendingPathComponent("x.json"), withIntermediateDirectories: true)
    #expect(mkfifo(spool.appendingPathComponent("pipe.json").path, 0o644) == 0)
    let (process, output) = try cli.start(["serve", "--spool", spool.path, "--poll", "0.1"])
    defer {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
    let rejected = spool.appendingPathComponent("rejected")
    func reason(_ name: String) -> String? {
      try? String(contentsOf: rejected.appendingPathComponent(name), encoding: .utf8)
    }
    // The spool is read in no set order: wait for both reasons, not the first one written.
    #expect(
      CLI.eventually(20) {
        reason("pipe.json.error.txt") != nil && reason("x.json.error.txt") != nil
      }, "\(output())")
    #expect(reason("x.json.error.txt") == "x.json: is a folder, not a job file\n")
    #expect(
      reason("pipe.json.error.txt")
        == "pipe.json: is not a regular file (a pipe, socket or device)\n")

    // Written in two parts with a long pause between, the file held open all the while.
    let path = spool.appendingPathComponent("slow.json").path
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    let writer = try #require(FileHandle(forWritingAtPath: path))
    let job = #"{"hero": {"name": "Pip", "traits": ["Brave", "Kind"]}, "event": "magic-garden"}"#
    writer.write(Data(job.prefix(20).utf8))
    Thread.sleep(forTimeInterval: 2)
    #expect(reason("slow.json.error.txt") == nil, "taken half-written: \(output())")
    writer.write(Data(job.dropFirst(20).utf8))
    try writer.close()
    let accepted = spool.appendingPathComponent("accepted/slow.json").path
    #expect(CLI.eventually(20) { FileManager.default.fileExists(atPath: accepted) }, "\(output())")
    #expect(output().contains("accepted slow.json → job "), "\(output())")
    #expect(process.isRunning)
  }

  /// A script file that is not a script: the error quotes a short excerpt around the bad
  /// token, never the file (`--script-file /etc/shadow` once printed it whole), and a folder
  /// or a device is refused before it is read.
  @Test func aScriptFileErrorQuotesAnExcerptNotTheFile() throws {
    let cli = try CLI()
    let secret = (0..<20).map {
      "user\($0):$6$\(String(repeating: "s3cr3t", count: 8)):19000:0:99999:7:::"
    }
    let file = try cli.write("shadow", secret.joined(separator: "\n"))
    let result = try cli.run(["play", "--all", "--script-file", file])
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("Error: bad script: "), "\(result.stderr)")
    #expect(!result.stderr.contains(secret[0]), "\(result.stderr)")
    #expect(!result.stderr.contains("user1:"), "\(result.stderr)")
    #expect(result.stderr.count < 400, "\(result.stderr)")
    #expect(result.stderr.contains("…"))

    let folder = try cli.run(["play", "--all", "--script-file", cli.workingDirectory.path])
    #expect(folder.status == 1)
    #expect(folder.stderr.hasSuffix("is a folder, not a script file\n"), "\(folder.stderr)")
    let device = try cli.run(["play", "--all", "--script-file", "/dev/zero"])
    #expect(device.status == 1)
    #expect(
      device.stderr
        == "Error: the script file /dev/zero is not a regular file (a pipe, socket or device)\n")
  }

  /// A voice espeak-ng does not have is refused when the job is submitted (it used to fail
  /// at narration); nothing is queued.
  @Test func anUnknownVoiceIsRefusedAtSubmission() throws {
    let cli = try CLI()
    let file = try cli.write(
      "voice.json",
      #"{"hero": {"name": "Ana", "traits": ["Brave", "Kind"]}, "event": "magic-garden", "voice": "xx-nope"}"#
    )
    let result = try cli.run(["render", file])
    #expect(result.status == 1)
    #expect(
      result.stderr.hasPrefix(
        "Error: \(file): field 'voice': \"xx-nope\": espeak-ng has no such voice"),
      "\(result.stderr)")
    #expect(try cli.jobs().isEmpty)
  }

  /// `talecast voices` lists the neural voices first, then espeak-ng's with their languages.
  @Test func voicesAreListedWithTheirLanguages() throws {
    let cli = try CLI()
    let listed = try cli.run(["voices"], media: false, environment: ["TALECAST_VOICE": ""])
    #expect(listed.status == 0)
    let rows = listed.stdout.split(separator: "\n").map(String.init)
    #expect(rows.first == "Neural voices (Piper, through sherpa-onnx):")
    // The neural voice `make test` prepares, the default of English jobs.
    let joe = try #require(rows.first { $0.hasPrefix("piper:en_US-joe-medium ") })
    let words = joe.split(separator: " ").map(String.init)
    #expect(
      Array(words.prefix(6)) == ["piper:en_US-joe-medium", "joe", "en-us", "medium", "22050", "Hz"])
    #expect(
      words.count == 9 && Double(words[6]) != nil && words[7] == "wpm" && words[8] == "yes",
      "\(joe)")
    let espeak = try #require(rows.firstIndex(of: "espeak-ng voices:"))
    #expect(rows[espeak + 1].hasPrefix("VOICE"))
    #expect(
      rows.contains {
        $0.hasPrefix("en-US ") && $0.contains("en-us, en") && $0.hasSuffix("English (America)")
      })
    #expect(rows.contains { $0.hasPrefix("de ") && $0.hasSuffix("German") })
  }

  /// A job due later: render says it waits and until when, and Ctrl-C leaves it queued.
  @Test func aJobDueLaterIsWaitedForOutLoud() throws {
    let cli = try CLI()
    let later = EventCodingText.hoursFromNow(20)
    let file = try cli.write(
      "later.json",
      #"{"hero": {"name": "Ana", "traits": ["Brave", "Kind"]}, "event": "magic-garden", "runAt": "\#(later)"}"#
    )
    let (process, output) = try cli.start(["render", file])
    #expect(CLI.eventually(20) { output().contains("waits until ") }, "\(output())")
    #expect(output().contains("\(file): waits until \(later) (its runAt)"), "\(output())")
    kill(process.processIdentifier, SIGINT)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(
      output().contains("0 of 1 job rendered; stopped before the rest (1 left for the next run)."))
    #expect(try cli.jobs().first?["state"] as? String == "queued")
  }

  /// One SIGTERM while a backend hangs: the transfer is cut and the job released well within
  /// the reference's 30 s (it once took 117 s, the HTTP time-out), and the next run finishes it.
  @Test func aShutdownDoesNotWaitForABackendThatHangs() throws {
    let hanging = Locked(true)
    let server = try JobsEndToEndTests.slowWriter(hanging, delay: .seconds(40))
    let cli = try CLI()
    let file = try cli.write(
      "hang.json",
      #"{"hero": {"name": "Ash", "traits": ["Brave", "Smart"]}, "event": "space-journey", "providers": {"writer": "remote"}}"#
    )
    let (process, output) = try cli.start(
      ["render", file], environment: ["TALECAST_API_BASE": server.baseURL])
    #expect(CLI.eventually(20) { !server.requests.isEmpty })
    let signalled = Date()
    kill(process.processIdentifier, SIGTERM)
    process.waitUntilExit()
    #expect(Date().timeIntervalSince(signalled) < 10, "\(output())")
    #expect(process.terminationStatus == 0, "\(output())")
    let job = try #require(try cli.jobs().first)
    #expect(job["state"] as? String == "queued", "\(job)")
    #expect(job["attempts"] as? Int == 0)
    hanging.withLock { $0 = false }
    let again = try cli.run(["render", file], environment: ["TALECAST_API_BASE": server.baseURL])
    #expect(again.status == 0, "\(again.stderr)")
  }

  /// Tables pad by what a terminal shows (an emoji or a CJK character takes two columns), and
  /// a name with a line break is refused.
  @Test func tablesStayInColumnsWhateverTheNames() throws {
    let cli = try CLI()
    for name in ["Zoë 🐉", "李小龙", "Bo"] {
      #expect(try cli.run(["heroes", "add", "--name", name, "--traits", "Brave,Kind"]).status == 0)
    }
    let broken = try cli.run(["heroes", "add", "--name", "A\nB", "--traits", "Brave,Kind"])
    #expect(broken.status == 64)
    #expect(
      broken.stderr
        == "Error: --name: contains the control character U+000A in \"A·B\" (a name or title is one line of text)\n"
    )
    let rows = try cli.run(["heroes", "list"]).stdout.split(separator: "\n").map(String.init)
    #expect(rows.first?.contains("  NAME    TRAITS") == true, "\(rows)")
    for cells in ["  Zoë 🐉  Brave, Kind", "  李小龙  Brave, Kind", "  Bo      Brave, Kind"] {
      #expect(rows.contains { $0.contains(cells) }, "\(cells) in \(rows)")
    }
  }
}

/// ISO 8601 times as job files and Talecast's output write them.
enum EventCodingText {
  static func hoursFromNow(_ hours: Double) -> String {
    let formatter = ISO8601DateFormatter()
    return formatter.string(from: Date().addingTimeInterval(hours * 3600).rounded())
  }
}

extension Date {
  /// To the whole second, as ISO 8601 without fractions writes it.
  func rounded() -> Date { Date(timeIntervalSince1970: timeIntervalSince1970.rounded(.down)) }
}
