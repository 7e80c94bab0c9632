import Foundation
import TalecastApp
import TalecastCore
import TalecastHTTP
import TalecastTesting
import Testing

@testable import TalecastAPI

/// `/readyz` and `/metrics` over a real socket, and the metrics text read back by a parser of
/// the exposition format.
@Suite struct OperationRoutesTests {
  @Test func aHostIsReadyWhileItsDatabaseAnswers() throws {
    let sqlite = try APIFixture()
    let ready = try sqlite.call("GET", "/readyz", token: nil)
    #expect(ready.status == 200)
    let body = try APIFixture.object(ready)
    #expect(body["database"] as? String == "SQLite")
    #expect((body["schemas"] as? [Any])?.count == 4)

    let server = try PostgresServer()
    let database = try DatabaseChoice.parse(try server.makeDatabase(), field: "database")
    let postgres = try APIFixture(database: database)
    #expect(try postgres.call("GET", "/readyz", token: nil).status == 200)
    try server.stop()
    let away = try postgres.call("GET", "/readyz", token: nil)
    #expect(away.status == 503)
    #expect(away.headers["content-type"] == "application/problem+json")
    let problem = try APIFixture.object(away)
    #expect(problem["detail"] as? String == "the database does not answer")
    #expect(!String(decoding: away.body, as: UTF8.self).contains("127.0.0.1"))
  }

