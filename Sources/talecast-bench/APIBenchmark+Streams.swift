import CEpoll
import Foundation
import TalecastAPI
import TalecastApp
import TalecastCore

/// 1,000 open `GET /v1/events` streams on the in-process API: the memory they cost (the
/// process's resident memory with them open, minus before), and how long an event takes from
/// its publication through the app to each client, read by one poll() loop over every socket.
extension APIBenchmark {
  static let streamCount = 1_000
  static let streamEvents = 30

  static func measureStreams(
    _ report: inout BenchReport, talecast: Talecast, api: API, port: UInt16, job: String
  ) throws {
    let before = residentMiB()
    var clients = StreamClients()
    defer { clients.closeAll() }
    let request = Array(
      "GET /v1/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\nAuthorization: Bearer \(token)\r\n\r\n"
        .utf8)
    for _ in 0..<streamCount { try clients.open(port: port, request: request) }
    try clients.readHeads(timeout: 30)
    let opened = api.openEventStreams
    let added = residentMiB() - before
    print(
      String(
        format: "  %d event streams open (%d by the API's count): %.1f MiB more resident memory",
        streamCount, opened, added))
    report.add(
      "api", "\(streamCount) open event streams, memory added", unit: "MiB", samples: [added],
      goal: .atMost(64))

    var latencies: [Double] = []
    // Timed from the event's making (its metadata's time, just before `publish`), after the
    // submission has written its job: the figure is the event's way to the clients. (A
    // subscriber runs after the event log's write, so its own moment would be late.)
    let publication = Locked<ContinuousClock.Instant?>(nil)
    let subscription = talecast.subscribe(JobStateChanged.self) { event in
      guard event.from == nil else { return }
      let age = Date().timeIntervalSince(event.metadata.timestamp)
      publication.withLock { $0 = $0 ?? ContinuousClock.now - .seconds(max(0, age)) }
    }
    defer { subscription.cancel() }
    // One event first, not counted: the first submission prepares the queue's statements.
    for round in 0...streamEvents {
      clients.drain(quietFor: 200)
      publication.withLock { $0 = nil }
      let submitted = ContinuousClock.now
      _ = try talecast.submit(jobText: job, source: "bench", idempotencyKey: nil)
      let arrivals = try clients.firstEventArrivals(timeout: 10)
      let published = publication.withLock { $0 } ?? submitted
      if round > 0 { latencies += arrivals.map { ($0 - published).inSeconds * 1_000 } }
    }
    latencies.sort()
    let p50 = latencies[latencies.count / 2]
    let p99 = latencies[min(latencies.count - 1, latencies.count * 99 / 100)]
    print(
      String(
        format: "  publish to client over %d events × %d streams: p50 %.2f ms, p99 %.2f ms",
        streamEvents, streamCount, p50, p99))
    report.add("api", "event publish to client, p50", unit: "ms", samples: [p50])
    report.add("api", "event publish to client, p99", unit: "ms", samples: [p99])
    // The goal is a ratio to the floor measured in the same run: machines of this kind differ
    // by about 2×, so a figure in milliseconds says more of the machine than of the API.
    let floor = try measureFanOutFloor(&report)
    report.add(
      "api", "event publish p99 / the bare sends' p99", unit: "×", samples: [p99 / floor],
      goal: .atMost(1.25))
  }

  /// VmRSS of /proc/self/status, in MiB.
  static func residentMiB() -> Double {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
    let kilobytes = line.split(separator: " ").dropFirst().first.flatMap { Double($0) } ?? .nan
    return kilobytes / 1024
  }
}

/// Raw client sockets of event streams, read together by one epoll set: what a thousand
/// browsers' `EventSource`s are to the server. Each socket and the epoll set are owned here
/// and closed by `closeAll()`. (epoll, not poll(): a poll() over a thousand sockets for each
/// arrival took a core from the server it measures.)
struct StreamClients {
  private var sockets: [Int32] = []
  private var received: [[UInt8]] = []
  private var epoll: Int32 = -1

