import TalecastHTTPServer

/// Cross-origin requests from one web origin (`--cors https://app.example`, or `*`): off
/// unless asked for, because a page of another origin calling the API with a visitor's token
/// is what a browser otherwise prevents.
public struct CORS: Sendable {
  public let origin: String

  /// Request headers a page may send, and response headers it may read.
  static let allowedHeaders =
    "Authorization, Content-Type, Idempotency-Key, Prefer, Last-Event-ID, Range, If-None-Match, If-Range"
  static let exposedHeaders =
    "Location, Content-Range, Accept-Ranges, ETag, Retry-After, Preference-Applied, WWW-Authenticate"

  /// `origin` is `*` or a scheme, host and optional port, without a path; nil otherwise.
  public init?(origin: String) {
    if origin != "*" {
      guard origin.hasPrefix("http://") || origin.hasPrefix("https://"),
        !origin.dropFirst(8).contains("/"), origin.allSatisfy({ !$0.isWhitespace })
      else { return nil }
    }
    self.origin = origin
  }

  func allows(_ requestOrigin: String?) -> Bool {
    guard let requestOrigin else { return false }
    return origin == "*" || requestOrigin == origin
  }

  /// Adds the CORS headers to an answer for a page of an allowed origin.
  func decorate(_ response: inout ServerResponse, origin requestOrigin: String?) {
    guard allows(requestOrigin) else { return }
    response.headers.append(("Access-Control-Allow-Origin", origin == "*" ? "*" : origin))
    response.headers.append(("Access-Control-Expose-Headers", Self.exposedHeaders))
    if origin != "*" { response.headers.append(("Vary", "Origin")) }
  }

  /// The answer to a preflight (`OPTIONS` with `Access-Control-Request-Method`) for a known
  /// path; nil for an unknown one (its 404 follows).
  func preflight(_ found: Router.Found) -> ServerResponse? {
    var methods: [String]
    switch found {
    case .notFound: return nil
    case .route(let route, _): methods = [route.method]
    case .methodNotAllowed(let allowed): methods = allowed
    }
    if methods.contains("GET"), !methods.contains("HEAD") { methods.append("HEAD") }
    return ServerResponse(
      status: 204,
      headers: [
        ("Access-Control-Allow-Methods", methods.joined(separator: ", ")),
        ("Access-Control-Allow-Headers", Self.allowedHeaders),
        ("Access-Control-Max-Age", "600"),
      ])
  }
}
