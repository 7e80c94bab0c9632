import Foundation
import TalecastCore
import TalecastHTTP
import Testing

@testable import TalecastHTTPServer

/// Event streams over real sockets: written from another thread while the connection waits
/// suspended, closed when the client leaves, ended by a stopping server.
@Suite struct ServerStreamTests {
  func streamingServer(_ opened: @escaping @Sendable (ServerStream) -> Void) throws -> HTTPServer {
    try HTTPServer(host: "127.0.0.1", port: 0) { _, reply in
      let stream = ServerStream()
      reply.send(
        ServerResponse(
          status: 200, headers: [("Content-Type", "text/event-stream")], body: .stream(stream)))
      opened(stream)
    }
  }

  @Test func whatIsWrittenFromAnotherThreadArrivesInOrder() throws {
    let server = try streamingServer { stream in
      Thread {
        for number in 1...50 { stream.write("id: \(number)\ndata: event \(number)\n\n") }
        stream.finish()
      }.start()
    }
    defer { server.stop() }
    let response = try HTTPClient().send(HTTPRequest(url: "http://127.0.0.1:\(server.port)/e"))
    #expect(response.status == 200)
    #expect(response.headers["content-type"] == "text/event-stream")
    let expected = (1...50).map { "id: \($0)\ndata: event \($0)\n\n" }.joined()
    #expect(String(decoding: response.body, as: UTF8.self) == expected)
  }

  /// A client that leaves is noticed at the next write (a heartbeat): the stream closes,
  /// its close action runs once, and the server holds no stream any more.
  @Test func aClientThatLeavesClosesTheStream() throws {
    let kept = Locked<ServerStream?>(nil)
    let opened = DispatchSemaphore(value: 0)
    let server = try streamingServer { stream in
      kept.withLock { $0 = stream }
      stream.write(": hello\n\n")
      opened.signal()
    }
    defer { server.stop() }
    let client = try RawConnection(port: server.port)
    client.send("GET /e HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    #expect(opened.wait(timeout: .now() + 10) == .success)
    // The first bytes reached the client: the stream is being sent.
    #expect(client.read(until: ": hello").contains("text/event-stream"))
    let stream = try #require(kept.withLock { $0 })
    let closes = Locked(0)
    let closed = DispatchSemaphore(value: 0)
    stream.onClose {
      closes.withLock { $0 += 1 }
      closed.signal()
    }
    #expect(server.openStreams == 1)
    client.abort()
    var heartbeats = 0
    while closed.wait(timeout: .now() + 0.05) == .timedOut, heartbeats < 200 {
      stream.write(": heartbeat\n\n")
      heartbeats += 1
    }
    #expect(stream.isClosed, "still open after \(heartbeats) heartbeats")
    #expect(!stream.write(": after\n\n"))
    #expect(closes.withLock { $0 } == 1)
    #expect(server.openStreams == 0)
  }

  /// A client that reads nothing while events pile up is cut off at the stream's limit.
  @Test func aStreamOverItsPendingLimitCloses() {
    let stream = ServerStream(pendingLimit: 100)
    #expect(stream.write(Array(repeating: 65, count: 60)))
    #expect(!stream.write(Array(repeating: 65, count: 60)))
    #expect(stream.isClosed)
  }

  /// A stopping server ends an idle stream (what it held is sent) and stops promptly.
  @Test func aStopEndsAnIdleStream() throws {
    let opened = DispatchSemaphore(value: 0)
    let server = try streamingServer { stream in
      stream.write("data: first\n\n")
      opened.signal()
    }
    let body = Locked<String?>(nil)
    let done = DispatchSemaphore(value: 0)
    let address = "http://127.0.0.1:\(server.port)/e"
    Thread {
      let response = try? HTTPClient().send(HTTPRequest(url: address))
      body.withLock { $0 = response.map { String(decoding: $0.body, as: UTF8.self) } }
      done.signal()
    }.start()
    #expect(opened.wait(timeout: .now() + 10) == .success)
    let took = ContinuousClock().measure { server.stop(grace: .seconds(2)) }
    #expect(done.wait(timeout: .now() + 10) == .success)
    #expect(body.withLock { $0 } == "data: first\n\n")
    #expect(took < .seconds(2), "stop took \(took)")
  }
}
