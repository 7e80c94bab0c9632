import Foundation

/// The floor under the event-latency row, measured in the same run: the same 1,000 loopback
/// connections and the same epoll client, but a bare sender instead of the API: two threads
/// (the API's two serving threads) each `send` one 200-byte message to half the sockets. No
/// HTTP, no event log, no broker: what 1,000 sends and 1,000 reads cost on these two cores.
extension APIBenchmark {
  /// The floor's p99, in ms.
  @discardableResult
  static func measureFanOutFloor(_ report: inout BenchReport) throws -> Double {
    let listener = try FloorListener()
    defer { listener.closeAll() }
    var clients = StreamClients()
    defer { clients.closeAll() }
    var accepted: [Int32] = []
    for _ in 0..<streamCount {
      try clients.open(port: listener.port, request: Array("GET / HTTP/1.1\r\n\r\n".utf8))
      accepted.append(try listener.accept())
    }
    let message = Array(("id: 1\ndata: " + String(repeating: "x", count: 180) + "\n\n").utf8)
    let sockets = accepted
    var latencies: [Double] = []
    for round in 0...streamEvents {
      clients.drain(quietFor: 200)
      let sent = ContinuousClock.now
      // Sent from two other threads while this one reads, as the API's threads send.
      DispatchQueue.global().async {
        DispatchQueue.concurrentPerform(iterations: 2) { part in
          for index in stride(from: part, to: sockets.count, by: 2) {
            _ = message.withUnsafeBytes {
              send(sockets[index], $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
          }
        }
      }
      let arrivals = try clients.firstEventArrivals(timeout: 10)
      if round > 0 { latencies += arrivals.map { ($0 - sent).inSeconds * 1_000 } }
    }
    latencies.sort()
    let p50 = latencies[latencies.count / 2]
    let p99 = latencies[min(latencies.count - 1, latencies.count * 99 / 100)]
    print(
      String(
        format: "  floor: bare sends to %d sockets, read the same way: p50 %.2f ms, p99 %.2f ms",
        streamCount, p50, p99))
    report.add("api", "floor: 1000 bare loopback sends to read, p50", unit: "ms", samples: [p50])
    report.add("api", "floor: 1000 bare loopback sends to read, p99", unit: "ms", samples: [p99])
    return p99
  }
}

/// A loopback listener and the sockets it accepted; each is owned here and closed by
/// `closeAll()`.
final class FloorListener {
  let socket: Int32
  let port: UInt16
  private var accepted: [Int32] = []

  init() throws {
    socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = Nginx.loopback(0)
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let socket = self.socket
    let ready = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(socket, $0, length) == 0 && listen(socket, 2_048) == 0
          && getsockname(socket, $0, &length) == 0
      }
    }
    port = UInt16(bigEndian: address.sin_port)
    guard ready else {
      close(socket)
      throw BenchError("floor listener: errno \(errno)")
    }
  }

  func accept() throws -> Int32 {
    let connection = Glibc.accept(socket, nil, nil)
    guard connection >= 0 else { throw BenchError("floor listener: accept, errno \(errno)") }
    var one: Int32 = 1
    setsockopt(
      connection, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
    accepted.append(connection)
    return connection
  }

  func closeAll() {
    for connection in accepted { close(connection) }
    accepted = []
    close(socket)
  }
}
