import Foundation
import Synchronization
import TalecastCore

// Benchmarks that print figures. Run with `make bench` (release build).
//
// broker: the cost of one publish, including making the event and its metadata (id and
// timestamp), delivered to 1, 10 and 100 subscribers that each bump an atomic counter.
// library: bulk insert rate and search-page latency over 100 000 generated stories.

let arguments = Set(CommandLine.arguments.dropFirst())
let which = arguments.isEmpty ? ["broker", "library"] : arguments

if which.contains("broker") {
  BrokerBenchmark.run()
}
if which.contains("library") {
  do {
    try LibraryBenchmark.run()
  } catch {
    FileHandle.standardError.write(Data("library benchmark failed: \(error)\n".utf8))
    exit(1)
  }
}
