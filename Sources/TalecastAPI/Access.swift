import TalecastHTTPServer

/// Who may call a route: every `/v1` route needs `Authorization: Bearer TOKEN` with a scope
/// that allows it (401 without one, 403 when its scope is too small).
public struct Access: Sendable {
  /// The scope of a token, or nil when it is not one (unknown or revoked).
  public let scope: @Sendable (_ token: String) -> Scope?

  public init(scope: @escaping @Sendable (_ token: String) -> Scope?) {
    self.scope = scope
  }

  /// The scope `request` is let in with for `route`; a problem when it is not let in.
  func admit(_ request: ServerRequest, to route: Route) throws(Problem) -> Scope? {
    guard let needed = route.scope else { return nil }
    let challenge = ("WWW-Authenticate", #"Bearer realm="talecast""#)
    guard let header = request.header("authorization") else {
      throw Problem(
        status: 401, title: "Unauthorized",
        detail: "this route needs 'Authorization: Bearer TOKEN' (talecast tokens create)",
        headers: [challenge])
    }
    let parts = header.split(separator: " ", maxSplits: 1)
    guard parts.count == 2, parts[0].lowercased() == "bearer", let granted = scope(String(parts[1]))
    else {
      throw Problem(
        status: 401, title: "Unauthorized",
        detail: "the bearer token is not one this server knows (or it was revoked)",
        headers: [("WWW-Authenticate", #"Bearer realm="talecast", error="invalid_token""#)])
    }
    guard granted >= needed else {
      throw Problem(
        status: 403, title: "Forbidden",
        detail: "a token of scope '\(granted.rawValue)' cannot do this; it needs '\(needed.rawValue)'")
    }
    return granted
  }
}
