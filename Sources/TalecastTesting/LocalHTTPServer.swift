import Foundation
import TalecastCore

#if canImport(Glibc)
  import Glibc
#endif

/// A small HTTP/1.1 server on 127.0.0.1 for tests of HTTP clients: each connection gets one
/// request and one reply from the handler (connections are served side by side), then is
/// closed. It listens on a free port and
/// stops when `stop()` is called or it is released.
public final class LocalHTTPServer: Sendable {
  public struct Request: Sendable {
    public let method: String
    public let path: String
    /// Header names in lower case.
    public let headers: [String: String]
    public let body: Data
  }

  public struct Reply: Sendable {
    public var status: Int
    public var headers: [String: String]
    public var body: Data
    /// Wait this long before answering (to test time-outs).
    public var delay: Duration
    /// Whether the reply says its length (Content-Length); if not, the body ends when the
    /// connection closes, and a client learns its size only by receiving it.
    public var declaresLength: Bool

    public init(
      status: Int = 200, headers: [String: String] = [:], body: Data = Data(),
      delay: Duration = .zero, declaresLength: Bool = true
    ) {
      self.status = status
      self.headers = headers
      self.body = body
      self.delay = delay
      self.declaresLength = declaresLength
    }
  }

  /// What the accepting thread shares with the server, each part behind a lock (`Locked`).
  private final class State: Sendable {
    let running = Locked(true)
    /// Every request received, in order.
    let received = Locked<[Request]>([])
    /// Body bytes the clients took (accepted by the socket), over all replies.
    let bodyBytesSent = Locked(0)
  }

  public let port: Int
  private let listener: Int32
  private let state = State()

  public init(handler: @escaping @Sendable (Request) -> Reply) throws {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, listen(fd, 16) == 0 else {
      close(fd)
      throw POSIXError(.init(rawValue: errno) ?? .EIO)
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    listener = fd
    port = Int(UInt16(bigEndian: address.sin_port))
    let thread = Thread { [listener, state] in
      while state.running.withLock({ $0 }) {
        let connection = accept(listener, nil, nil)
        if connection < 0 { break }
        // Each connection on a thread of its own: a slow reply (a time-out test) must not
        // hold up the requests of other jobs meanwhile.
        Thread { Self.serve(connection, handler: handler, state: state) }.start()
      }
    }
    thread.start()
  }

  deinit { stop() }

  public var baseURL: String { "http://127.0.0.1:\(port)" }

  public var requests: [Request] { state.received.withLock { $0 } }

  /// Body bytes sent so far, over all replies: a client that stops a transfer early took
  /// fewer than the replies held (up to what the sockets' buffers hold).
  public var bodyBytesSent: Int { state.bodyBytesSent.withLock { $0 } }

  public func stop() {
    let wasRunning = state.running.withLock { state in
      defer { state = false }
      return state
    }
    if wasRunning {
      shutdown(listener, Int32(SHUT_RDWR))
      close(listener)
    }
  }

  private static func serve(_ connection: Int32, handler: (Request) -> Reply, state: State) {
    defer { close(connection) }
    guard let request = read(connection) else { return }
    state.received.withLock { $0.append(request) }
    let reply = handler(request)
    if reply.delay > .zero {
      Thread.sleep(forTimeInterval: reply.delay.inSeconds)
    }
    var head = "HTTP/1.1 \(reply.status) Status\r\nConnection: close\r\n"
    if reply.declaresLength { head += "Content-Length: \(reply.body.count)\r\n" }
    for (name, value) in reply.headers { head += "\(name): \(value)\r\n" }
    head += "\r\n"
    guard send(Data(head.utf8), on: connection) != nil else { return }
    let sent = send(reply.body, on: connection) ?? 0
    state.bodyBytesSent.withLock { $0 += sent }
  }

  /// Sends all of `data` straight from its own bytes (a 50 MB body is not copied); the bytes
  /// sent, or nil when the client went away first.
  private static func send(_ data: Data, on connection: Int32) -> Int? {
    data.withUnsafeBytes { bytes -> Int? in
      var sent = 0
      while sent < bytes.count {
        let count = Glibc.send(
          connection, bytes.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL))
        if count <= 0 { return sent == 0 && bytes.count > 0 ? nil : sent }
        sent += count
      }
      return sent
    }
  }

  private static func read(_ connection: Int32) -> Request? {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 65_536)
    let separator = Data("\r\n\r\n".utf8)
    while data.range(of: separator) == nil {
      let count = recv(connection, &buffer, buffer.count, 0)
      if count <= 0 { return nil }
      data.append(contentsOf: buffer[0..<count])
    }
    let split = data.range(of: separator)!
    let head = String(decoding: data[..<split.lowerBound], as: UTF8.self).components(
      separatedBy: "\r\n")
    let parts = head[0].split(separator: " ")
    guard parts.count >= 2 else { return nil }
    var headers: [String: String] = [:]
    for line in head.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
        in: .whitespaces)
    }
    var body = Data(data[split.upperBound...])
    let expected = Int(headers["content-length"] ?? "0") ?? 0
    while body.count < expected {
      let count = recv(connection, &buffer, buffer.count, 0)
      if count <= 0 { break }
      body.append(contentsOf: buffer[0..<count])
    }
    return Request(method: String(parts[0]), path: String(parts[1]), headers: headers, body: body)
  }
}