  @Test func metricsCountRequestsByRouteAndStatus() throws {
    let api = try APIFixture()
    for _ in 0..<3 { #expect(try api.call("GET", "/v1/heroes", token: "read").status == 200) }
    #expect(try api.call("GET", "/v1/heroes/nobody").status == 404)
    #expect(try api.call("GET", "/v1/nothing").status == 404)
    #expect(try api.call("POST", "/v1/jobs", token: "submit", body: APIFixture.job).status == 201)
    #expect(try api.call("GET", "/metrics", token: "read").status == 403)
    #expect(try api.call("GET", "/metrics", token: nil).status == 401)

    let response = try api.call("GET", "/metrics")
    #expect(response.status == 200)
    #expect(response.headers["content-type"] == MetricsText.contentType)
    let scrape = try Exposition(String(decoding: response.body, as: UTF8.self))
    #expect(
      scrape.value(
        "talecast_http_requests_total",
        ["method": "GET", "route": "/v1/heroes", "status": "200"]) == 3)
    #expect(
      scrape.value(
        "talecast_http_requests_total",
        ["method": "GET", "route": "/v1/heroes/{id}", "status": "404"]) == 1)
    #expect(
      scrape.value(
        "talecast_http_requests_total",
        ["method": "GET", "route": "unmatched", "status": "404"]) == 1)
    // The scrapes refused for their token are requests too.
    #expect(
      scrape.value(
        "talecast_http_requests_total", ["method": "GET", "route": "/metrics", "status": "403"])
        == 1)
    #expect(
      scrape.value(
        "talecast_http_request_duration_seconds_count",
        ["method": "GET", "route": "/v1/heroes"]) == 3)
    #expect(scrape.value("talecast_jobs", ["state": "queued"]) == 1)
    #expect(scrape.value("talecast_jobs", ["state": "failed"]) == 0)
    #expect(scrape.value("talecast_queue_depth", [:]) == 1)
    #expect(scrape.value("talecast_database_up", [:]) == 1)
    #expect(scrape.types["talecast_http_requests_total"] == "counter")
    #expect(scrape.types["talecast_stage_duration_seconds"] == "histogram")
    #expect(scrape.types["talecast_jobs"] == "gauge")
  }

  @Test func stagesAreTimedFromTheEventsHeard() throws {
    let api = try APIFixture()
    let metrics = api.api.stageMetrics
    metrics.hear(GenerationStageChanged(jobId: "j1", from: nil, to: .writingStory))
    metrics.hear(GenerationStageChanged(jobId: "j1", from: .writingStory, to: .synthesizingSpeech))
    metrics.hear(GenerationStageChanged(jobId: "j1", from: .synthesizingSpeech, to: nil))
    metrics.hear(
      StoryGenerated(
        jobId: "j1", folder: "stories/x", manifest: SampleStory.manifest(id: "x", title: "X")))
    // A resumed job starts its stage again: the time before is not counted.
    metrics.hear(GenerationStageChanged(jobId: "j2", from: .illustrating, to: .illustrating))
    metrics.hear(StoryGenerationFailed(jobId: "j2", stage: .illustrating, message: "no"))

    let scrape = try Exposition(
      String(decoding: try api.call("GET", "/metrics").body, as: UTF8.self))
    let count = "talecast_stage_duration_seconds_count"
    #expect(scrape.value(count, ["stage": "writingStory"]) == 1)
    #expect(scrape.value(count, ["stage": "synthesizingSpeech"]) == 1)
    #expect(scrape.value(count, ["stage": "illustrating"]) == 0)
    #expect(scrape.value("talecast_renders_total", [:]) == 1)
    #expect(scrape.value("talecast_render_failures_total", ["stage": "illustrating"]) == 1)
    #expect(scrape.value("talecast_render_failures_total", ["stage": "writingStory"]) == 0)
  }

  @Test func labelValuesAreEscapedAndBucketsAreCumulative() throws {
    var histogram = Histogram(bounds: [0.1, 1, 10])
    for value in [0.05, 0.5, 0.7, 5, 50] { histogram.observe(value) }
    var text = MetricsText()
    text.family("t_seconds", .histogram, help: "A test\nof two lines.")
    text.histogram("t_seconds", [("route", #"/a "b" \c"#)], histogram)
    let scrape = try Exposition(text.text)
    #expect(text.text.contains(#"route="/a \"b\" \\c""#))
    #expect(text.text.contains("# HELP t_seconds A test\\nof two lines.\n"))
    let labels = ["route": #"/a "b" \c"#]
    #expect(scrape.value("t_seconds_bucket", labels.merging(["le": "0.1"]) { $1 }) == 1)
    #expect(scrape.value("t_seconds_bucket", labels.merging(["le": "1"]) { $1 }) == 3)
    #expect(scrape.value("t_seconds_bucket", labels.merging(["le": "10"]) { $1 }) == 4)
    #expect(scrape.value("t_seconds_bucket", labels.merging(["le": "+Inf"]) { $1 }) == 5)
    #expect(scrape.value("t_seconds_count", labels) == 5)
    #expect(scrape.value("t_seconds_sum", labels) == 56.25)
  }

  @Test func aWholeScrapeParses() throws {
    let api = try APIFixture()
    _ = try api.call("GET", "/v1/stats")
    let scrape = try Exposition(
      String(decoding: try api.call("GET", "/metrics").body, as: UTF8.self))
    // Every histogram's buckets rise and end at +Inf, which is its count.
    for (name, kind) in scrape.types where kind == "histogram" {
      let buckets = scrape.samples.filter { $0.name == name + "_bucket" }
      #expect(!buckets.isEmpty, "\(name)")
      let series = Dictionary(grouping: buckets) { sample in
        sample.labels.filter { $0.key != "le" }.sorted { $0.key < $1.key }.map { "\($0)=\($1)" }
      }
      for (labels, samples) in series {
        #expect(samples.last?.labels["le"] == "+Inf", "\(name) \(labels)")
        let values = samples.map(\.value)
        #expect(values == values.sorted(), "\(name) \(labels)")
        let count = scrape.samples.first {
          $0.name == name + "_count"
            && $0.labels == samples.last!.labels.filter { $0.key != "le" }
        }
        #expect(count?.value == values.last, "\(name) \(labels)")
      }
    }
  }
}

/// A reader of the Prometheus text format 0.0.4, strict enough to catch a malformed line:
/// every sample belongs to a family whose `# TYPE` came before it.
struct Exposition {
  struct Sample {
    let name: String
    let labels: [String: String]
    let value: Double
  }

  var types: [String: String] = [:]
  var samples: [Sample] = []

  init(_ text: String) throws {
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.isEmpty { continue }
      if line.hasPrefix("# TYPE ") {
        let parts = line.split(separator: " ")
        guard parts.count == 4, ["counter", "gauge", "histogram"].contains(parts[3]) else {
          throw FixtureError("bad TYPE line: \(line)")
        }
        types[String(parts[2])] = String(parts[3])
        continue
      }
      if line.hasPrefix("# HELP ") { continue }
      let sample = try Self.sample(Substring(line))
      let typed =
        types[sample.name] != nil
        || types.contains { family, kind in
          kind == "histogram"
            && ["_bucket", "_sum", "_count"].contains { family + $0 == sample.name }
        }
      guard typed else { throw FixtureError("no TYPE before: \(line)") }
      samples.append(sample)
    }
  }

  func value(_ name: String, _ labels: [String: String]) -> Double? {
    samples.first { $0.name == name && $0.labels == labels }?.value
  }

  /// `name{a="x",b="y"} value`, label values unescaped.
  static func sample(_ line: Substring) throws -> Sample {
    var rest = line[...]
    let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == ":" }
    guard !name.isEmpty else { throw FixtureError("no metric name: \(line)") }
    rest = rest.dropFirst(name.count)
    var labels: [String: String] = [:]
    if rest.first == "{" {
      rest = rest.dropFirst()
      while rest.first != "}" {
        let label = rest.prefix { $0 != "=" }
        rest = rest.dropFirst(label.count)
        guard rest.hasPrefix("=\"") else { throw FixtureError("bad label: \(line)") }
        rest = rest.dropFirst(2)
        var value = ""
        while let character = rest.first, character != "\"" {
          rest = rest.dropFirst()
          if character == "\\" {
            switch rest.first {
            case "n": value.append("\n")
            case "\\": value.append("\\")
            case "\"": value.append("\"")
            default: throw FixtureError("bad escape: \(line)")
            }
            rest = rest.dropFirst()
          } else {
            value.append(character)
          }
        }
        guard rest.first == "\"" else { throw FixtureError("unterminated label: \(line)") }
        rest = rest.dropFirst()
        labels[String(label)] = value
        if rest.first == "," { rest = rest.dropFirst() }
      }
      rest = rest.dropFirst()
    }
    guard rest.first == " ", let value = Double(rest.dropFirst()) else {
      throw FixtureError("bad value: \(line)")
    }
    return Sample(name: String(name), labels: labels, value: value)
  }
}
