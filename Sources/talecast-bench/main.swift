import Foundation
import TalecastCore

// Benchmarks that print figures. Run with `make bench` (release build): each benchmark prints
// its details, then one table of every figure (median, min, max over its runs) closes the run.
//
// broker: the cost of one publish, including making the event and its metadata (id and
// timestamp), delivered to 1, 10 and 100 subscribers that each bump an atomic counter.
// audio: talecast audio transcode against the ffmpeg CLI on the same 10-minute speech input,
// alternating, so each ratio compares runs made side by side.
// library: bulk insert rate and search-page latency over 100 000 generated stories (and
// library-postgres: the same on a PostgreSQL server of its own).
// queue: no-op jobs through the durable queue (submit + claim + complete), jobs per second
// (queue-postgres: the same on a PostgreSQL server of its own).
// render: a batch of jobs with the built-in providers through the queue and worker pool, on
// SQLite and PostgreSQL, and with 1 worker against 2.
// story: one story by `talecast render` against the espeak-ng + ffmpeg shell pipeline.
// narrator: the long story with the neural voice against Piper's own CLI and ffmpeg.
// playback: a 1-hour queue simulated on the virtual clock at 10 ticks per second.
// memory: peak memory encoding a 1-hour story's narration.
// api: the HTTP API under wrk on loopback; its file serving against nginx's.
// variety: how often the built-in writer's sentences recur over 500 stories.
// start: how long `talecast --help` and `stories list` take to start, against sqlite3.
// feeds: a podcast feed of 1,000 stories, against nginx sending the same bytes.
// page: the web page's first story list after a load in headless Chromium, against the
// page's own DOMContentLoaded.

let benchmarks: [(name: String, run: (inout BenchReport) throws -> Void)] = [
  ("broker", { BrokerBenchmark.run(&$0) }), ("queue", { try QueueBenchmark.run(&$0) }),
  ("queue-postgres", { try QueueBenchmark.runOnPostgres(&$0) }),
  ("render", { try RenderBenchmark.run(&$0) }), ("story", { try StoryBenchmark.run(&$0) }),
  ("narrator", { try NarratorBenchmark.run(&$0) }),
  ("audio", { try AudioBenchmark.run(&$0) }),
  ("library", { try LibraryBenchmark.run(&$0) }),
  ("library-postgres", { try LibraryBenchmark.runOnPostgres(&$0) }),
  ("playback", { try PlaybackBenchmark.run(&$0) }),
  ("memory", { try MemoryBenchmark.run(&$0) }), ("api", { try APIBenchmark.run(&$0) }),
  ("variety", { try VarietyBenchmark.run(&$0) }), ("start", { try StartBenchmark.run(&$0) }),
  ("writer", { try WriterBenchmark.run(&$0) }),
  ("feeds", { try FeedBenchmark.run(&$0) }), ("page", { try PageBenchmark.run(&$0) }),
]
let arguments = Set(CommandLine.arguments.dropFirst())
let known = Set(benchmarks.map(\.name))
if let unknown = arguments.subtracting(known).first {
  FileHandle.standardError.write(
    Data(
      "unknown benchmark '\(unknown)' (one of: \(benchmarks.map(\.name).joined(separator: " ")))\n"
        .utf8))
  exit(64)
}
let which = arguments.isEmpty ? known : arguments
var report = BenchReport()
for benchmark in benchmarks where which.contains(benchmark.name) {
  do {
    try benchmark.run(&report)
  } catch {
    FileHandle.standardError.write(Data("\(benchmark.name) benchmark failed: \(error)\n".utf8))
    exit(1)
  }
  print("")
}
let machine = "\(ProcessInfo.processInfo.activeProcessorCount) cores"
let day = ISO8601DateFormatter.string(
  from: Date(), timeZone: TimeZone(identifier: "UTC")!, formatOptions: [.withFullDate])
print("All figures, \(day), release build, \(machine):\n")
print(report.table)
