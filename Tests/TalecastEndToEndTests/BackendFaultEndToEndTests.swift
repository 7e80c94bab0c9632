import Foundation
import TalecastCore
import TalecastTesting
import Testing

/// Backend faults through `talecast render`, the way a user meets them: one batch of jobs
/// whose remote writer is answered by a local server that misbehaves differently for each
/// hero. Every job must end in the right state, after the right number of attempts, with an
/// error that says what happened.
@Suite struct BackendFaultEndToEndTests {
  /// What the server does to the writer's requests for each hero (by 1-based request number).
  enum Fault: String, CaseIterable {
    case rateLimited = "Rita"  // 429 with Retry-After: 1, twice
    case burst = "Bruno"  // 500 three times
    // The first answer comes after the client's time-out (3 s: roomy enough that no other
    // request times out on a loaded machine, such as under the thread sanitizer).
    case slow = "Tim"
    case down = "Rex"  // 500 always
    case malformed = "Mal"  // 200 with HTML
    case oversized = "Otto"  // 200 with more than the 1 MiB a story answer may have
  }

  static let limit = 1 << 20

  static func backend(requests: Locked<[String: [Date]]>) throws -> LocalHTTPServer {
    let huge = Data(count: limit + 1_024)
    return try LocalHTTPServer { request in
      let body = String(decoding: request.body, as: UTF8.self)
      guard
        let fault = Fault.allCases.first(where: {
          body.contains("\"\($0.rawValue)") || body.contains(" \($0.rawValue)")
        })
      else { return .init(status: 404) }
      let number = requests.withLock { seen -> Int in
        seen[fault.rawValue, default: []].append(Date())
        return seen[fault.rawValue]!.count
      }
      let failure = JobsEndToEndTests.json(["error": ["message": "fault \(fault) #\(number)"]])
      switch fault {
      case .rateLimited where number <= 2:
        return .init(status: 429, headers: ["Retry-After": "1"], body: failure)
      case .burst where number <= 3, .down:
        return .init(status: 500, body: failure)
      case .slow where number == 1:
        return .init(delay: .seconds(8))
      case .malformed:
        return .init(body: Data("<html>upstream says hello</html>".utf8))
      case .oversized:
        return .init(body: huge)
      default:
        let story = JobsEndToEndTests.story.replacingOccurrences(of: "Nia", with: fault.rawValue)
        return .init(
          body: JobsEndToEndTests.json([
            "choices": [["index": 0, "message": ["role": "assistant", "content": story]]]
          ]))
      }
    }
  }

  /// A job as `jobs list --json` prints it (the API's `Job`).
  struct JobRow: Decodable {
    let id: String
    let source: String
    let state: String
    let attempts: Int
    let error: String?
  }

  struct JobRows: Decodable { let jobs: [JobRow] }

