/// The limits a server holds every client to; each has a documented default.
public struct ServerLimits: Sendable {
  /// Open connections at once; more are refused at accept.
  public var connections: Int
  /// A connection with nothing moving for this long is closed (a client sending a byte now
  /// and then still resets it: the body limit and this bound a slow client together).
  public var idleSeconds: Int
  /// Bytes of a request body; a larger one is answered 413 before it is read.
  public var bodyBytes: Int
  /// Memory per connection for the request's head (line, headers); a larger head is
  /// answered 431 by libmicrohttpd.
  public var headBytes: Int
  /// Threads that serve connections (each runs handlers that answer at once).
  public var threads: Int
  /// Seconds a connection has to deliver a request whole (head and body), from its opening or
  /// its last answer; a slower client (a byte a second) is cut off.
  public var requestSeconds: Double

  public init(
    connections: Int = 1024, idleSeconds: Int = 30, bodyBytes: Int = 256 * 1024,
    headBytes: Int = 32 * 1024, threads: Int = 1, requestSeconds: Double = 10
  ) {
    self.requestSeconds = requestSeconds
    self.connections = connections
    self.idleSeconds = idleSeconds
    self.bodyBytes = bodyBytes
    self.headBytes = headBytes
    self.threads = threads
  }
}
