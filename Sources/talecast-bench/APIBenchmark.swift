import Foundation
import TalecastAPI
import TalecastApp
import TalecastCore
import TalecastHTTPServer

/// The HTTP API under `wrk` on loopback (64 connections, 2 wrk threads, on the same 2 cores as
/// the server): requests per second and p50/p99 for `/healthz`, a page of jobs and job
/// submission (each a new job in the SQLite queue); file serving against nginx serving the
/// same file. Each figure over `BenchRuns.slow` runs of 5 s, each on a warm server.
enum APIBenchmark {
  static let token = "bench-token"

  static func run(_ report: inout BenchReport) throws {
    let media = FileManager.default.temporaryDirectory.appendingPathComponent(
      "talecast-api-bench-\(Identifier.make())")
    defer { try? FileManager.default.removeItem(at: media) }
    let talecast = try Talecast(
      configuration: TalecastConfiguration(mediaRoot: media, database: .sqlite))
    let api = API(
      talecast: talecast,
      // A rate no run reaches: the default (20 a second per token) would answer wrk with 429s.
      options: APIOptions(
        access: Access { $0 == token ? .admin : nil },
        rate: TokenRate(perSecond: 1_000_000, burst: 1_000_000)))
    let service = try APIService(api: api, host: "127.0.0.1", port: 0)
    defer { service.stopNow() }
    let base = "http://127.0.0.1:\(service.server.port)"
    let seeded = try seedStories(talecast)
    let authorized = ["Authorization": "Bearer \(token)"]
    print(
      "api: wrk, 64 connections, 5 s a run, \(BenchRuns.slow) runs, server and wrk on one machine")

    try measure(
      &report, "GET /healthz", Wrk(), base + "/healthz", goal: .atLeast(20_000), p99: nil)
    let job =
      #"{"hero": {"name": "Pip", "traits": ["Brave", "Kind"]}, "occasion": "magic-garden", "voice": "en-us"}"#
    let submit = Wrk(
      headers: authorized,
      script: """
        wrk.method = "POST"
        wrk.body = '\(job)'
        wrk.headers["Content-Type"] = "application/json"
        """)
    try measure(
      &report, "POST /v1/jobs (a new job each)", submit, base + "/v1/jobs",
      goal: .atLeast(2_000), p99: nil, unit: "jobs/s")
    try measure(
      &report, "GET /v1/jobs?limit=20", Wrk(headers: authorized), base + "/v1/jobs?limit=20",
      goal: nil, p99: nil)
    try measureStories(&report, base: base, headers: authorized, commonWord: seeded.commonWord)
    try measureFiles(
      &report, base: base, headers: authorized, media: media, storyId: seeded.storyId)
    try measureStreams(
      &report, talecast: talecast, api: api, port: service.server.port, job: job)
  }

  /// Runs `wrk` and adds its rate and latency figures.
  static func measure(
    _ report: inout BenchReport, _ name: String, _ wrk: Wrk, _ url: String,
    goal: BenchFigure.Goal?, p99: Double?, unit: String = "req/s"
  ) throws {
    var rates: [Double] = []
    var p50s: [Double] = []
    var p99s: [Double] = []
    for _ in 0..<BenchRuns.slow {
      let result = try wrk.run(url)
      guard result.failures == 0 else {
        throw BenchError(
          "\(name): \(result.failures) answers were errors or failed:\n\(result.output)")
      }
      rates.append(result.requestsPerSecond)
      p50s.append(result.p50Milliseconds)
      p99s.append(result.p99Milliseconds)
      print(
        "  \(name): \(Int(result.requestsPerSecond)) \(unit), p50 \(result.p50Milliseconds) ms, p99 \(result.p99Milliseconds) ms"
      )
    }
    report.add("api", "\(name), 64 connections", unit: unit, samples: rates, goal: goal)
    report.add("api", "\(name), p50", unit: "ms", samples: p50s)
    report.add("api", "\(name), p99", unit: "ms", samples: p99s, goal: p99.map { .atMost($0) })
  }
}