  @Test func eachFaultEndsItsJobRightly() throws {
    let requests = Locked<[String: [Date]]>([:])
    let server = try Self.backend(requests: requests)
    let cli = try CLI()
    let folder = cli.workingDirectory.appendingPathComponent("jobs")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for fault in Fault.allCases {
      try Data(
        #"""
        {"hero": {"name": "\#(fault.rawValue)", "traits": ["Kind", "Brave"]},
         "event": "bedtime-adventure", "length": "short", "providers": {"writer": "remote"}}
        """#.utf8
      ).write(to: folder.appendingPathComponent("\(fault).json"))
    }
    let rendered = try cli.run(
      ["render", folder.path, "--concurrency", "2"],
      environment: [
        "TALECAST_API_BASE": server.baseURL, "TALECAST_HTTP_TIMEOUT": "3",
        "TALECAST_RETRY_DELAY": "0.2",
      ])
    #expect(rendered.status == 1, "some jobs failed: \(rendered.stdout)\n\(rendered.stderr)")
    let listed = try cli.run(["jobs", "list", "--json"])
    let rows = try JSONDecoder().decode(JobRows.self, from: Data(listed.stdout.utf8)).jobs
    func row(_ fault: Fault) throws -> JobRow {
      try #require(rows.first { $0.source == "\(fault).json" }, "\(listed.stdout)")
    }
    let seen = requests.withLock { $0 }

    // Passing faults are retried inside the stage: one attempt of the job, then success.
    for fault in [Fault.rateLimited, .burst, .slow] {
      let job = try row(fault)
      #expect(job.state == "succeeded" && job.attempts == 1, "\(fault): \(job)")
    }
    #expect(seen["Rita"]?.count == 3 && seen["Bruno"]?.count == 4 && seen["Tim"]?.count == 2)
    // Retry-After: 1 was honoured although the stage's own first wait is 0.25–0.5 s.
    let rita = try #require(seen["Rita"])
    #expect(rita[1].timeIntervalSince(rita[0]) >= 0.95, "\(rita)")
    #expect(rita[2].timeIntervalSince(rita[1]) >= 0.95, "\(rita)")

    // A backend that stays down: one request per attempt by the queue (3), and the stage's
    // 3 retries over all of them (spent in the first), then given up.
    let down = try row(.down)
    #expect(down.state == "discarded" && down.attempts == 3, "\(down)")
    #expect(seen["Rex"]?.count == 6)
    #expect(down.error?.contains("HTTP 500") == true, "\(down)")
    #expect(down.error?.contains("fault down #6") == true, "the backend's own words: \(down)")

    // Answers that can never be right fail at once, with no retry.
    let malformed = try row(.malformed)
    #expect(malformed.state == "failed" && malformed.attempts == 1, "\(malformed)")
    #expect(seen["Mal"]?.count == 1)
    #expect(
      malformed.error?.contains(
        "writingStory failed: writer POST /v1/chat/completions: the answer is not a chat completion"
      )
        == true, "\(malformed)")
    let oversized = try row(.oversized)
    #expect(oversized.state == "failed" && oversized.attempts == 1, "\(oversized)")
    #expect(
      oversized.error?.contains("the story answer is over its limit of \(Self.limit) bytes")
        == true, "\(oversized)")

    // Each attempt of the job given up is listed with its error.
    let shown = try cli.run(["jobs", "show", down.id])
    #expect(shown.stdout.components(separatedBy: "HTTP 500").count - 1 >= 3, "\(shown.stdout)")
    // Only the stories that succeeded are in the library; what is left in work/ belongs to
    // the jobs that failed (their checkpoints, for `jobs retry`).
    let stories = try cli.run(["stories", "list", "--format", "{hero}"])
    #expect(
      Set(stories.stdout.split(separator: "\n").map(String.init)) == ["Rita", "Bruno", "Tim"],
      "\(stories.stdout)")
    let work = cli.media.appendingPathComponent("work")
    let left = Set((try? FileManager.default.contentsOfDirectory(atPath: work.path)) ?? [])
    let failedIds = Set([down, malformed, oversized].map(\.id))
    #expect(left.isSubset(of: failedIds), "\(left)")
    withExtendedLifetime(server) {}
  }

  @Test func aBackendThatRefusesConnectionsIsGivenUpAfterTheQueuesAttempts() throws {
    // A port that was just free: nothing listens there.
    let closed = try LocalHTTPServer { _ in .init() }
    let base = closed.baseURL
    closed.stop()
    let cli = try CLI()
    let file = try cli.write(
      "job.json",
      #"""
      {"hero": {"name": "Nia", "traits": ["Kind", "Brave"]}, "event": "bedtime-adventure",
       "providers": {"writer": "remote"}}
      """#)
    let rendered = try cli.run(
      ["render", file], environment: ["TALECAST_API_BASE": base, "TALECAST_RETRY_DELAY": "0.1"])
    #expect(rendered.status == 1)
    let listed = try cli.run(["jobs", "list", "--json"])
    let rows = try JSONDecoder().decode(JobRows.self, from: Data(listed.stdout.utf8)).jobs
    let job = try #require(rows.first)
    #expect(job.state == "discarded" && job.attempts == 3, "\(job)")
    let error = job.error ?? ""
    #expect(error.contains("onnect"), "says it could not connect: \(error)")
    #expect(rendered.stderr.contains(error.prefix(40)), "\(rendered.stderr)")
  }
}
