import Foundation
import TalecastAPI
import TalecastApp
import TalecastCore
import TalecastHTTPServer

/// The web page's first story list after a load, signed in, in Debian's headless Chromium
/// driven by Selenium (`Tests/tools/time_page.py`), over a library of 1,000 stories; against
/// the page's own DOMContentLoaded in the same load (its files, before it asks the API for
/// anything). The first load is left out (a cold browser).
enum PageBenchmark {
  static let script = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Tests/tools/time_page.py")
  static let python = script.deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent(".venv/bin/python")

  static func run(_ report: inout BenchReport) throws {
    let media = FileManager.default.temporaryDirectory.appendingPathComponent(
      "talecast-page-bench-\(Identifier.make())")
    defer { try? FileManager.default.removeItem(at: media) }
    let talecast = try Talecast(
      configuration: TalecastConfiguration(mediaRoot: media, database: .sqlite))
    try FeedBenchmark.seed(talecast, media: media)
    // A rate no run reaches: each load asks for its page of covers too, and the default (20 a
    // second per token, bursts of 40) would answer the fifth quick reload with 429s.
    let api = API(
      talecast: talecast,
      options: APIOptions(
        access: Access(talecast: talecast), rate: TokenRate(perSecond: 1_000_000, burst: 1_000_000))
    )
    let service = try APIService(api: api, host: "127.0.0.1", port: 0)
    defer { service.stopNow() }
    let token = try talecast.createToken(name: "bench", scope: .read)
    let runs = BenchRuns.quick * 2
    let output = try Wrk.capture(
      python.path,
      [script.path, "http://127.0.0.1:\(service.server.port)", token.secret, String(runs)])
    let loads = output.split(separator: "\n").filter { $0.hasPrefix("load ") }.dropFirst()
      .map { line in line.split(separator: " ").dropFirst().compactMap { Double($0) } }
    guard loads.count == runs, loads.allSatisfy({ $0.count == 2 }) else {
      throw BenchError("the page's timing printed:\n\(output)")
    }
    let firsts = loads.map { $0[0] }
    let ready = loads.map { $0[1] }
    print(
      "page: the first list of \(FeedBenchmark.storyCount) stories after a load | DOMContentLoaded")
    print(
      String(
        format: "  %.0f ms | %.0f ms", FeedBenchmark.median(firsts), FeedBenchmark.median(ready)))
    report.add(
      "page", "first story list after a load", unit: "ms", samples: firsts, goal: .atMost(300))
    report.add("page", "the page's DOMContentLoaded", unit: "ms", samples: ready)
    report.add(
      "page", "first list / DOMContentLoaded", unit: "×",
      samples: zip(firsts, ready).map { $0 / $1 })
  }
}
