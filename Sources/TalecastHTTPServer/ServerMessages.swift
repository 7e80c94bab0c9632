import Foundation
import TalecastCore

/// A request as the server hands it to its handler: the whole head and the whole body.
/// libmicrohttpd has already parsed it; names of headers are lower-cased here so that a
/// handler looks them up one way.
public struct ServerRequest: Sendable {
  public let method: String
  /// The path, percent-decoded by libmicrohttpd, without the query.
  public let path: String
  /// The query's arguments, decoded, in the order they came.
  public let query: [(name: String, value: String)]
  public let headers: [(name: String, value: String)]
  public let body: [UInt8]

  public init(
    method: String, path: String, query: [(name: String, value: String)] = [],
    headers: [(name: String, value: String)] = [], body: [UInt8] = []
  ) {
    self.method = method
    self.path = path
    self.query = query
    self.headers = headers
    self.body = body
  }

  /// The first value of the header `name` (any case).
  public func header(_ name: String) -> String? {
    let name = name.lowercased()
    return headers.first { $0.name == name }?.value
  }

  /// The first value of the query argument `name`.
  public func argument(_ name: String) -> String? {
    query.first { $0.name == name }?.value
  }
}

/// What the server sends back.
public struct ServerResponse: Sendable {
  public enum Body: Sendable {
    case bytes([UInt8])
    /// `length` bytes of a file from `offset`, sent by the kernel from the descriptor
    /// (sendfile), never read into memory.
    case file(OpenFile, offset: UInt64, length: UInt64)
    /// Written while it is sent, until finished (event streams); sent chunked.
    case stream(ServerStream)
    /// `length` bytes of a file from `offset`, sent as `.file` is while `stillAllowed` says yes
    /// (asked once a second): when it says no, the connection is cut, so a download ends when
    /// the token that began it is revoked.
    case guardedFile(
      OpenFile, offset: UInt64, length: UInt64, stillAllowed: @Sendable () -> Bool)
  }

  public var status: Int
  public var headers: [(name: String, value: String)]
  public var body: Body

  public init(status: Int, headers: [(name: String, value: String)] = [], body: Body = .bytes([])) {
    self.status = status
    self.headers = headers
    self.body = body
  }

  public init(status: Int, contentType: String, text: String) {
    self.init(
      status: status, headers: [("Content-Type", contentType)], body: .bytes(Array(text.utf8)))
  }
}

/// A file opened for a response. It owns its descriptor and closes it, unless the server
/// took it over for a response (then libmicrohttpd closes it when the response is done).
public final class OpenFile: Sendable {
  /// The descriptor, or nil once handed over or closed (`Locked`: the handler's thread
  /// opens it, the server's thread hands it over).
  private let descriptor: Locked<Int32?>
  public let size: UInt64
  /// When the file's content last changed (its `st_mtim`), read from the same descriptor as
  /// `size`, so the two describe one version of the file.
  public let modified: Date

  /// Opens `path` for reading; nil when it is not a regular file that can be read.
  public init?(path: String) {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    var status = stat()
    guard fstat(fd, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
      close(fd)
      return nil
    }
    descriptor = Locked(fd)
    size = UInt64(status.st_size)
    modified = Date(
      timeIntervalSince1970: Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1e9)
  }

  deinit {
    if let fd = descriptor.withLock({ $0 }) { close(fd) }
  }

  /// The descriptor, given up by this owner: whoever takes it closes it.
  func handOver() -> Int32? {
    descriptor.withLock { fd in
      defer { fd = nil }
      return fd
    }
  }
}
