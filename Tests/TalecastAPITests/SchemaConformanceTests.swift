import Foundation
import TalecastTesting
import Testing

@testable import TalecastAPI

/// The OpenAPI document is valid OpenAPI 3.1 (openapi-spec-validator), and the running API
/// keeps to it (schemathesis: no server error, no status or response outside the document),
/// against a small seeded library. Both tools come from PyPI into `.venv` (`make deps`).
@Suite(.serialized) struct SchemaConformanceTests {
  static let tools = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent(".venv/bin")

  /// Runs a tool from `.venv`; its status and what it printed.
  static func run(_ tool: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let path = tools.appendingPathComponent(tool).path
    guard FileManager.default.isExecutableFile(atPath: path) else {
      throw FixtureError(
        "\(path) is missing: run `make deps` (it makes .venv from Tests/requirements.txt)")
    }
    // Its cache (.schemathesis/) goes to a folder of its own, not the checkout.
    return try ChildProcess.run(
      path, arguments,
      environment: ["PYTHONDONTWRITEBYTECODE": "1", "SCHEMATHESIS_TELEMETRY": "false"],
      directory: FileManager.default.temporaryDirectory)
  }

  @Test func theDocumentIsValidOpenAPI() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("talecast-openapi-\(UUID().uuidString).json")
    try Data(API.document).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try Self.run("openapi-spec-validator", ["--schema", "3.1", file.path])
    #expect(result.status == 0, "\(result.output)")
  }

  @Test func theRunningAPIKeepsToItsDocument() throws {
    // Waits honoured for a second at most: a run is bounded in time, not in examples.
    let api = try APIFixture(longestWait: 1)
    try APISeed.plant(in: api)
    // Every check. The few rules no schema can state (a request compared with the library,
    // one field with another) are allowed their status, operation by operation, in
    // Tests/schemathesis.toml, each with its reason.
    let config = Self.tools.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Tests/schemathesis.toml")
    let arguments = [
      "--config-file", config.path,
      "run", "\(api.base)/v1/openapi.json", "--header", "Authorization: Bearer admin",
      "--checks", "all", "--max-examples", "25",
      // One worker: CPython 3.11.2's ast module keeps its recursion depth in a global that two
      // threads corrupt ("AST constructor recursion depth mismatch", CPython gh-106905, fixed
      // in a later 3.11), which hypothesis's parsing of lambdas hits with two workers.
      "--seed", "1", "--workers", "1",
      "--max-time", "70", "--request-timeout", "10", "--no-color", "--output-truncate",
      "false",
    ]
    var result = try Self.run("schemathesis", arguments)
    // The tool's own crash (a Python "Runtime Error" inside schemathesis, such as the one
    // above) is no finding about the API: run again, up to three runs in all. A failed check
    // is never run again.
    for _ in 0..<2
    where result.status != 0 && result.output.contains("Runtime Error")
      && !result.output.contains("FAILURES")
    {
      result = try Self.run("schemathesis", arguments)
    }
    #expect(result.status == 0, "\(result.output)")
  }
}

/// A small library for conformance runs: jobs in several states, a story with its files.
enum APISeed {
  static func plant(in api: APIFixture) throws {
    for key in ["seed-1", "seed-2", "seed-3"] {
      _ = try api.call("POST", "/v1/jobs", body: APIFixture.job, headers: ["Idempotency-Key": key])
    }
    try api.addStory(id: "seedstory001", title: "Seed Story")
  }
}
