import Foundation
import TalecastTesting

/// start: how long a command takes from exec to exit when it has nothing to do — `talecast
/// --help` and `talecast stories list` on an empty library (and on a kept library of 100 000
/// stories when `TALECAST_BENCH_KEEP` names one) — against `sqlite3` reading the same empty
/// database, alternated run by run; and the peak memory of `--help`. Issue 29: the loader maps
/// every shared library the program links (FFmpeg's tree, libcurl, libpq, espeak-ng) before
/// `main`, even for `--help`. Now each adapter opens its library on first use. Also the
/// resident memory of `talecast serve --http` idle, and after answering stories pages (which
/// need neither FFmpeg nor espeak-ng).
enum StartBenchmark {
  static let goalMilliseconds = 10.0
  /// Issue 29: `serve` idle at most 25 MiB (43 MiB when every library was linked).
  static let serveGoalMebibytes = 25.0
  static let runs = 21

  static func run(_ report: inout BenchReport) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "talecast-start-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let talecast = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("talecast").path
    let media = folder.path
    // The empty library, made once so that every run only opens it.
    _ = try milliseconds(talecast, ["stories", "list", "--media", media])
    let database = folder.appendingPathComponent("talecast.sqlite").path
    var commands: [(String, String, [String])] = [
      (
        "sqlite3, the same empty database (anchor)", "/usr/bin/sqlite3",
        [database, "SELECT count(*) FROM sqlite_master"]
      ),
      ("talecast --help", talecast, ["--help"]),
      // Opens every adapter's library: what each command paid at start when they were linked.
      ("talecast --version (opens every C library)", talecast, ["--version"]),
      ("talecast stories list, empty library", talecast, ["stories", "list", "--media", media]),
    ]
    if let kept = ProcessInfo.processInfo.environment["TALECAST_BENCH_KEEP"],
      FileManager.default.fileExists(atPath: kept + "/talecast.sqlite")
    {
      commands.append(
        (
          "talecast stories list --limit 20, 100 000 stories", talecast,
          ["stories", "list", "--limit", "20", "--media", kept]
        ))
    }
    print("start: \(runs) runs of each command, alternated, wall time from spawn to exit")
    var times = Array(repeating: [Double](), count: commands.count)
    for _ in 0..<runs {
      for (index, command) in commands.enumerated() {
        times[index].append(try milliseconds(command.1, command.2))
      }
    }
    for (index, command) in commands.enumerated() {
      let sorted = times[index].sorted()
      print(
        "  \(command.0):".padding(toLength: 58, withPad: " ", startingAt: 0)
          + "median \(String(format: "%6.2f", sorted[sorted.count / 2])) ms")
      report.add(
        "start", command.0, unit: "ms", samples: times[index],
        goal: command.1 == talecast && !command.0.contains("100 000")
          && !command.2.contains("--version")
          ? .atMost(goalMilliseconds) : nil)
    }
    let (_, bytes) = try PeakMemory.run(talecast, ["--help"])
    print("  talecast --help, peak RSS: \(BenchReport.number(Double(bytes) / 1_048_576)) MiB")
    report.add(
      "start", "talecast --help, peak RSS", unit: "MiB", samples: [Double(bytes) / 1_048_576])
    try serveMemory(talecast, media: media, report: &report)
  }

  /// `serve --http` on the empty library: its resident memory once it answers, and after 50
  /// stories pages (read with a token, as a client would).
  static func serveMemory(_ talecast: String, media: String, report: inout BenchReport) throws {
    let token = try output(talecast, ["tokens", "create", "start-bench", "--media", media])
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let port = 20_000 + Int.random(in: 0..<20_000)
    let server = Process()
    server.executableURL = URL(fileURLWithPath: talecast)
    server.arguments =
      ["serve", "--http", "127.0.0.1:\(port)", "--spool", media + "/inbox"]
      + ["--media", media]
    server.standardOutput = FileHandle.nullDevice
    server.standardError = FileHandle.nullDevice
    try server.run()
    defer {
      server.terminate()
      server.waitUntilExit()
    }
    let base = "http://127.0.0.1:\(port)"
    var answered = false
    for _ in 0..<200 where !answered {
      answered = (try? output("/usr/bin/curl", ["-fsS", base + "/healthz"])) != nil
      if !answered { usleep(25_000) }
    }
    guard answered else {
      throw CocoaError(
        .executableLoad, userInfo: [NSLocalizedDescriptionKey: "serve did not answer on \(port)"])
    }
    usleep(500_000)
    let idle = try residentMebibytes(server.processIdentifier)
    for _ in 0..<50 {
      _ = try output(
        "/usr/bin/curl", ["-fsS", "-H", "Authorization: Bearer \(token)", base + "/v1/stories"])
    }
    let reading = try residentMebibytes(server.processIdentifier)
    print("  talecast serve --http, idle: \(BenchReport.number(idle)) MiB resident")
    print("  talecast serve --http, after 50 stories pages: \(BenchReport.number(reading)) MiB")
    report.add(
      "start", "talecast serve --http, idle, resident", unit: "MiB", samples: [idle],
      goal: .atMost(serveGoalMebibytes))
    // No goal: the first token check opens libavutil (SHA-256), ≈ 2 MiB of its own libraries.
    report.add(
      "start", "talecast serve --http, after 50 stories pages", unit: "MiB", samples: [reading])
  }

  /// VmRSS of a running process, from /proc.
  static func residentMebibytes(_ pid: Int32) throws -> Double {
    let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
    guard
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
      let kibibytes = Double(line.split(separator: " ").dropFirst().first ?? "")
    else {
      throw CocoaError(.fileReadCorruptFile)
    }
    return kibibytes / 1_024
  }

  /// The standard output of a command that must succeed.
  static func output(_ path: String, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw CocoaError(
        .executableLoad, userInfo: [NSLocalizedDescriptionKey: "\(path) \(arguments) failed"])
    }
    return String(decoding: data, as: UTF8.self)
  }

  /// Wall time of one run of `path` with `arguments`, its output dropped; throws if it fails.
  /// Spawned and reaped directly: Foundation's `Process.waitUntilExit` notices an exit only
  /// at its next 50 ms poll, which would be the whole figure.
  static func milliseconds(_ path: String, _ arguments: [String]) throws -> Double {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var pid: pid_t = 0
    let began = ContinuousClock.now
    guard posix_spawn(&pid, path, &actions, nil, &argv, environ) == 0 else {
      throw CocoaError(
        .executableLoad, userInfo: [NSLocalizedDescriptionKey: "cannot start \(path)"])
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let elapsed = (ContinuousClock.now - began).inSeconds * 1_000
    // Exited normally with 0: the low 7 bits are the signal (0), the next 8 the status.
    guard status & 0x7f == 0, (status >> 8) & 0xff == 0 else {
      throw CocoaError(
        .executableLoad, userInfo: [NSLocalizedDescriptionKey: "\(path) \(arguments) failed"])
    }
    return elapsed
  }
}
