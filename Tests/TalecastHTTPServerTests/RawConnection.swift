import Foundation

/// A plain TCP connection to the server under test, for what an HTTP library hides: reading
/// a response while it is still coming, and leaving in the middle of it.
final class RawConnection {
  let socket: Int32

  init(port: UInt16) throws {
    socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
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
  }

  deinit { close(socket) }

  func send(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, 0) }
  }

  /// Reads until what arrived contains `marker` (or the other side closes); what arrived.
  func read(until marker: String) -> String {
    var received = [UInt8]()
    var buffer = [UInt8](repeating: 0, count: 4_096)
    while !String(decoding: received, as: UTF8.self).contains(marker) {
      let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
      if count <= 0 { break }
      received += buffer[..<count]
    }
    return String(decoding: received, as: UTF8.self)
  }

  /// Leaves at once: a reset, as a client that crashes or loses its network.
  func abort() {
    var linger = Glibc.linger(l_onoff: 1, l_linger: 0)
    setsockopt(socket, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<Glibc.linger>.size))
    shutdown(socket, Int32(SHUT_RDWR))
  }
}

extension RawConnection {
  /// Sends `text` a byte every `pause` seconds (a client on a very slow link, or one that
  /// holds a connection on purpose) until it is sent or the server has closed the connection;
  /// whether it was all sent.
  func trickle(_ text: String, pause: Double) -> Bool {
    for byte in text.utf8 {
      let sent = withUnsafeBytes(of: byte) {
        Glibc.send(socket, $0.baseAddress, 1, Int32(MSG_NOSIGNAL))
      }
      if sent != 1 || isClosedByServer { return false }
      Thread.sleep(forTimeInterval: pause)
    }
    return true
  }

  /// Whether the server has closed its side (a read would end at once).
  var isClosedByServer: Bool {
    var probe = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
    guard poll(&probe, 1, 0) == 1 else { return false }
    var byte: UInt8 = 0
    return recv(socket, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT)) == 0
  }
}
