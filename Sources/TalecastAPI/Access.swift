import Foundation
import TalecastApp
import TalecastContract
import TalecastHTTPServer

/// The API's word for what a token may do (the tokens' `TokenScope`).
public typealias Scope = TokenScope

/// Who may call a route: every `/v1` route needs `Authorization: Bearer TOKEN` with a scope
/// that allows it (401 without one, 403 when its scope is too small). Routes marked
/// `signable` also take a signed URL (`?expires=…&token=ID&signature=…`) instead. The web page
/// is let in by its session cookie (`talecast_session`, HttpOnly, SameSite=Strict, made by
/// `POST /v1/session`); a request that changes something with that cookie must also say it
/// comes from this host's page (`Origin`). No answer, log line or error ever carries the token
/// that was sent.
public struct Access: Sendable {
  /// Who a request came as.
  public struct Grant: Sendable, Equatable {
    /// The token's id: nil for tokens given by a closure (`init(scope:)`), which cannot sign.
    public let tokenId: String?
    public let scope: Scope
    /// Whose request rate this counts against (in memory only, never shown).
    let bucket: String
    /// Let in by the web page's session cookie: its pictures and audio, which the browser
    /// loads by the dozen (a page of covers, a story's scenes), are not counted.
    var bySession = false
    /// A signed URL's end: what it opened (a download, a stream) ends then too.
    var expires: Date? = nil
  }

  /// Whether the token behind a grant still lets it in: false once revoked (asked at most
  /// once a second per token, `Talecast.tokenIsLive`).
  let live: @Sendable (_ tokenId: String) -> Bool

  let bearer: @Sendable (_ token: String) throws -> Grant?
  let signed:
    @Sendable (_ path: String, _ expires: Int, _ tokenId: String, _ signature: String) throws ->
      SignatureCheck
  /// The grant a session cookie's value stands for (nil: none, or no longer good).
  let session: @Sendable (_ value: String) throws -> Grant?

  /// The web page's session cookie.
  public static let cookieName = "talecast_session"

  /// The tokens of `talecast` (`talecast tokens create`), and the URLs they signed.
  public init(talecast: Talecast) {
    bearer = { token in
      try talecast.liveToken(secret: token).map {
        Grant(tokenId: $0.id, scope: $0.scope, bucket: $0.id)
      }
    }
    signed = { path, expires, tokenId, signature in
      try talecast.checkSignature(
        path: path, expires: expires, tokenId: tokenId, signature: signature)
    }
    session = { value in
      try talecast.sessionToken(value).map {
        Grant(tokenId: $0.id, scope: $0.scope, bucket: $0.id, bySession: true)
      }
    }
    live = { talecast.tokenIsLive(id: $0) }
  }

  /// Tokens a closure knows (the scope of a token, or nil when it is not one); signed URLs are
  /// refused, as these tokens have no id to sign with.
  public init(scope: @escaping @Sendable (_ token: String) -> Scope?) {
    bearer = { token in scope(token).map { Grant(tokenId: nil, scope: $0, bucket: token) } }
    signed = { _, _, _, _ in .invalid }
    session = { _ in nil }
    live = { _ in true }
  }

  /// What a long answer (a download, an event stream) asks as it goes, to end when what let
  /// it in no longer would: its token revoked, its signed URL expired. Nil for a grant that
  /// cannot end (a token a closure knows, an open route).
  func stillAllowed(_ grant: Grant?) -> (@Sendable () -> Bool)? {
    guard let grant, let tokenId = grant.tokenId else { return nil }
    let live = self.live
    let expires = grant.expires
    return { live(tokenId) && expires.map { Date() < $0 } ?? true }
  }

  /// Who `request` is let in as for `route`; nil on open routes; a problem when it is not let in.
  func admit(_ request: ServerRequest, to route: Route) throws(Problem) -> Grant? {
    guard let needed = route.scope else { return nil }
    let grant: Grant
    if let header = request.header("authorization") {
      grant = try bearerGrant(header)
    } else if request.argument("signature") != nil {
      // A signed URL says what it is for: it wins over a session cookie (which may be stale).
      guard route.signable else {
        throw Self.unauthorized(
          "\(route.pattern) does not take signed URLs: send 'Authorization: Bearer TOKEN'")
      }
      grant = try signedGrant(request)
    } else if let cookie = Self.cookie(Self.cookieName, in: request) {
      grant = try sessionGrant(cookie, request)
    } else {
      throw Self.unauthorized(
        "this route needs 'Authorization: Bearer TOKEN' (talecast tokens create)"
          + (route.signable ? " or a signed URL (POST /v1/signed-urls)" : ""))
    }
    guard grant.scope >= needed else {
      throw Problem(
        status: 403, title: "Forbidden",
        detail:
          "a token of scope '\(grant.scope.rawValue)' cannot do this; it needs '\(needed.rawValue)'"
      )
    }
    return grant
  }

