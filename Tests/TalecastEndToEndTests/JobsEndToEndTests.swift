import Foundation
import TalecastCore
import TalecastTesting
import Testing

/// `talecast jobs retry` and `talecast jobs cancel` through the real program, with remote
/// providers answered by a local server that refuses what the test tells it to.
@Suite struct JobsEndToEndTests {
  static let story = """
    {"title": "Nia and the Lantern", "scenes": [
      {"text": "Nia found a lantern. It was warm.", "illustrationPrompt": "A girl with a lantern"},
      {"text": "The lantern hummed a tune.", "illustrationPrompt": "A humming lantern"},
      {"text": "Nia and the lantern went home.", "illustrationPrompt": "Nia walking home"}]}
    """

  static func json(_ object: Any) -> Data { try! JSONSerialization.data(withJSONObject: object) }

  /// Answers the writer and illustrator endpoints; `refuse` says which requests (by their
  /// 1-based number per endpoint) get a 400.
  static func backend(refuse: @escaping @Sendable (String, Int) -> Bool) throws -> LocalHTTPServer {
    let counts = Locked<[String: Int]>([:])
    let png = TestPictures.png()
    return try LocalHTTPServer { request in
      let number = counts.withLock { counts -> Int in
        counts[request.path, default: 0] += 1
        return counts[request.path]!
      }
      if refuse(request.path, number) {
        return .init(status: 400, body: json(["error": ["message": "refused by the test"]]))
      }
      if request.path == "/v1/images/generations" {
        return .init(body: json(["data": [["b64_json": png.base64EncodedString()]]]))
      }
      return .init(
        body: json([
          "choices": [["index": 0, "message": ["role": "assistant", "content": story]]]
        ]))
    }
  }

  func jobFile(_ cli: CLI, providers: String) throws -> String {
    try cli.write(
      "job.json",
      #"""
      {"hero": {"name": "Nia", "traits": ["Kind", "Brave"]}, "event": "bedtime-adventure",
       "format": "mp3", "providers": \#(providers)}
      """#)
  }

  func jobId(in text: String) throws -> String {
    let range = try #require(text.range(of: "talecast jobs retry "))
    return String(text[range.upperBound...].prefix(12))
  }

  @Test func aFailedJobIsRetriedFromItsCheckpointsAndThenIsGone() throws {
    let writerRefusals = Locked(1)
    let server = try Self.backend { path, _ in
      path == "/v1/chat/completions"
        && writerRefusals.withLock { left in
          defer { left -= 1 }
          return left > 0
        }
    }
    let cli = try CLI()
    let environment = ["TALECAST_API_BASE": server.baseURL, "TALECAST_API_KEY": "sk-e2e-secret"]
    let file = try jobFile(cli, providers: #"{"writer": "remote"}"#)
    let failed = try cli.run(["render", file], environment: environment)
    #expect(failed.status == 1)
    #expect(failed.stderr.contains("writingStory failed: writer POST /v1/chat/completions"))
    #expect(failed.stderr.contains("HTTP 400"), "\(failed.stderr)")
    let id = try jobId(in: failed.stderr)

    let retried = try cli.run(["jobs", "retry", String(id.prefix(6))], environment: environment)
    #expect(retried.status == 0, "\(retried.stderr)")
    #expect(retried.stdout.contains("rendered job \(id) → "))
    #expect(retried.stdout.contains("\"Nia and the Lantern\" (3 scenes"))
    let log = try cli.run(["log", "--job", id])
    #expect(log.stdout.contains("resumed"), "\(log.stdout)")
    #expect(!log.stdout.contains("sk-e2e-secret") && !failed.stderr.contains("sk-e2e-secret"))

    let again = try cli.run(["jobs", "retry", id], environment: environment)
    #expect(again.status == 1)
    #expect(again.stderr.contains("job \(id) is succeeded"), "\(again.stderr)")
    let work = cli.media.appendingPathComponent("work")
    #expect(try FileManager.default.contentsOfDirectory(atPath: work.path).isEmpty)
    withExtendedLifetime(server) {}
  }

  @Test func aPartialStoryGetsItsMissingIllustrationAndAFailedJobCanBeCancelled() throws {
    let refuseFirstPicture = Locked(true)
    let server = try Self.backend { path, number in
      path == "/v1/images/generations" && number == 1 && refuseFirstPicture.withLock { $0 }
    }
    let cli = try CLI()
    let environment = ["TALECAST_API_BASE": server.baseURL]
    let file = try jobFile(cli, providers: #"{"writer": "remote", "illustrator": "remote"}"#)
    let rendered = try cli.run(["render", file], environment: environment)
    #expect(rendered.status == 0, "\(rendered.stderr)")
    #expect(rendered.stdout.contains("; partial: no illustration for scenes "))
    let id = try #require(
      rendered.stdout.range(of: "[job ").map {
        String(rendered.stdout[$0.upperBound...].prefix(12))
      })

    refuseFirstPicture.withLock { $0 = false }
    let redrawn = try cli.run(
      ["jobs", "retry", id, "--illustrations-only"], environment: environment)
    #expect(redrawn.status == 0, "\(redrawn.stderr)")
    #expect(redrawn.stdout.contains(": drew 1 illustration"))
    let stories = cli.media.appendingPathComponent("stories")
    let folder = stories.appendingPathComponent(
      try #require(try FileManager.default.contentsOfDirectory(atPath: stories.path).first))
    let manifest = try StoryManifest.makeDecoder().decode(
      StoryManifest.self, from: Data(contentsOf: folder.appendingPathComponent("manifest.json")))
    #expect(manifest.status == .complete)
    #expect(manifest.scenes.allSatisfy { $0.illustration?.file.hasSuffix(".png") == true })
    let shown = try cli.run(["stories", "show", manifest.storyId, "--json"])
    #expect(shown.stdout.contains("\"illustrationError\"") == false)

    // A job that fails is cancelled at once: its checkpoints go.
    let refusingSpeech = try Self.backend { path, _ in path == "/v1/audio/speech" }
    let broken = try jobFile(cli, providers: #"{"narrator": "remote"}"#)
    let failed = try cli.run(
      ["render", broken], environment: ["TALECAST_API_BASE": refusingSpeech.baseURL])
    #expect(failed.status == 1)
    let failedId = try jobId(in: failed.stderr)
    let cancelled = try cli.run(["jobs", "cancel", failedId])
    #expect(cancelled.status == 0, "\(cancelled.stderr) / render: \(failed.stderr)")
    #expect(cancelled.stdout == "job \(failedId) cancelled\n")
    let work = cli.media.appendingPathComponent("work")
    #expect(try FileManager.default.contentsOfDirectory(atPath: work.path).isEmpty)
    let usage = try cli.run([
      "jobs", "retry", failedId, "--skip-illustrations", "--illustrations-only",
    ])
    #expect(usage.status == 64)
    withExtendedLifetime((server, refusingSpeech)) {}
  }

  /// A writer backend that answers with `story` after `delay` while `slow` holds, at once
  /// otherwise: for tests that signal a render mid-call.
  static func slowWriter(_ slow: Locked<Bool>, delay: Duration) throws -> LocalHTTPServer {
    try LocalHTTPServer { _ in
      var reply = LocalHTTPServer.Reply(
        body: json([
          "choices": [["index": 0, "message": ["role": "assistant", "content": story]]]
        ]))
      if slow.withLock({ $0 }) { reply.delay = delay }
      return reply
    }
  }
}
