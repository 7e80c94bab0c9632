import Foundation
import Synchronization
import TalecastCore

// Benchmarks that print figures. Run with `make bench` (release build).
//
// broker: the cost of one publish, including making the event and its metadata (id and
// timestamp), delivered to 1, 10 and 100 subscribers that each bump an atomic counter.
// audio: talecast audio transcode against the ffmpeg CLI on the same 10-minute speech input.
// library: bulk insert rate and search-page latency over 100 000 generated stories.
// queue: no-op jobs through the durable queue (submit + claim + complete), jobs per second.
// render: a batch of jobs with the built-in providers through the queue and worker pool.
// playback: a 1-hour queue simulated on the virtual clock at 10 ticks per second.

let benchmarks: [(name: String, run: () throws -> Void)] = [
  ("broker", { BrokerBenchmark.run() }), ("audio", { try AudioBenchmark.run() }),
  ("library", { try LibraryBenchmark.run() }), ("queue", { try QueueBenchmark.run() }),
  ("render", { try RenderBenchmark.run() }), ("playback", { try PlaybackBenchmark.run() }),
]
let arguments = Set(CommandLine.arguments.dropFirst())
let which = arguments.isEmpty ? Set(benchmarks.map(\.name)) : arguments
for benchmark in benchmarks where which.contains(benchmark.name) {
  do {
    try benchmark.run()
  } catch {
    FileHandle.standardError.write(Data("\(benchmark.name) benchmark failed: \(error)\n".utf8))
    exit(1)
  }
}
