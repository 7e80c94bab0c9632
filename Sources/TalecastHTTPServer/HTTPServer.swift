import CMicroHTTPD
import Foundation
import TalecastCore

/// An HTTP/1.1 server on libmicrohttpd: it owns the daemon (epoll, a small pool of threads),
/// hands each whole request to one handler, and sends what the handler answers, at once or
/// later. Parsing, keep-alive, HEAD, chunking and time-outs are libmicrohttpd's.
public final class HTTPServer: Sendable {
  public typealias Handler = @Sendable (ServerRequest, ServerReply) -> Void

  /// The port the server listens on (the one the system chose when asked for port 0).
  public let port: UInt16
  public let host: String
  private let core: ServerCore
  /// The daemon, stopped and freed once by `stop` (or `deinit`); nil once stopped (`Locked`).
  private let daemon: Locked<OpaquePointer?>

  /// Starts listening on `host` (an IPv4 or IPv6 address) and `port` (0: any free port).
  public init(
    host: String, port: UInt16, limits: ServerLimits = ServerLimits(),
    handler: @escaping Handler
  ) throws(ServerError) {
    if case .failure(let missing) = MicroHTTPDLibrary.opened {
      throw ServerError.cannotListen(host: host, port: port, reason: missing.description)
    }
    let address = try SocketAddress(host: host, port: port)
    let core = ServerCore(limits: limits, handler: handler)
    // Turbo: libmicrohttpd tries a read or write before asking epoll whether it would block
    // (a 4 MiB file range 0.76 → 0.84× nginx's rate, a stories page 5 350 → 5 900/s, the api
    // benchmark's builds alternated).
    var flags = MHD_USE_INTERNAL_POLLING_THREAD.rawValue | MHD_USE_EPOLL.rawValue
    flags |= MHD_ALLOW_SUSPEND_RESUME.rawValue | MHD_USE_ERROR_LOG.rawValue
    flags |= MHD_USE_TURBO.rawValue
    if address.isIPv6 { flags |= MHD_USE_IPv6.rawValue }
    let context = Unmanaged.passUnretained(core).toOpaque()
    let started = address.withPointer { pointer in
      talecast_mhd_start(
        mhd,
        flags, pointer, accessHandler, context, requestCompleted, context, connectionChanged,
        logMessage,
        talecast_mhd_limits(
          connection_limit: UInt32(clamping: limits.connections),
          connection_timeout_seconds: UInt32(clamping: limits.idleSeconds),
          connection_memory_limit: limits.headBytes,
          thread_pool_size: UInt32(clamping: max(1, limits.threads))))
    }
    guard let started else {
      throw ServerError.cannotListen(
        host: host, port: port, reason: String(cString: strerror(errno)))
    }
    self.core = core
    self.host = host
    self.port = talecast_mhd_bound_port(mhd, started)
    daemon = Locked(started)
  }

  deinit { stop(grace: .zero) }

  /// Event streams open now.
  public var openStreams: Int { core.openStreams }

  /// Answers new requests 503 at once, ends event streams once what they hold is sent, lets requests
  /// in flight finish for up to `grace`, answers those still waiting with 503, then stops
  /// the daemon. Safe to call more than once.
  public func stop(grace: Duration = .seconds(5)) {
    guard daemon.withLock({ $0 }) != nil else { return }
    // New requests are answered 503 from here. (libmicrohttpd's quiesce, which would close
    // the listening socket at once, aborted the process in a test run under load: "Failed to
    // remove listen FD from epoll set"; the socket now closes with the daemon.)
    core.stopAccepting()
    core.finishStreams()
    _ = core.open.wait(timeout: grace.inSeconds) { $0.isEmpty }
    core.abandonWaiting()
    // Their 503s are sent before the daemon closes the connections (a second at most).
    _ = core.open.wait(timeout: 1) { $0.isEmpty }
    // Every resume asked for must be carried out before the daemon stops: libmicrohttpd
    // aborts the process when it stops with a connection still suspended.
    guard core.suspensions.waitForNone(timeout: 5) else {
      Logger(label: "talecast.http").error(
        "connections stayed suspended: the server is left running as the process ends")
      return
    }
    daemon.withLock { daemon in
      guard let stopping = daemon else { return }
      daemon = nil
      mhd.MHD_stop_daemon(stopping)
    }
    core.deadlines.stop()
  }
}

/// What every connection's thread shares: the handler, the limits and the requests open now.
final class ServerCore: Sendable {
  let limits: ServerLimits
  let handler: HTTPServer.Handler
  /// Requests that began and have not ended, by identity (`Locked`, with its condition:
  /// a stop waits for it to empty).
  let open = Locked<[ObjectIdentifier: ServerReply]>([:])
  let suspensions = Suspensions()
  let deadlines: RequestDeadlines
  private let accepting = Locked(true)

  init(limits: ServerLimits, handler: @escaping HTTPServer.Handler) {
    self.limits = limits
    self.handler = handler
    deadlines = RequestDeadlines(seconds: limits.requestSeconds)
  }

  var isAccepting: Bool { accepting.withLock { $0 } }
  func stopAccepting() { accepting.withLock { $0 = false } }

  func began(_ reply: ServerReply) {
    open.withLock { $0[ObjectIdentifier(reply)] = reply }
  }

  func ended(_ reply: ServerReply) {
    open.withLockWakingWaiters { $0[ObjectIdentifier(reply)] = nil }
  }

  /// Open event streams, until their response is released (`Locked`).
  private let streams = Locked<[ObjectIdentifier: ServerStream]>([:])

  func streamOpened(_ stream: ServerStream) {
    let key = ObjectIdentifier(stream)
    streams.withLock { $0[key] = stream }
    stream.onClose { [weak self] in _ = self?.streams.withLock { $0.removeValue(forKey: key) } }
    // A stream opened while the server stops (its handler ran as the stop began) ends too.
    if !isAccepting { stream.finish() }
  }

  /// Ends every open stream once what it holds is sent (a stopping server).
  var openStreams: Int { streams.withLock { $0.count } }

  func finishStreams() {
    for stream in streams.withLock({ Array($0.values) }) { stream.finish() }
  }

  /// Requests still waiting for their answer get 503.
  func abandonWaiting() {
    for reply in open.withLock({ Array($0.values) }) { reply.abandon() }
  }
}

/// Why a server could not start.
public enum ServerError: Error, Sendable, Equatable, CustomStringConvertible {
  case badAddress(String)
  case cannotListen(host: String, port: UInt16, reason: String)

  public var description: String {
    switch self {
    case .badAddress(let host): "'\(host)' is not an IPv4 or IPv6 address"
    case .cannotListen(let host, let port, let reason):
      "cannot listen on \(host.contains(":") ? "[\(host)]" : host):\(port): \(reason)"
    }
  }
}

/// libmicrohttpd's log lines, which name a connection's trouble, go to standard error.
private let logMessage: talecast_mhd_message = { text in
  guard let text else { return }
  let line = String(cString: text).trimmingCharacters(in: .whitespacesAndNewlines)
  // A client that leaves in the middle of an answer (a listener closing an event stream, a
  // player seeking away) is how HTTP goes, not a warning for whoever runs the host.
  let clientLeft = [
    "no longer available", "Connection reset", "Broken pipe", "Failed to send",
    "connection closure",
  ]
  if clientLeft.contains(where: line.contains) {
    Logger(label: "talecast.http").debug(line)
  } else {
    Logger(label: "talecast.http").warning(line)
  }
}
