import Foundation
import TalecastContract
import TalecastHTTPServer

/// `POST /v1/signed-urls`: a URL that stands in for the caller's token on one file or event
/// route, for `<audio>` and `EventSource`, which cannot send a header.
extension API {
  var signedURLRoutes: [Route] {
    [Route("POST", "/v1/signed-urls", scope: .read) { [self] in try signURL($0) }]
  }

  /// A signed URL lives 10 minutes unless asked otherwise.
  static let defaultSignedLifetime = 600

  struct SignedURLInput: Decodable {
    let path: String
    let ttl: Int?
  }

  struct SignedURLResource: Encodable {
    /// The path and its signed query, relative to this server.
    let url: String
    let expires: Date
  }

  func signURL(_ request: APIRequest) throws -> ServerResponse? {
    let input = try request.json(SignedURLInput.self)
    let ttl = input.ttl ?? Self.defaultSignedLifetime
    guard (1...SignedURL.longestLifetime).contains(ttl) else {
      throw Problem.unprocessable(
        "a signed URL lives 1 to \(SignedURL.longestLifetime) seconds, not \(ttl)", field: "ttl")
    }
    guard let route = signableRoute(input.path) else {
      throw Problem.unprocessable(
        "only the path of a file or event route can be signed (such as /v1/stories/ID/audio)",
        field: "path")
    }
    guard let grant = request.grant, let tokenId = grant.tokenId else {
      throw Problem(
        status: 403, title: "Forbidden",
        detail: "only a token made with 'talecast tokens create' can sign a URL")
    }
    if let needed = route.scope, grant.scope < needed {
      throw Problem(
        status: 403, title: "Forbidden",
        detail:
          "a token of scope '\(grant.scope.rawValue)' cannot sign this path; it needs '\(needed.rawValue)'"
      )
    }
    let signed = try talecast.signURL(path: input.path, tokenId: tokenId, ttl: ttl)
    return try JSONAnswer.response(
      SignedURLResource(url: signed.relative, expires: signed.expires), status: 201)
  }

  /// The signable GET route `path` names, if any (a path alone: no query, no fragment).
  func signableRoute(_ path: String) -> Route? {
    guard path.hasPrefix("/"), path.utf8.count <= Self.longestTarget,
      !path.contains(where: { "?#%".contains($0) || $0.isWhitespace || $0.asciiValue == nil })
    else { return nil }
    guard case .route(let route, _) = routing.find(method: "GET", path: path), route.signable
    else { return nil }
    return route
  }
}
