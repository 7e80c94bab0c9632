import Foundation
import Synchronization
import TalecastCore

// Benchmarks that print figures. Run with `make bench` (release build).
//
// broker: the cost of one publish, including making the event and its metadata (id and
// timestamp), delivered to 1, 10 and 100 subscribers that each bump an atomic counter.

let arguments = Set(CommandLine.arguments.dropFirst())
let which = arguments.isEmpty ? ["broker"] : arguments

if which.contains("broker") {
  BrokerBenchmark.run()
}
