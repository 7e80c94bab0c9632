import Foundation
import TalecastApp
import TalecastContract
import TalecastDigest
import TalecastHTTPServer
import TalecastStorage
import TalecastTokens
import Testing

@testable import TalecastAPI

/// Bearer tokens made with `talecast tokens create`, signed URLs and the per-token rate, over
/// a real socket.
@Suite struct TokenAccessTests {
  /// A signable file-like route, as the stories' audio is (that route lives in another area).
  static let fileRoute = Route("GET", "/v1/test/{id}/file", scope: .read, signable: true) {
    request in
    ServerResponse(status: 200, contentType: "text/plain", text: "file \(request.parameter("id"))")
  }

  func fixture(rate: TokenRate = TokenRate()) throws -> APIFixture {
    try APIFixture { talecast in
      API(
        talecast: talecast, options: APIOptions(access: Access(talecast: talecast), rate: rate),
        testRoutes: [Self.fileRoute])
    }
  }

  @Test func aRequestWithoutAKnownLiveTokenIs401AndNeverEchoesIt() throws {
    let api = try fixture()
    let reader = try api.talecast.createToken(name: "reader", scope: .read)
    let revoked = try api.talecast.createToken(name: "old", scope: .admin)
    _ = try api.talecast.revokeToken("old")

    let missing = try api.call("GET", "/v1/jobs", token: nil)
    #expect(missing.status == 401)
    #expect(missing.headers["www-authenticate"] == #"Bearer realm="talecast""#)
    #expect(missing.headers["content-type"] == "application/problem+json")

    let unknownToken = "tc_" + String(repeating: "Q", count: 43)
    for token in [unknownToken, revoked.secret, "not even a token"] {
      let refused = try api.call("GET", "/v1/jobs", token: token)
      #expect(refused.status == 401)
      #expect(
        refused.headers["www-authenticate"] == #"Bearer realm="talecast", error="invalid_token""#)
      let body = String(decoding: refused.body, as: UTF8.self)
      #expect(!body.contains(token), "the problem repeats the token")
      #expect(try APIFixture.object(refused)["status"] as? Int == 401)
    }
    #expect(try api.call("GET", "/v1/jobs", token: reader.secret).status == 200)
    let forbidden = try api.call("POST", "/v1/jobs", token: reader.secret, body: APIFixture.job)
    #expect(forbidden.status == 403)
    #expect(!String(decoding: forbidden.body, as: UTF8.self).contains(reader.secret))
    // Revoked while the server runs: refused from the next request on.
    _ = try api.talecast.revokeToken("reader")
    #expect(try api.call("GET", "/v1/jobs", token: reader.secret).status == 401)
    // Open routes need no token.
    #expect(try api.call("GET", "/healthz", token: nil).status == 200)
  }

