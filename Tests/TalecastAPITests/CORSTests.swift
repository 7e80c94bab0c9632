import Foundation
import TalecastAPI
import TalecastHTTP
import Testing

/// Cross-origin calls: off by default; with an origin allowed, its pages get the headers and
/// their preflights an answer, and other origins get nothing.
@Suite struct CORSTests {
  @Test func withoutCORSNoPageOfAnotherOriginIsLetIn() throws {
    let api = try APIFixture()
    let response = try api.call("GET", "/v1/jobs", headers: ["Origin": "https://app.example"])
    #expect(response.status == 200)
    #expect(response.headers["access-control-allow-origin"] == nil)
    #expect(try api.call("OPTIONS", "/v1/jobs", token: nil).status == 405)
  }

  @Test func theAllowedOriginIsAnsweredAndAnotherIsNot() throws {
    let api = try APIFixture(cors: CORS(origin: "https://app.example"))
    let allowed = try api.call("GET", "/v1/jobs", headers: ["Origin": "https://app.example"])
    #expect(allowed.headers["access-control-allow-origin"] == "https://app.example")
    #expect(allowed.headers["access-control-expose-headers"]?.contains("Location") == true)
    #expect(allowed.headers["vary"] == "Origin")
    let other = try api.call("GET", "/v1/jobs", headers: ["Origin": "https://evil.example"])
    #expect(other.headers["access-control-allow-origin"] == nil)

    let preflight = try api.call(
      "OPTIONS", "/v1/jobs", token: nil,
      headers: ["Origin": "https://app.example", "Access-Control-Request-Method": "POST"])
    #expect(preflight.status == 204)
    #expect(preflight.headers["access-control-allow-methods"] == "POST, GET, HEAD")
    #expect(preflight.headers["access-control-allow-headers"]?.contains("Authorization") == true)
    #expect(preflight.headers["access-control-allow-origin"] == "https://app.example")
    #expect(try api.call("OPTIONS", "/v1/nothing", token: nil).status == 404)
    // A 401 still carries the header, so the page can read why.
    let refused = try api.call(
      "GET", "/v1/jobs", token: nil, headers: ["Origin": "https://app.example"])
    #expect(refused.status == 401)
    #expect(refused.headers["access-control-allow-origin"] == "https://app.example")
  }

  @Test func anOriginWithAPathOrSpacesIsRefused() {
    #expect(CORS(origin: "https://app.example/path") == nil)
    #expect(CORS(origin: "app.example") == nil)
    #expect(CORS(origin: "https://app .example") == nil)
    #expect(CORS(origin: "*") != nil)
    #expect(CORS(origin: "http://localhost:3000") != nil)
  }
}
