import TalecastCore

/// The HTTP requests this API answered since it started, by method, route pattern (never the
/// path itself: ids would make a series each) and status, with their durations. `API.handle`
/// records each request answered at once; answers sent later (`Prefer: wait`, event streams)
/// are not counted here.
final class RequestMetrics: Sendable {
  /// The route label of a request no route matched (404, 405, 414).
  static let unmatched = "unmatched"
  static let bounds = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

  struct Route: Hashable, Comparable {
    let method: String
    let pattern: String

    static func < (lhs: Route, rhs: Route) -> Bool {
      (lhs.pattern, lhs.method) < (rhs.pattern, rhs.method)
    }
  }

  struct Counters {
    var requests: [Route: [Int: UInt64]] = [:]
    var durations: [Route: Histogram] = [:]
  }

  /// Every counter under this one lock (`Locked`): a request is counted and timed together.
  private let counters = Locked(Counters())

  func record(method: String, route: String, status: Int, seconds: Double) {
    let key = Route(method: method, pattern: route)
    counters.withLock { counters in
      counters.requests[key, default: [:]][status, default: 0] += 1
      counters.durations[key, default: Histogram(bounds: Self.bounds)].observe(seconds)
    }
  }

  func write(to text: inout MetricsText) {
    let counters = self.counters.withLock { $0 }
    text.family(
      "talecast_http_requests_total", .counter,
      help: "HTTP requests answered, by method, route pattern and status.")
    for route in counters.requests.keys.sorted() {
      for (status, count) in counters.requests[route]!.sorted(by: { $0.key < $1.key }) {
        text.sample(
          "talecast_http_requests_total",
          [("method", route.method), ("route", route.pattern), ("status", "\(status)")],
          Double(count))
      }
    }
    text.family(
      "talecast_http_request_duration_seconds", .histogram,
      help: "How long answering took, by method and route pattern.")
    for route in counters.durations.keys.sorted() {
      text.histogram(
        "talecast_http_request_duration_seconds",
        [("method", route.method), ("route", route.pattern)], counters.durations[route]!)
    }
  }
}
