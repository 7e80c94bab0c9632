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

  /// A writer that waits for its reader sends any amount through a small window: 8 MiB in
  /// 16 KiB pieces through 64 KiB, every byte in order, and never more than the window held.
  @Test func aWriterThatWaitsSendsAnyAmountThroughItsWindow() throws {
    let most = Locked(0)
    let server = try HTTPServer(host: "127.0.0.1", port: 0) { _, reply in
      let stream = ServerStream(pendingLimit: 64 << 10)
      reply.send(ServerResponse(status: 200, headers: [], body: .stream(stream)))
      Thread {
        for number in 0..<512 {
          let piece = [UInt8](repeating: UInt8(number % 251), count: 16 << 10)
          guard stream.write(piece, waitingUpTo: 10) else { return }
          let pending = stream.pendingCount
          most.withLock { $0 = max($0, pending) }
        }
        stream.finish()
      }.start()
    }
    defer { server.stop() }
    let response = try HTTPClient().send(HTTPRequest(url: "http://127.0.0.1:\(server.port)/x"))
    #expect(response.body.count == 8 << 20)
    let pieces = stride(from: 0, to: response.body.count, by: 16 << 10).map { response.body[$0] }
    #expect(pieces == (0..<512).map { UInt8($0 % 251) })
    #expect(most.withLock { $0 } <= 64 << 10)
  }

  /// A client that reads nothing is cut off once the writer has waited its time: the write
  /// says so, and the stream is closed.
  @Test func aClientThatReadsNothingIsCutOffAfterTheWait() throws {
    let ended = Locked<(pieces: Int, closed: Bool)?>(nil)
    let server = try HTTPServer(host: "127.0.0.1", port: 0) { _, reply in
      let stream = ServerStream(pendingLimit: 64 << 10)
      reply.send(ServerResponse(status: 200, headers: [], body: .stream(stream)))
      Thread {
        var pieces = 0
        while pieces < 10_000,
          stream.write([UInt8](repeating: 65, count: 64 << 10), waitingUpTo: 0.5)
        {
          pieces += 1
        }
        ended.withLockWakingWaiters { $0 = (pieces, stream.isClosed) }
      }.start()
    }
    defer { server.stop() }
    let client = try RawConnection(port: server.port)
    client.send("GET /x HTTP/1.1\r\nHost: here\r\n\r\n")
    #expect(ended.wait(timeout: 30) { $0 != nil })
    let (pieces, closed) = try #require(ended.withLock { $0 })
    #expect(pieces < 10_000, "the writer never stopped: \(pieces) pieces")
    #expect(closed)
  }
}