  @Test func aSignedURLLetsInOnItsPathOnly() throws {
    let api = try fixture()
    let reader = try api.talecast.createToken(name: "player", scope: .read)
    let made = try api.call(
      "POST", "/v1/signed-urls", token: reader.secret,
      body: #"{"path": "/v1/test/abc/file", "ttl": 600}"#)
    #expect(made.status == 201, "\(String(decoding: made.body, as: UTF8.self))")
    let object = try APIFixture.object(made)
    let url = try #require(object["url"] as? String)
    #expect(url.hasPrefix("/v1/test/abc/file?expires="))
    #expect(url.contains("&token=\(reader.record.id)&signature="))
    #expect(!url.contains(reader.secret))
    let expires = try #require(
      (object["expires"] as? String).flatMap { try? Date($0, strategy: .iso8601) })
    #expect(abs(expires.timeIntervalSinceNow - 600) < 5)

    let played = try api.call("GET", url, token: nil)
    #expect(played.status == 200)
    #expect(String(decoding: played.body, as: UTF8.self) == "file abc")

    // Another path with the same query, a changed signature, a changed expiry: refused.
    let query = String(url.drop { $0 != "?" })
    #expect(try api.call("GET", "/v1/test/abd/file" + query, token: nil).status == 401)
    let tampered = url.dropLast() + (url.last == "0" ? "1" : "0")
    #expect(try api.call("GET", String(tampered), token: nil).status == 401)
    let later = url.replacingOccurrences(
      of: "expires=\(Int(expires.timeIntervalSince1970))",
      with: "expires=\(Int(expires.timeIntervalSince1970) + 1)")
    #expect(try api.call("GET", later, token: nil).status == 401)
    // A route that is not signable does not take one.
    let jobs = try api.call("GET", "/v1/jobs" + query, token: nil)
    #expect(jobs.status == 401)
    #expect(
      try APIFixture.object(jobs)["detail"] as? String
        == "/v1/jobs does not take signed URLs: send 'Authorization: Bearer TOKEN'")
    // Revoking the token ends its URLs.
    _ = try api.talecast.revokeToken(reader.record.id)
    #expect(try api.call("GET", url, token: nil).status == 401)
  }

  @Test func anExpiredSignedURLIsRefusedAndSaysSo() throws {
    let api = try fixture()
    let reader = try api.talecast.createToken(name: "player", scope: .read)
    // Sign as the server does, with its key from the database, for a time already past (and
    // for one further than the longest lifetime).
    _ = try api.talecast.signURL(path: "/v1/test/x/file", tokenId: reader.record.id, ttl: 1)
    let database = try Database(path: api.talecast.configuration.sqliteFile.path)
    let keyText = try #require(
      try database.read { try $0.rows("SELECT key FROM token_keys") }.first?.string("key"))
    let key = try #require(Hex.bytes(keyText))
    func url(expires: Int) -> String {
      let signature = HMACSHA256.code(
        Array("/v1/test/x/file\n\(expires)\n\(reader.record.id)".utf8), key: key)
      return
        "/v1/test/x/file?expires=\(expires)&token=\(reader.record.id)&signature=\(Hex.string(signature))"
    }
    let now = Int(Date().timeIntervalSince1970)
    #expect(try api.call("GET", url(expires: now + 60), token: nil).status == 200)
    let expired = try api.call("GET", url(expires: now - 10), token: nil)
    #expect(expired.status == 401)
    #expect((try APIFixture.object(expired)["detail"] as? String)?.contains("expired") == true)
    let tooLong = try api.call("GET", url(expires: now + 7200), token: nil)
    #expect(tooLong.status == 401)
    #expect((try APIFixture.object(tooLong)["detail"] as? String)?.contains("expired") == false)
  }

  @Test func onlyPathsOfSignableRoutesAreSigned() throws {
    let api = try fixture()
    let reader = try api.talecast.createToken(name: "player", scope: .read)
    for (body, field) in [
      (#"{"path": "/v1/jobs"}"#, "path"), (#"{"path": "/v1/test/a/file?x=1"}"#, "path"),
      (#"{"path": "https://elsewhere/v1/test/a/file"}"#, "path"),
      (#"{"path": "/v1/test/a/file", "ttl": 3601}"#, "ttl"),
      (#"{"path": "/v1/test/a/file", "ttl": 0}"#, "ttl"),
    ] {
      let refused = try api.call("POST", "/v1/signed-urls", token: reader.secret, body: body)
      #expect(refused.status == 422, "\(body)")
      #expect(try APIFixture.object(refused)["field"] as? String == field, "\(body)")
    }
    #expect(
      try api.call("POST", "/v1/signed-urls", token: reader.secret, body: #"{"ttl": 5}"#).status
        == 422)
    #expect(
      try api.call("POST", "/v1/signed-urls", token: nil, body: #"{"path": "/v1/test/a/file"}"#)
        .status == 401)
  }

  @Test func aTokenPastItsBurstIsToldWhenToComeBack() throws {
    let api = try fixture(rate: TokenRate(perSecond: 0.25, burst: 3))
    let busy = try api.talecast.createToken(name: "busy", scope: .read)
    let calm = try api.talecast.createToken(name: "calm", scope: .read)
    for _ in 0..<3 { #expect(try api.call("GET", "/v1/jobs", token: busy.secret).status == 200) }
    let refused = try api.call("GET", "/v1/jobs", token: busy.secret)
    #expect(refused.status == 429)
    let wait = try #require(refused.headers["retry-after"].flatMap { Int($0) })
    #expect((1...4).contains(wait))
    #expect(try APIFixture.object(refused)["status"] as? Int == 429)
    // Another token has its own bucket; open routes are not counted.
    #expect(try api.call("GET", "/v1/jobs", token: calm.secret).status == 200)
    #expect(try api.call("GET", "/healthz", token: nil).status == 200)
  }

  @Test func theBucketRefillsAtItsRate() {
    let limiter = RateLimiter(rate: TokenRate(perSecond: 2, burst: 2))
    let start = ContinuousClock.now
    #expect(limiter.take("a", at: start) == nil)
    #expect(limiter.take("a", at: start) == nil)
    #expect(limiter.take("a", at: start) == 1)
    #expect(limiter.take("b", at: start) == nil)
    #expect(limiter.take("a", at: start + .milliseconds(500)) == nil)
    #expect(limiter.take("a", at: start + .milliseconds(500)) == 1)
    // Never more than the burst, however long it was idle.
    let later = start + .seconds(60)
    #expect(limiter.take("a", at: later) == nil)
    #expect(limiter.take("a", at: later) == nil)
    #expect(limiter.take("a", at: later) != nil)
  }
}
