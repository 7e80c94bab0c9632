import Foundation
import TalecastApp
import TalecastCore
import TalecastHTTPServer

/// The HTTP API as a service under the Supervisor: it listens from the moment it is made (so
/// an address in use is said before anything starts), and on the first signal stops taking
/// requests and lets those in flight finish (at most 5 s) before the workers drain. Every
/// event stream gets a last `end` event before the server stops.
public final class APIService: Service {
  public let server: HTTPServer
  private let api: API

  /// The limits an API host holds clients to: the server's, with one serving thread per core
  /// (handlers read the store on them).
  public static var defaultLimits: ServerLimits {
    ServerLimits(threads: max(2, ProcessInfo.processInfo.activeProcessorCount))
  }

  public init(api: API, host: String, port: UInt16, limits: ServerLimits = defaultLimits) throws {
    self.api = api
    server = try HTTPServer(host: host, port: port, limits: limits, handler: api.handle)
  }

  public func start() {}

  public func shutdown(timeout: Double) -> [String] {
    // The end events are written first; the server's stop then finishes each stream once
    // what it holds is sent.
    api.endEventStreams()
    server.stop(grace: .milliseconds(Int(min(5, max(0, timeout)) * 1000)))
    return []
  }

  public func stopNow() {
    api.endEventStreams()
    server.stop(grace: .zero)
  }
}