  mutating func open(port: UInt16, request: [UInt8]) throws {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard socket >= 0 else { throw BenchError("no socket: errno \(errno)") }
    var address = Nginx.loopback(port)
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      close(socket)
      throw BenchError("event stream \(sockets.count + 1): connect failed, errno \(errno)")
    }
    sockets.append(socket)
    received.append([])
    let sent = request.withUnsafeBytes {
      Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
    }
    guard sent == request.count else { throw BenchError("event stream: send failed") }
    _ = fcntl(socket, F_SETFL, fcntl(socket, F_GETFL) | O_NONBLOCK)
    if epoll < 0 { epoll = epoll_create1(0) }
    var event = epoll_event()
    event.events = EPOLLIN.rawValue
    event.data.u64 = UInt64(sockets.count - 1)
    guard epoll >= 0, epoll_ctl(epoll, EPOLL_CTL_ADD, socket, &event) == 0 else {
      throw BenchError("event stream: epoll failed, errno \(errno)")
    }
  }

  mutating func closeAll() {
    for socket in sockets { close(socket) }
    if epoll >= 0 { close(epoll) }
    epoll = -1
    sockets = []
    received = []
  }

  /// Reads until every socket has its response head with status 200.
  mutating func readHeads(timeout seconds: Double) throws {
    let end: [UInt8] = Array("\r\n\r\n".utf8)
    try readUntil(timeout: seconds) { _, bytes, _ in bytes.firstRange(of: end) != nil }
    for bytes in received where !bytes.starts(with: Array("HTTP/1.1 200".utf8)) {
      throw BenchError(
        "an event stream was refused: \(String(decoding: bytes.prefix(200), as: UTF8.self))")
    }
  }

  /// Reads and forgets whatever comes until nothing has come for `milliseconds`.
  mutating func drain(quietFor milliseconds: Int32) {
    var fds = sockets.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    var buffer = [UInt8](repeating: 0, count: 16_384)
    while fds.withUnsafeMutableBufferPointer({
      poll($0.baseAddress, nfds_t($0.count), milliseconds)
    })
      > 0
    {
      for index in fds.indices where fds[index].revents != 0 {
        _ = buffer.withUnsafeMutableBytes { recv(fds[index].fd, $0.baseAddress, $0.count, 0) }
      }
    }
    for index in received.indices { received[index] = [] }
  }

  /// When each socket read the `id:` line of the first event to come (from now). Its own
  /// loop, as lean as a client can be (each read's bytes looked at where they lie, no copy):
  /// the time it takes is counted in every figure it reads. A message's `id: ` is at the
  /// start of a read, so a marker split across two reads is not looked for.
  mutating func firstEventArrivals(timeout seconds: Double) throws -> [ContinuousClock.Instant] {
    let start = ContinuousClock.now
    let deadline = start + .milliseconds(Int(seconds * 1_000))
    var arrivals = [ContinuousClock.Instant](repeating: start, count: sockets.count)
    var arrived = [Bool](repeating: false, count: sockets.count)
    var remaining = sockets.count
    var buffer = [UInt8](repeating: 0, count: 16_384)
    var events = [epoll_event](repeating: epoll_event(), count: 1_024)
    while remaining > 0 {
      guard ContinuousClock.now < deadline else {
        throw BenchError("\(remaining) event streams got nothing within \(seconds) s")
      }
      let ready = events.withUnsafeMutableBufferPointer {
        epoll_wait(epoll, $0.baseAddress, Int32($0.count), 100)
      }
      guard ready > 0 else { continue }
      for event in events.prefix(Int(ready)) {
        let index = Int(event.data.u64)
        let found = buffer.withUnsafeMutableBytes { bytes -> Int in
          let count = recv(sockets[index], bytes.baseAddress, bytes.count, 0)
          guard count >= 4 else { return count == 0 ? -1 : 0 }
          for offset in 0...(count - 4)
          where bytes[offset] == 0x69 && bytes[offset + 1] == 0x64 && bytes[offset + 2] == 0x3A
            && bytes[offset + 3] == 0x20
          {
            return 1
          }
          return 0
        }
        if found < 0 { throw BenchError("the server closed an event stream") }
        if found == 1, !arrived[index] {
          arrivals[index] = ContinuousClock.now
          arrived[index] = true
          remaining -= 1
        }
      }
    }
    return arrivals
  }

  /// One epoll loop over every socket until each is `done` (asked after each read with what
  /// the socket received so far and the read's time), or the time-out passes.
  private mutating func readUntil(
    timeout seconds: Double, _ done: (Int, [UInt8], ContinuousClock.Instant) -> Bool
  ) throws {
    let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1_000))
    var waiting = Set(sockets.indices)
    var buffer = [UInt8](repeating: 0, count: 16_384)
    var events = [epoll_event](repeating: epoll_event(), count: 1_024)
    while !waiting.isEmpty {
      guard ContinuousClock.now < deadline else {
        throw BenchError("\(waiting.count) event streams got nothing within \(seconds) s")
      }
      let ready = events.withUnsafeMutableBufferPointer {
        epoll_wait(epoll, $0.baseAddress, Int32($0.count), 100)
      }
      guard ready > 0 else { continue }
      for event in events.prefix(Int(ready)) {
        let index = Int(event.data.u64)
        let count = buffer.withUnsafeMutableBytes {
          recv(sockets[index], $0.baseAddress, $0.count, 0)
        }
        let now = ContinuousClock.now
        if count == 0 { throw BenchError("the server closed an event stream") }
        guard count > 0, waiting.contains(index) else { continue }
        received[index] += buffer[..<count]
        if done(index, received[index], now) { waiting.remove(index) }
      }
    }
  }
}
