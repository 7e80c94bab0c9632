import Foundation
import TalecastApp
import TalecastCore
import TalecastHTTPServer

/// The HTTP API: the second front door beside the CLI. Like the CLI it only reads a request,
/// calls one use case of the app and answers; it never reaches a service or a store.
public final class API: Sendable {
  let talecast: Talecast
  let options: APIOptions
  /// The shared follower of the event log behind every event stream.
  let events: EventFeed
  /// Built once; routes capture `self` (the API lives as long as its server).
  private let router = Locked<Router?>(nil)

  public init(talecast: Talecast, options: APIOptions) {
    self.talecast = talecast
    self.options = options
    events = EventFeed(talecast: talecast, heartbeat: options.heartbeat)
  }

  var routes: [Route] { operationRoutes + jobRoutes + eventRoutes }

  /// The longest path with its query that is read; a longer one is answered 414.
  static let longestTarget = 4096

  /// Answers one request (the server's handler).
  public func handle(_ server: ServerRequest, _ reply: ServerReply) {
    if let response = answer(server, reply) { reply.send(response) }
  }

  private func answer(_ server: ServerRequest, _ reply: ServerReply) -> ServerResponse? {
    let target = server.path.utf8.count + server.query.reduce(0) {
      $0 + $1.name.utf8.count + $1.value.utf8.count + 2
    }
    if target > Self.longestTarget {
      return Problem(
        status: 414, title: "URI too long",
        detail: "the path and query may hold at most \(Self.longestTarget) bytes"
      ).response
    }
    let router = self.router.withLock { router in
      if router == nil { router = Router(routes: routes) }
      return router!
    }
    switch router.find(method: server.method, path: server.path) {
    case .notFound:
      return Problem.notFound("no route \(server.path)").response
    case .methodNotAllowed(let allowed):
      return Problem(
        status: 405, title: "Method not allowed",
        detail: "\(server.path) takes \(allowed.joined(separator: ", "))",
        headers: [("Allow", allowed.joined(separator: ", "))]
      ).response
    case .route(let route, let parameters):
      do {
        let scope = try options.access.admit(server, to: route)
        let request = APIRequest(
          server: server, parameters: parameters, scope: scope, reply: reply)
        return try route.handler(request)
      } catch {
        return problemResponse(error)
      }
    }
  }

  /// The problem+json answer for `error`; one the API does not know is logged here (the
  /// client is told only that the log says why).
  func problemResponse(_ error: any Error) -> ServerResponse {
    let problem = Problem.from(error)
    if problem.status >= 500 {
      talecast.logger.error("http: \(error)")
    }
    return problem.response
  }
}

/// How an API host is set up.
public struct APIOptions: Sendable {
  public var access: Access
  /// The origin allowed by CORS (`--cors`); none by default.
  public var corsOrigin: String?
  /// How often an event stream sends a comment to keep proxies open (and to notice a client
  /// that left).
  public var heartbeat: Duration
  /// How long an `EventSource` waits before it reconnects (the streams' `retry:` advice).
  public var eventRetry: Duration

  public init(
    access: Access, corsOrigin: String? = nil, heartbeat: Duration = .seconds(15),
    eventRetry: Duration = .seconds(3)
  ) {
    self.access = access
    self.corsOrigin = corsOrigin
    self.heartbeat = heartbeat
    self.eventRetry = eventRetry
  }
}
