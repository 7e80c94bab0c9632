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
  /// Each token's request rate.
  let limiter: RateLimiter
  /// Routes a test adds beside the API's own.
  private let testRoutes: [Route]
  /// What `/metrics` shows: the requests answered, and generation heard since the start.
  let requestMetrics = RequestMetrics()
  let stageMetrics: StageMetrics
  /// The podcast feeds' items, made once per version of each story.
  let feedItems = FeedItems()
  /// Where exports are written, two at a time and the rest in turn: an export's thread waits
  /// on its client, so this bounds the threads that slow clients can hold.
  let exports: OperationQueue = {
    let queue = OperationQueue()
    queue.name = "talecast.exports"
    queue.maxConcurrentOperationCount = 2
    return queue
  }()

  public convenience init(talecast: Talecast, options: APIOptions) {
    self.init(talecast: talecast, options: options, testRoutes: [])
  }

  init(talecast: Talecast, options: APIOptions, testRoutes: [Route]) {
    self.talecast = talecast
    self.options = options
    self.testRoutes = testRoutes
    limiter = RateLimiter(rate: options.rate)
    stageMetrics = StageMetrics(talecast: talecast)
    events = EventFeed(talecast: talecast, heartbeat: options.heartbeat)
  }

  var routes: [Route] {
    operationRoutes + jobRoutes + eventRoutes + storyRoutes + fileRoutes + playRoutes
      + heroRoutes + occasionRoutes + libraryRoutes + metricsRoutes + signedURLRoutes
      + feedRoutes + sessionRoutes + webRoutes + testRoutes
  }

  /// The router, built on first use.
  var routing: Router {
    router.withLock { router in
      if router == nil { router = Router(routes: routes) }
      return router!
    }
  }

  /// The longest path with its query that is read; a longer one is answered 414.
  static let longestTarget = 4096

  /// A path or query that holds a NUL (`%00`), bytes that are not UTF-8, or a control
  /// character is refused whole: read on, a NUL would end the text early (the server decodes it
  /// as U+FFFD so that it cannot) and "ID%00/../x" would name the story "ID".
  static func unreadableTarget(_ server: ServerRequest) -> Problem? {
    func unreadable(_ text: String) -> Bool {
      text.unicodeScalars.contains { $0 == "\u{FFFD}" || TextRule.isControl($0) }
    }
    if unreadable(server.path) {
      return Problem(
        status: 400, title: "Bad request",
        detail: "the path holds a NUL, a control character or bytes that are not UTF-8")
    }
    for argument in server.query where unreadable(argument.name) || unreadable(argument.value) {
      return Problem(
        status: 400, title: "Bad request",
        detail:
          "the query argument \"\(TextRule.excerpt(argument.name))\" holds a NUL, a control character or bytes that are not UTF-8"
      )
    }
    return nil
  }

  /// Answers `request` in process, without a socket: what a client would be sent, once it is
  /// (a `Prefer: wait` answers later), or nil after `timeout` seconds. For tests of what does
  /// not need a socket to show; a body sent as a file or a stream is returned as it is.
  public func respond(to request: ServerRequest, timeout: Double = 60) -> ServerResponse? {
    let answered = Locked<ServerResponse?>(nil)
    handle(request, ServerReply { response in answered.withLockWakingWaiters { $0 = response } })
    answered.wait(timeout: timeout) { $0 != nil }
    return answered.withLock { $0 }
  }

  /// Answers one request (the server's handler).
  public func handle(_ server: ServerRequest, _ reply: ServerReply) {
    let started = ContinuousClock.now
    let found = routing.find(method: server.method, path: server.path)
    var pattern = RequestMetrics.unmatched
    if case .route(let route, _) = found { pattern = route.pattern }
    let origin = server.header("origin")
    // Every answer, now or later (a wait, a stream's head), passes here on its way out.
    let reply = APIReply(server: reply) { [options, requestMetrics, pattern] response in
      options.cors?.decorate(&response, origin: origin)
      requestMetrics.record(
        method: server.method, route: pattern, status: response.status,
        seconds: (ContinuousClock.now - started) / .seconds(1))
    }
    if let response = answer(server, reply, found) { reply.send(response) }
  }

  private func answer(_ server: ServerRequest, _ reply: APIReply, _ found: Router.Found)
    -> ServerResponse?
  {
    let target =
      server.path.utf8.count
      + server.query.reduce(0) {
        $0 + $1.name.utf8.count + $1.value.utf8.count + 2
      }
    if target > Self.longestTarget {
      return Problem(
        status: 414, title: "URI too long",
        detail: "the path and query may hold at most \(Self.longestTarget) bytes"
      ).response
    }
    if let problem = Self.unreadableTarget(server) { return problem.response }
    if server.method == "OPTIONS", let cors = options.cors, let preflight = cors.preflight(found) {
      return preflight
    }
    switch found {
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
        let grant = try options.access.admit(server, to: route)
        // A browser's loads of a story's files by the page's session are not counted.
        let uncounted =
          grant?.bySession == true && route.signable && ["GET", "HEAD"].contains(server.method)
        if let grant, !uncounted, let wait = limiter.take(grant.bucket) {
          throw Problem.tooManyRequests(rate: options.rate, retryAfter: wait)
        }
        let request = APIRequest(
          server: server, parameters: parameters, grant: grant, reply: reply)
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
    if !(error is Problem || error is any DomainFailure) {
      // A defect: an error no domain gave a kind (`DomainFailureTests` looks for these).
      talecast.logger.error("http: an error with no kind (\(type(of: error))): \(error)")
    } else if problem.status >= 500 {
      talecast.logger.error("http: \(error)")
    }
    return problem.response
  }
}

/// How an API host is set up.
public struct APIOptions: Sendable {
  public var access: Access
  /// Cross-origin requests allowed (`--cors ORIGIN`); none by default.
  public var cors: CORS?
  /// How many requests each token may make (default 20 a second, bursts of 40).
  public var rate: TokenRate
  /// The longest `Prefer: wait` honoured, in seconds (a longer one waits this long).
  public var longestWait: Int
  /// How often an event stream sends a comment to keep proxies open (and to notice a client
  /// that left).
  public var heartbeat: Duration
  /// How long an `EventSource` waits before it reconnects (the streams' `retry:` advice).
  public var eventRetry: Duration

  public init(
    access: Access, cors: CORS? = nil, rate: TokenRate = TokenRate(), longestWait: Int = 60,
    heartbeat: Duration = .seconds(15), eventRetry: Duration = .seconds(3)
  ) {
    self.access = access
    self.cors = cors
    self.rate = rate
    self.longestWait = longestWait
    self.heartbeat = heartbeat
    self.eventRetry = eventRetry
  }
}
