import Foundation
import TalecastTesting

/// start: how long a command takes from exec to exit when it has nothing to do — `talecast
/// --help` and `talecast stories list` on an empty library (and on a kept library of 100 000
/// stories when `TALECAST_BENCH_KEEP` names one) — against `sqlite3` reading the same empty
/// database, alternated run by run; and the peak memory of `--help`. Issue 29: the loader maps
/// every shared library the program links (FFmpeg's tree, libcurl, libpq, espeak-ng) before
/// `main`, even for `--help`.
enum StartBenchmark {
  static let goalMilliseconds = 10.0
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
        goal: command.1 == talecast ? .atMost(goalMilliseconds) : nil)
    }
    let (_, bytes) = try PeakMemory.run(talecast, ["--help"])
    print("  talecast --help, peak RSS: \(BenchReport.number(Double(bytes) / 1_048_576)) MiB")
    report.add(
      "start", "talecast --help, peak RSS", unit: "MiB", samples: [Double(bytes) / 1_048_576])
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
