import Foundation
import TalecastAPI
import TalecastApp
import TalecastCore
import TalecastHTTP
import TalecastHTTPServer
import TalecastTesting

/// A Talecast on a temporary media root (SQLite) with its API listening on a loopback port,
/// and a libcurl client to call it. Tokens: `read`, `submit` and `admin` are the bearer
/// tokens of those scopes.
final class APIFixture: Sendable {
  let talecast: Talecast
  let api: API
  let service: APIService
  let client = HTTPClient()
  let media: URL

  /// `heartbeat`: how often event streams send a keep-alive (a test of clients that leave
  /// wants it short: it is how the server notices them).
  init(
    tokens: [String: Scope] = ["read": .read, "submit": .submit, "admin": .admin],
    longestWait: Int = 60, cors: CORS? = nil, heartbeat: Duration = .seconds(15),
    database: DatabaseChoice = .sqlite
  ) throws {
    media = try TemporaryFolder.make("api")
    talecast = try Talecast(
      configuration: TalecastConfiguration(
        mediaRoot: media, database: database, defaultVoice: "en-us"))
    api = API(
      talecast: talecast,
      // No rate to speak of: the tests of the rate set their own.
      options: APIOptions(
        access: Access { tokens[$0] }, cors: cors,
        rate: TokenRate(perSecond: 1_000_000, burst: 1_000_000), longestWait: longestWait,
        heartbeat: heartbeat))
    service = try APIService(api: api, host: "127.0.0.1", port: 0)
  }

  /// A fixture whose API `makeAPI` builds on its Talecast (real tokens, a rate, more routes).
  init(makeAPI: (Talecast) -> API) throws {
    media = try TemporaryFolder.make("api")
    talecast = try Talecast(
      configuration: TalecastConfiguration(
        mediaRoot: media, database: .sqlite, defaultVoice: "en-us"))
    api = makeAPI(talecast)
    service = try APIService(api: api, host: "127.0.0.1", port: 0)
  }

  deinit { service.stopNow() }

  var base: String { "http://127.0.0.1:\(service.server.port)" }

  /// Sends a request with `token` as its bearer token (none when nil).
  func call(
    _ method: String, _ path: String, token: String? = "admin", body: String? = nil,
    headers: [String: String] = [:]
  ) throws -> HTTPResponse {
    var headers = headers
    if let token { headers["Authorization"] = "Bearer \(token)" }
    if body != nil, headers["Content-Type"] == nil { headers["Content-Type"] = "application/json" }
    return try client.send(
      HTTPRequest(
        method: method, url: base + path, headers: headers, body: body.map { Data($0.utf8) }))
  }

  /// The body as a JSON object.
  static func object(_ response: HTTPResponse) throws -> [String: Any] {
    guard let object = try JSONSerialization.jsonObject(with: response.body) as? [String: Any]
    else {
      throw FixtureError("not a JSON object: \(String(decoding: response.body, as: UTF8.self))")
    }
    return object
  }

  static let job =
    #"{"hero": {"name": "Pip", "traits": ["Brave", "Kind"]}, "occasion": "magic-garden", "seed": 3}"#
}

struct FixtureError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
