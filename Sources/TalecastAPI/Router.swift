import TalecastHTTPServer

/// Finds the route for a method and path; tells an unknown path (404) from a known path
/// asked with a method it does not take (405, with the methods it does).
struct Router: Sendable {
  enum Found {
    case route(Route, parameters: [String: String])
    case notFound
    case methodNotAllowed(allowed: [String])
  }

  let routes: [Route]

  func find(method: String, path: String) -> Found {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
    // A trailing slash is another path (`/v1/jobs/` is not `/v1/jobs`), as in most APIs.
    let segments = Array(parts)
    var allowed: [String] = []
    for route in routes {
      guard let parameters = route.match(segments) else { continue }
      // HEAD is answered by every GET route (libmicrohttpd sends the head only).
      if route.method == method || (method == "HEAD" && route.method == "GET") {
        return .route(route, parameters: parameters)
      }
      allowed.append(route.method)
      if route.method == "GET" { allowed.append("HEAD") }
    }
    return allowed.isEmpty ? .notFound : .methodNotAllowed(allowed: allowed)
  }
}