  private func bearerGrant(_ header: String) throws(Problem) -> Grant {
    let parts = header.split(separator: " ", maxSplits: 1)
    guard parts.count == 2, parts[0].lowercased() == "bearer",
      let granted = try lookUp({ try bearer(String(parts[1])) })
    else {
      throw Self.unauthorized(
        "the bearer token is not one this server knows (or it was revoked)", invalid: true)
    }
    return granted
  }

  private func sessionGrant(_ value: String, _ request: ServerRequest) throws(Problem) -> Grant {
    guard let granted = try lookUp({ try session(value) }) else {
      throw Self.unauthorized(
        "the session has ended (signed out, expired, or its token revoked): sign in again",
        invalid: true)
    }
    // A cookie goes with every request to this host, from whichever page made it: a change
    // is taken only from this host's own page.
    if !["GET", "HEAD", "OPTIONS"].contains(request.method), !Self.comesFromThisHost(request) {
      throw Problem(
        status: 403, title: "Forbidden",
        detail: "a change made with the session cookie must come from this server's page (Origin)")
    }
    return granted
  }

  /// Whether the request's `Origin` is this host, as the client reached it: its `Host`, or
  /// the `X-Forwarded-Host` of a proxy in front (which rewrites `Host`). Trusting the latter
  /// lets no other site in: a browser sends neither header of a page's choosing across sites.
  static func comesFromThisHost(_ request: ServerRequest) -> Bool {
    guard let origin = request.header("origin") else { return false }
    let hosts = [request.header("host"), request.header("x-forwarded-host")].compactMap { $0 }
    return hosts.contains { origin == "http://\($0)" || origin == "https://\($0)" }
  }

  /// The value of the cookie `name` in the request's `Cookie` header.
  static func cookie(_ name: String, in request: ServerRequest) -> String? {
    guard let header = request.header("cookie") else { return nil }
    for pair in header.split(separator: ";") {
      let parts = pair.split(separator: "=", maxSplits: 1)
      if parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == name {
        return parts[1].trimmingCharacters(in: .whitespaces)
      }
    }
    return nil
  }

  private func signedGrant(_ request: ServerRequest) throws(Problem) -> Grant {
    guard let expires = request.argument("expires").flatMap({ Int($0) }),
      let tokenId = request.argument("token"), let signature = request.argument("signature")
    else {
      throw Self.unauthorized(
        "a signed URL needs 'expires' (UNIX seconds), 'token' and 'signature'", invalid: true)
    }
    switch try lookUp({ try signed(request.path, expires, tokenId, signature) }) {
    case .valid(let tokenId, let scope):
      return Grant(
        tokenId: tokenId, scope: scope, bucket: tokenId,
        expires: Date(timeIntervalSince1970: TimeInterval(expires)))
    case .expired(let date):
      throw Self.unauthorized(
        "the signed URL expired at \(date.formatted(.iso8601)); ask for a new one (POST /v1/signed-urls)",
        invalid: true)
    case .invalid:
      throw Self.unauthorized(
        "the signed URL's signature does not fit its path, expiry and token (or the token was revoked)",
        invalid: true)
    }
  }

  /// A look-up in the token store; a store that cannot be reached is a 503, never a 401.
  private func lookUp<T>(_ body: () throws -> T) throws(Problem) -> T {
    do {
      return try body()
    } catch {
      throw .unavailable("the tokens cannot be checked now; try again")
    }
  }

  private static func unauthorized(_ detail: String, invalid: Bool = false) -> Problem {
    Problem(
      status: 401, title: "Unauthorized", detail: detail,
      headers: [
        (
          "WWW-Authenticate",
          invalid ? #"Bearer realm="talecast", error="invalid_token""# : #"Bearer realm="talecast""#
        )
      ])
  }
}
