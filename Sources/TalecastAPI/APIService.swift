import Foundation
import TalecastApp
import TalecastCore
import TalecastHTTPServer

/// The HTTP API as a service under the Supervisor: it listens from the moment it is made (so
/// an address in use is said before anything starts), and on the first signal stops taking
/// requests and lets those in flight finish (at most 5 s) before the workers drain.
public final class APIService: Service {
  public let server: HTTPServer

  /// The limits an API host holds clients to: the server's, with one serving thread per core
  /// (handlers read the store on them).
  public static var defaultLimits: ServerLimits {
    ServerLimits(threads: max(2, ProcessInfo.processInfo.activeProcessorCount))
  }

  public init(api: API, host: String, port: UInt16, limits: ServerLimits = defaultLimits) throws {
    server = try HTTPServer(host: host, port: port, limits: limits, handler: api.handle)
  }

  public func start() {}

  public func shutdown(timeout: Double) -> [String] {
    server.stop(grace: .milliseconds(Int(min(5, max(0, timeout)) * 1000)))
    return []
  }

  public func stopNow() { server.stop(grace: .zero) }
}
