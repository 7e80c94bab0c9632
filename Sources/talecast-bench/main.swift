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

let arguments = Set(CommandLine.arguments.dropFirst())
let which = arguments.isEmpty ? ["broker", "audio", "library", "queue", "render"] : arguments

if which.contains("broker") {
  BrokerBenchmark.run()
}
if which.contains("audio") {
  do {
    try AudioBenchmark.run()
  } catch {
    FileHandle.standardError.write(Data("audio benchmark failed: \(error)\n".utf8))
    exit(1)
  }
}
if which.contains("library") {
  do {
    try LibraryBenchmark.run()
  } catch {
    FileHandle.standardError.write(Data("library benchmark failed: \(error)\n".utf8))
    exit(1)
  }
}
if which.contains("queue") {
  do {
    try QueueBenchmark.run()
  } catch {
    FileHandle.standardError.write(Data("queue benchmark failed: \(error)\n".utf8))
    exit(1)
  }
}
if which.contains("render") {
  do {
    try RenderBenchmark.run()
  } catch {
    FileHandle.standardError.write(Data("render benchmark failed: \(error)\n".utf8))
    exit(1)
  }
}
