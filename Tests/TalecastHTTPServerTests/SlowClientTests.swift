import Foundation
import TalecastCore
import TalecastHTTP
import Testing

@testable import TalecastHTTPServer

/// A client that sends a byte now and then is cut off once its request's time is up, in the
/// head or in the body; a prompt client on the same server is served all the while.
@Suite struct SlowClientTests {
  func server() throws -> HTTPServer {
    try HTTPServer(host: "127.0.0.1", port: 0, limits: ServerLimits(requestSeconds: 2)) {
      request, reply in
      reply.send(
        ServerResponse(status: 200, contentType: "text/plain", text: "\(request.body.count)"))
    }
  }

  @Test(arguments: ["head", "body"])
  func aClientSendingAByteASecondIsCutOff(part: String) throws {
    let server = try server()
    defer { server.stop() }
    let slow = try RawConnection(port: server.port)
    let start = ProcessInfo.processInfo.systemUptime
    var request = "POST /v1/jobs HTTP/1.1\r\nHost: x\r\nContent-Length: 60\r\n"
    if part == "body" {
      slow.send(request + "\r\n")
      request = String(repeating: "a", count: 60)
    } else {
      request += "X-Slow: " + String(repeating: "b", count: 60) + "\r\n\r\n"
    }
    #expect(!slow.trickle(request, pause: 0.25), "the slow client sent everything")
    let cut = ProcessInfo.processInfo.systemUptime - start
    // Its 2 s, checked every second.
    #expect(cut >= 1.9 && cut < 5, "cut after \(cut) s")
    let client = HTTPClient(configuration: HTTPConfiguration(totalTimeout: .seconds(5)))
    let prompt = try client.send(
      HTTPRequest(method: "POST", url: "http://127.0.0.1:\(server.port)/", body: Data("abc".utf8)))
    #expect(prompt.status == 200)
  }

  @Test func aKeptAliveConnectionHasTheTimeAgainForEachRequest() throws {
    let server = try server()
    defer { server.stop() }
    let connection = try RawConnection(port: server.port)
    for _ in 0..<3 {
      // Each request in well under 2 s, though the three together take longer.
      #expect(connection.trickle("GET / HTTP/1.1\r\nHost: x\r\n\r\n", pause: 0.03))
      #expect(connection.read(until: "\r\n\r\n0").hasPrefix("HTTP/1.1 200"))
    }
  }
}
