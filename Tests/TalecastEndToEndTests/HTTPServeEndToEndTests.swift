import Foundation
import TalecastCore
import Testing

/// `talecast serve --http` as an integrator meets it: a token made on the command line, the
/// API spoken to by the `curl` command, a story from job to audio, a signed URL for a player
/// that cannot send headers, a graceful stop, and a kill -9 in the middle of submissions.
@Suite struct HTTPServeEndToEndTests {
  /// A running `serve --http` on a port the system chose, and a way to call it with curl.
  struct Host {
    let process: Process
    let output: () -> String
    let base: String
    let token: String

    init(_ cli: CLI, token: String, arguments: [String] = []) throws {
      let (process, output) = try cli.start(
        ["serve", "--http", "127.0.0.1:0"] + arguments)
      self.process = process
      self.output = output
      self.token = token
      var base: String?
      _ = CLI.eventually(30) {
        let line = output().split(separator: "\n").first { $0.contains("HTTP API on ") }
        base = line.flatMap { $0.split(separator: " ").first { $0.hasPrefix("http://") } }
          .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: ";,")) }
        return base != nil
      }
      guard let base else {
        process.terminate()
        throw HostError(output())
      }
      self.base = base
    }

    var caller: Caller { Caller(base: base, token: token) }

    func curl(_ arguments: [String], _ path: String, authorized: Bool = true) throws -> (
      status: Int, headers: String, body: Data
    ) {
      try caller.curl(arguments, path, authorized: authorized)
    }

    func json(_ data: Data) throws -> [String: Any] { try caller.json(data) }
  }

  /// Calls the API with the `curl` command (from any thread).
  struct Caller: Sendable {
    let base: String
    let token: String

    /// Runs `curl` on `path` with the bearer token; its status, headers and body.
    func curl(_ arguments: [String], _ path: String, authorized: Bool = true) throws -> (
      status: Int, headers: String, body: Data
    ) {
      let folder = FileManager.default.temporaryDirectory
      let headers = folder.appendingPathComponent("curl-h-\(UUID().uuidString)")
      let body = folder.appendingPathComponent("curl-b-\(UUID().uuidString)")
      defer {
        try? FileManager.default.removeItem(at: headers)
        try? FileManager.default.removeItem(at: body)
      }
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
      process.arguments =
        ["-s", "-D", headers.path, "-o", body.path, "-w", "%{http_code}", "--max-time", "120"]
        + (authorized ? ["-H", "Authorization: Bearer \(token)"] : []) + arguments
        + [path.hasPrefix("http") ? path : base + path]
      let pipe = Pipe()
      process.standardOutput = pipe
      try process.run()
      let code = pipe.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return (
        Int(String(decoding: code, as: UTF8.self)) ?? 0,
        (try? String(contentsOf: headers, encoding: .utf8)) ?? "",
        (try? Data(contentsOf: body)) ?? Data()
      )
    }

    func json(_ data: Data) throws -> [String: Any] {
      try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }
  }

  struct HostError: Error, CustomStringConvertible {
    let description: String
    init(_ output: String) { description = "serve --http did not start:\n\(output)" }
  }

  static func token(_ cli: CLI, scope: String) throws -> String {
    let created = try cli.run(["tokens", "create", "e2e-\(scope)", "--scope", scope])
    #expect(created.status == 0, "\(created.stderr)")
    return created.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  @Test func aStoryFromTokenToAudioOverCurl() throws {
    let cli = try CLI()
    let token = try Self.token(cli, scope: "admin")
    let host = try Host(cli, token: token, arguments: ["--workers", "1"])
    defer {
      if host.process.isRunning { host.process.terminate() }
      host.process.waitUntilExit()
    }
    let job = CLI.repository.appendingPathComponent("Jobs/examples/luna-bedtime-adventure.json")
    let submitted = try host.curl(
      [
        "-X", "POST", "-H", "Content-Type: application/json", "-H", "Prefer: wait=60",
        "-H", "Idempotency-Key: luna-1", "--data-binary", "@\(job.path)",
      ], "/v1/jobs")
    #expect(submitted.status == 201, "\(String(decoding: submitted.body, as: UTF8.self))")
    let finished = try host.json(submitted.body)
    #expect(finished["state"] as? String == "succeeded", "\(finished)")
    let storyId = try #require(finished["storyId"] as? String, "\(host.output())")

    let story = try host.json(try host.curl([], "/v1/stories/\(storyId)").body)
    #expect((story["title"] as? String)?.isEmpty == false)

    // The first 100 bytes of the audio, a range as a player asks for it.
    let part = try host.curl(["-r", "0-99"], "/v1/stories/\(storyId)/audio")
    #expect(part.status == 206)
    #expect(part.body.count == 100)
    #expect(part.headers.lowercased().contains("content-type: audio/mp4"), "\(part.headers)")

    // A job's event stream replays its history and ends after its outcome.
    let events = try host.curl(["-N"], "/v1/jobs/\(finished["id"] as! String)/events")
    let text = String(decoding: events.body, as: UTF8.self)
    #expect(text.contains("event: JobStateChanged") && text.hasSuffix("\n\n"), "\(text)")
    #expect(text.contains("event: end"), "\(text)")

    // A signed URL: an <audio> element's source, with no header to send.
    let signed = try host.curl(
      [
        "-X", "POST", "-H", "Content-Type: application/json", "--data",
        #"{"path": "/v1/stories/\#(storyId)/audio", "ttl": 300}"#,
      ], "/v1/signed-urls")
    #expect(signed.status == 201)
    let url = try #require(try host.json(signed.body)["url"] as? String)
    let played = try host.curl(
      ["-r", "0-9"], url.hasPrefix("http") ? url : host.base + url, authorized: false)
    #expect(played.status == 206)
    #expect(try host.curl([], "/v1/stories/\(storyId)/audio", authorized: false).status == 401)

    kill(host.process.processIdentifier, SIGTERM)
    host.process.waitUntilExit()
    #expect(host.process.terminationStatus == 0, "\(host.output())")
    #expect(!host.output().contains(token), "the token was printed")
  }

  /// kill -9 while 50 submissions are in flight, then a restart: every submission that was
  /// answered 2xx is in the queue exactly once, and sending any of the 50 again with its
  /// key gives the same job, never a second one.
  @Test func aKilledServerLosesNoAnsweredSubmission() throws {
    let cli = try CLI()
    let token = try Self.token(cli, scope: "submit")
    let host = try Host(cli, token: token, arguments: ["--workers", "0", "--rate", "1000"])
    let body =
      #"{"hero": {"name": "Pip", "traits": ["Brave", "Kind"]}, "occasion": "magic-garden"}"#
    let answers = Locked([Int: (status: Int, id: String?)]())
    let caller = host.caller
    let group = DispatchGroup()
    for number in 0..<50 {
      DispatchQueue.global().async(group: group) {
        let answer = try? caller.curl(
          [
            "-X", "POST", "-H", "Content-Type: application/json", "-H",
            "Idempotency-Key: fault-\(number)", "--data", body,
          ], "/v1/jobs")
        let id =
          answer.flatMap { try? JSONSerialization.jsonObject(with: $0.body) as? [String: Any] }?[
            "id"] as? String
        answers.withLock { $0[number] = (answer?.status ?? 0, id) }
      }
    }
    // Killed once a few were answered, the others in flight or still connecting.
    #expect(CLI.eventually(60) { answers.withLock { $0.count } >= 10 })
    kill(host.process.processIdentifier, SIGKILL)
    group.wait()
    host.process.waitUntilExit()
    #expect(host.process.terminationReason == .uncaughtSignal)

    let again = try Host(cli, token: token, arguments: ["--workers", "0", "--rate", "1000"])
    defer {
      again.process.terminate()
      again.process.waitUntilExit()
    }
    let first = answers.withLock { $0 }
    let answered = first.values.filter { (200...202).contains($0.status) }.count
    #expect(answered < 50, "every submission was answered before the kill: none was in flight")
    #expect(first.values.contains { (200...202).contains($0.status) }, "none answered: \(first)")
    for number in 0..<50 {
      let resent = try again.curl(
        [
          "-X", "POST", "-H", "Content-Type: application/json", "-H",
          "Idempotency-Key: fault-\(number)", "--data", body,
        ], "/v1/jobs")
      let id = try again.json(resent.body)["id"] as? String
      if let earlier = first[number], (200...202).contains(earlier.status) {
        #expect(resent.status == 200, "submission \(number) was lost")
        #expect(id == earlier.id)
      } else {
        #expect([200, 201].contains(resent.status))
      }
    }
    let listed = try again.json(try again.curl([], "/v1/jobs?limit=200").body)
    let ids = (listed["jobs"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
    #expect(ids.count == 50, "\(ids.count) jobs for 50 keys")
    #expect(Set(ids).count == ids.count)
  }
}
