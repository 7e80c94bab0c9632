import Foundation
import TalecastCore
import TalecastHTTP
import Testing

@testable import TalecastHTTPServer

/// The server is started on a loopback port of the system's choosing and spoken to over real
/// sockets: by the project's libcurl client and by the `curl` command.
@Suite struct HTTPServerTests {
  let client = HTTPClient(configuration: HTTPConfiguration(totalTimeout: .seconds(20)))

  func url(_ server: HTTPServer, _ path: String) -> String {
    "http://127.0.0.1:\(server.port)\(path)"
  }

  @Test func aRequestIsHandedOverWholeAndAnsweredAtOnce() throws {
    let server = try HTTPServer(host: "127.0.0.1", port: 0) { request, reply in
      let text = [
        request.method, request.path, request.argument("name") ?? "-",
        request.header("X-Hero") ?? "-",
      ].joined(separator: "|")
      reply.send(ServerResponse(status: 200, contentType: "text/plain", text: text))
    }
    defer { server.stop() }
    #expect(server.port != 0)
    let response = try client.send(
      HTTPRequest(url: url(server, "/v1/heroes?name=Zo%C3%A9"), headers: ["X-Hero": "Kit"]))
    #expect(response.status == 200)
    #expect(response.headers["content-type"] == "text/plain")
    #expect(String(decoding: response.body, as: UTF8.self) == "GET|/v1/heroes|Zoé|Kit")
  }

  @Test func aBodyArrivesWholeAcrossItsPieces() throws {
    let server = try HTTPServer(host: "127.0.0.1", port: 0) { request, reply in
      let sum = request.body.reduce(0) { ($0 &* 31) &+ Int($1) }
      reply.send(
        ServerResponse(status: 201, contentType: "text/plain", text: "\(request.body.count) \(sum)")
      )
    }
    defer { server.stop() }
    let body = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
    let sum = body.reduce(0) { ($0 &* 31) &+ Int($1) }
    let response = try client.send(
      HTTPRequest(method: "POST", url: url(server, "/v1/jobs"), body: Data(body)))
    #expect(response.status == 201)
    #expect(String(decoding: response.body, as: UTF8.self) == "200000 \(sum)")
  }

  /// A body over the limit is answered 413 and never reaches the handler, whether its size
  /// was announced (Content-Length) or found while reading (chunked).
  @Test(arguments: [false, true]) func aBodyOverTheLimitIsRefused(chunked: Bool) throws {
    let handled = Locked(0)
    let server = try HTTPServer(
      host: "127.0.0.1", port: 0, limits: ServerLimits(bodyBytes: 1_000)
    ) { _, reply in
      handled.withLock { $0 += 1 }
      reply.send(ServerResponse(status: 200))
    }
    defer { server.stop() }
    let headers = chunked ? ["Transfer-Encoding": "chunked"] : [:]
    let response = try client.send(
      HTTPRequest(
        method: "POST", url: url(server, "/v1/jobs"), headers: headers,
        body: Data(repeating: 65, count: 50_000)))
    #expect(response.status == 413)
    #expect(String(decoding: response.body, as: UTF8.self).contains("1000 bytes"))
    #expect(handled.withLock { $0 } == 0)
  }

  /// The handler may keep the reply and answer from another thread later: the connection
  /// waits suspended, and the answer arrives whole.
  @Test func anAnswerMayComeLaterFromAnotherThread() throws {
    let kept = Locked<ServerReply?>(nil)
    let arrived = DispatchSemaphore(value: 0)
    let server = try HTTPServer(host: "127.0.0.1", port: 0) { _, reply in
      kept.withLock { $0 = reply }
      arrived.signal()
    }
    defer { server.stop() }
    Thread {
      guard arrived.wait(timeout: .now() + 10) == .success else { return }
      kept.withLock { $0 }?.send(
        ServerResponse(status: 200, contentType: "text/plain", text: "later"))
    }.start()
    let response = try client.send(HTTPRequest(url: url(server, "/v1/jobs/1?wait=5")))
    #expect(response.status == 200)
    #expect(String(decoding: response.body, as: UTF8.self) == "later")
  }

  /// A part of a file is sent from its descriptor; HEAD gets the head alone; the second
  /// request of a `curl` run reuses the first one's connection (keep-alive).
  @Test func aFilePartIsSentFromItsDescriptorOverOneConnection() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "talecast-server-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("story.m4a").path
    let content = Data((0..<4_096).map { UInt8(truncatingIfNeeded: $0) })
    try content.write(to: URL(fileURLWithPath: path))
    let server = try HTTPServer(host: "127.0.0.1", port: 0) { _, reply in
      guard let file = OpenFile(path: path) else {
        reply.send(ServerResponse(status: 404))
        return
      }
      reply.send(
        ServerResponse(
          status: 206, headers: [("Content-Type", "audio/mp4")],
          body: .file(file, offset: 100, length: 1_000)))
    }
    defer { server.stop() }
    let response = try client.send(HTTPRequest(url: url(server, "/audio")))
    #expect(response.status == 206)
    #expect(response.body == content[100..<1_100])
    let curl = try runCurl([
      "-sS", "-v", "-o", "/dev/null", url(server, "/audio"), "-I", url(server, "/audio"),
    ])
    #expect(curl.contains("Re-using existing connection") || curl.contains("Reusing existing"))
    #expect(curl.contains("Content-Length: 1000"))
  }

  /// A stop answers a request still waiting with 503 and ends within its grace.
  @Test func aStopAnswersTheWaitingAndEnds() throws {
    let arrived = DispatchSemaphore(value: 0)
    let server = try HTTPServer(host: "127.0.0.1", port: 0) { _, _ in arrived.signal() }
    let status = Locked<Int?>(nil)
    let done = DispatchSemaphore(value: 0)
    let address = url(server, "/v1/jobs/1?wait=60")
    Thread { [client] in
      status.withLock { $0 = (try? client.send(HTTPRequest(url: address)))?.status }
      done.signal()
    }.start()
    #expect(arrived.wait(timeout: .now() + 10) == .success)
    let clock = ContinuousClock()
    let took = clock.measure { server.stop(grace: .milliseconds(200)) }
    #expect(done.wait(timeout: .now() + 10) == .success)
    #expect(status.withLock { $0 } == 503)
    #expect(took < .seconds(3), "stop took \(took)")
    #expect(throws: HTTPError.self) { try client.send(HTTPRequest(url: address)) }
  }

  @Test func anAddressThatCannotBeUsedIsNamed() throws {
    #expect(throws: ServerError.badAddress("localhost:80")) {
      try HTTPServer(host: "localhost:80", port: 0) { _, _ in }
    }
    let first = try HTTPServer(host: "127.0.0.1", port: 0) { _, _ in }
    defer { first.stop() }
    do {
      _ = try HTTPServer(host: "127.0.0.1", port: first.port) { _, _ in }
      Issue.record("a second server listened on the same port")
    } catch {
      #expect("\(error)".contains("cannot listen on 127.0.0.1:\(first.port)"), "\(error)")
    }
  }

  func runCurl(_ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
    process.arguments = arguments
    let pipe = Pipe()
    process.standardError = pipe
    process.standardOutput = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: output, as: UTF8.self)
  }
}
