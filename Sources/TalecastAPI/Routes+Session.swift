import Foundation
import TalecastApp
import TalecastContract
import TalecastHTTPServer

/// The web page's sign-in: a token entered once becomes a session cookie (HttpOnly, so no
/// script reads it; SameSite=Strict, so no other site's page sends it), and the token itself is
/// kept nowhere in the browser.
extension API {
  var sessionRoutes: [Route] {
    [
      Route("POST", "/v1/session", scope: nil) { [self] request in
        struct SignIn: Decodable { let token: String }
        // A browser says where the form was: only this host's page signs in.
        if request.header("origin") != nil, !Access.comesFromThisHost(request.server) {
          throw Problem(
            status: 403, title: "Forbidden", detail: "sign in from this server's own page (Origin)")
        }
        let input = try request.json(SignIn.self)
        guard let session = try talecast.startSession(secret: input.token) else {
          throw Problem(
            status: 401, title: "Unauthorized",
            detail: "this token is not one this server knows (or it was revoked)",
            headers: [("WWW-Authenticate", #"Bearer realm="talecast", error="invalid_token""#)])
        }
        var response = try JSONAnswer.response(
          SessionResource(
            name: session.token.name, scope: session.token.scope, expires: session.expires),
          status: 201)
        response.headers.append(
          (
            "Set-Cookie",
            Self.sessionCookie(session.value, maxAge: Talecast.sessionLifetime, request)
          ))
        return response
      },
      Route("GET", "/v1/session", scope: .read) { [self] request in
        guard let id = request.grant?.tokenId,
          let token = try talecast.tokens().first(where: { $0.id == id })
        else { throw Problem.notFound("no session: sign in with a token") }
        return try JSONAnswer.response(
          SessionResource(name: token.name, scope: token.scope, expires: nil))
      },
      // Open, so that an ended session can still be cleared; it changes nothing on the server.
      Route("DELETE", "/v1/session", scope: nil) { request in
        ServerResponse(
          status: 204, headers: [("Set-Cookie", Self.sessionCookie("", maxAge: 0, request))])
      },
    ]
  }

  struct SessionResource: Encodable {
    /// The token's name ("kitchen tablet") and what it may do.
    let name: String
    let scope: TokenScope
    let expires: Date?
  }

  /// The cookie's header: HttpOnly, SameSite=Strict, for the whole host; Secure when the page
  /// was reached over https (a proxy in front says so).
  static func sessionCookie(_ value: String, maxAge: Int, _ request: APIRequest) -> String {
    let secure = request.header("x-forwarded-proto") == "https" ? "; Secure" : ""
    return
      "\(Access.cookieName)=\(value); Path=/; Max-Age=\(maxAge); HttpOnly; SameSite=Strict\(secure)"
  }
}
