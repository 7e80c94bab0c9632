import Foundation

/// A client of one event stream over a plain socket (what an HTTP library hides: a response
/// read while it is still coming, a client that leaves in the middle). It undoes the chunked
/// encoding and parses the Server-Sent Events as they arrive.
final class EventStreamReader {
  struct Message: Equatable {
    var id: String?
    var event: String?
    var data: String
  }

  private let socket: Int32
  private var raw: [UInt8] = []
  private var body: [UInt8] = []
  private(set) var head: String?
  /// The response's last chunk came, or the server closed the connection.
  private(set) var ended = false

  /// Opens `path` with `token` as bearer token (and `Last-Event-ID` when given). A read waits
  /// at most `timeout` seconds for bytes, so a test that fails does not hang.
  init(
    port: UInt16, path: String, token: String? = "read", lastEventId: Int64? = nil,
    timeout: Int = 20
  ) throws {
    socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var wait = timeval(tv_sec: timeout, tv_usec: 0)
    setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      close(socket)
      throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
    var request = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n"
    if let token { request += "Authorization: Bearer \(token)\r\n" }
    if let lastEventId { request += "Last-Event-ID: \(lastEventId)\r\n" }
    let bytes = Array((request + "\r\n").utf8)
    _ = bytes.withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
  }

  deinit { close(socket) }

  /// The response's status (once its head arrived).
  var status: Int? {
    head.flatMap { $0.split(separator: " ").dropFirst().first.flatMap { Int($0) } }
  }

  /// The text of the body so far.
  var text: String { String(decoding: body, as: UTF8.self) }

  /// Whole messages so far (comments and `retry:` blocks are not messages).
  var messages: [Message] { Self.messages(in: text) }

  /// The whole messages of an event stream's text.
  static func messages(in text: String) -> [Message] {
    let blocks = text.components(separatedBy: "\n\n").dropLast()
    return blocks.compactMap { block in
      var message = Message(id: nil, event: nil, data: "")
      var data: [String] = []
      for line in block.split(separator: "\n") {
        if line.hasPrefix("id: ") { message.id = String(line.dropFirst(4)) }
        if line.hasPrefix("event: ") { message.event = String(line.dropFirst(7)) }
        if line.hasPrefix("data: ") { data.append(String(line.dropFirst(6))) }
      }
      guard message.event != nil || !data.isEmpty else { return nil }
      message.data = data.joined(separator: "\n")
      return message
    }
  }

  /// Messages with an id: the events.
  var events: [Message] { messages.filter { $0.id != nil } }

  /// Reads until `done` holds for what arrived, or the stream ends, or nothing comes for the
  /// time-out; whether `done` holds.
  @discardableResult
  func read(until done: (EventStreamReader) -> Bool) -> Bool {
    var buffer = [UInt8](repeating: 0, count: 16_384)
    while !done(self) {
      if ended { return false }
      let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
      if count <= 0 {
        ended = true
        return done(self)
      }
      raw += buffer[..<count]
      decode()
    }
    return true
  }

  /// Leaves at once: a reset, as a client that crashes or loses its network.
  func abort() {
    var linger = Glibc.linger(l_onoff: 1, l_linger: 0)
    setsockopt(socket, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<Glibc.linger>.size))
    shutdown(socket, Int32(SHUT_RDWR))
  }

  /// Moves whole chunks from `raw` into `body`.
  private func decode() {
    let crlf: [UInt8] = [13, 10]
    if head == nil {
      guard let end = Self.find([13, 10, 13, 10], in: raw, from: 0) else { return }
      head = String(decoding: raw[..<end], as: UTF8.self)
      raw.removeFirst(end + 4)
      if !(head ?? "").lowercased().contains("transfer-encoding: chunked") {
        body += raw
        raw = []
        return
      }
    }
    guard (head ?? "").lowercased().contains("transfer-encoding: chunked") else {
      body += raw
      raw = []
      return
    }
    while let line = Self.find(crlf, in: raw, from: 0) {
      let sizeText = String(decoding: raw[..<line], as: UTF8.self).split(separator: ";").first ?? ""
      guard let size = Int(sizeText.trimmingCharacters(in: .whitespaces), radix: 16) else {
        ended = true
        return
      }
      if size == 0 {
        ended = true
        raw = []
        return
      }
      guard raw.count >= line + 2 + size + 2 else { return }
      body += raw[(line + 2)..<(line + 2 + size)]
      raw.removeFirst(line + 2 + size + 2)
    }
  }

  private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
    guard haystack.count >= needle.count else { return nil }
    var index = start
    while index + needle.count <= haystack.count {
      if Array(haystack[index..<(index + needle.count)]) == needle { return index }
      index += 1
    }
    return nil
  }
}
