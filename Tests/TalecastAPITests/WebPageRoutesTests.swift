import Foundation
import TalecastAPI
import TalecastApp
import Testing

/// The web page's files and its sign-in over real HTTP: small, cached by ETag, locked to this
/// host by its Content-Security-Policy; a token becomes an HttpOnly, SameSite=Strict session
/// cookie that opens the API, and a change made with it must come from this host's page.
@Suite struct WebPageRoutesTests {
  static func fixture() throws -> APIFixture {
    try APIFixture { API(talecast: $0, options: APIOptions(access: Access(talecast: $0))) }
  }

  @Test func thePagesFilesAreSmallAndCachedByETag() throws {
    let api = try Self.fixture()
    var total = 0
    for path in [
      "/", "/web/app.css", "/web/common.js", "/web/library.js", "/web/player.js", "/web/jobs.js",
    ] {
      let response = try api.call("GET", path, token: nil)
      #expect(response.status == 200, "\(path)")
      #expect(response.headers["cache-control"] == "no-cache")
      #expect(response.headers["content-security-policy"]?.contains("default-src 'self'") == true)
      total += response.body.count
      let etag = try #require(response.headers["etag"])
      let again = try api.call("GET", path, token: nil, headers: ["If-None-Match": etag])
      #expect(again.status == 304 && again.body.isEmpty, "\(path)")
    }
    #expect(total < 100_000, "the page is \(total) bytes")
    let html = String(decoding: try api.call("GET", "/", token: nil).body, as: UTF8.self)
    // Nothing fetched from elsewhere.
    #expect(!html.contains("http://") && !html.contains("https://"))
    #expect(try api.call("GET", "/web/nothing.js", token: nil).status == 404)
  }

  @Test func aTokenBecomesAnHttpOnlyStrictCookieThatOpensTheAPI() throws {
    let api = try Self.fixture()
    try api.addStory(id: "story0000001", title: "Moon")
    let token = try api.talecast.createToken(name: "tablet", scope: .submit)
    let host = String(api.base.dropFirst("http://".count))
    let refused = try api.call(
      "POST", "/v1/session", token: nil, body: #"{"token": "tc_wrong"}"#)
    #expect(refused.status == 401 && refused.headers["set-cookie"] == nil)
    let foreign = try api.call(
      "POST", "/v1/session", token: nil, body: #"{"token": "\#(token.secret)"}"#,
      headers: ["Origin": "https://elsewhere.example"])
    #expect(foreign.status == 403)
    let signedIn = try api.call(
      "POST", "/v1/session", token: nil, body: #"{"token": "\#(token.secret)"}"#,
      headers: ["Origin": api.base])
    #expect(signedIn.status == 201)
    let setCookie = try #require(signedIn.headers["set-cookie"])
    #expect(setCookie.contains("HttpOnly") && setCookie.contains("SameSite=Strict"))
    #expect(!setCookie.contains(token.secret))
    let cookie = String(setCookie.split(separator: ";")[0])
    // The cookie opens reading…
    let list = try api.call("GET", "/v1/stories", token: nil, headers: ["Cookie": cookie])
    #expect(list.status == 200)
    let session = try APIFixture.object(
      try api.call("GET", "/v1/session", token: nil, headers: ["Cookie": cookie]))
    #expect(session["name"] as? String == "tablet" && session["scope"] as? String == "submit")
    // …and a change only from this host's page.
    let job = APIFixture.job
    let noOrigin = try api.call(
      "POST", "/v1/jobs", token: nil, body: job, headers: ["Cookie": cookie])
    #expect(noOrigin.status == 403)
    let otherSite = try api.call(
      "POST", "/v1/jobs", token: nil, body: job,
      headers: ["Cookie": cookie, "Origin": "https://elsewhere.example"])
    #expect(otherSite.status == 403)
    let ours = try api.call(
      "POST", "/v1/jobs", token: nil, body: job,
      headers: ["Cookie": cookie, "Origin": "http://\(host)"])
    #expect(ours.status == 201)
    // Behind a proxy that rewrites Host, the page's origin is the one the proxy was asked for.
    let proxied = try api.call(
      "POST", "/v1/jobs", token: nil, body: job,
      headers: [
        "Cookie": cookie, "Origin": "https://stories.example",
        "X-Forwarded-Host": "stories.example",
      ])
    #expect(proxied.status == 201)
    // A signed URL wins over a stale cookie sent beside it.
    let signed = try APIFixture.object(
      try api.call(
        "POST", "/v1/signed-urls", token: token.secret,
        body: #"{"path": "/v1/stories/story0000001/audio"}"#))
    let url = try #require(signed["url"] as? String)
    let stale = "\(Access.cookieName)=\(token.record.id).1.00"
    #expect(try api.call("GET", url, token: nil, headers: ["Cookie": stale]).status == 200)
    // A story's file is never a page of this site.
    let audio = try api.call("GET", url, token: nil)
    #expect(audio.headers["content-security-policy"]?.contains("sandbox") == true)
    #expect(audio.headers["x-content-type-options"] == "nosniff")
    // A forged cookie, and the cookie of a revoked token, open nothing.
    let forged = cookie.dropLast(4) + "0000"
    #expect(
      try api.call("GET", "/v1/stories", token: nil, headers: ["Cookie": String(forged)]).status
        == 401)
    _ = try api.talecast.revokeToken("tablet")
    #expect(
      try api.call("GET", "/v1/stories", token: nil, headers: ["Cookie": cookie]).status == 401)
    // Signing out clears the cookie.
    let out = try api.call("DELETE", "/v1/session", token: nil, headers: ["Cookie": cookie])
    #expect(out.status == 204 && out.headers["set-cookie"]?.contains("Max-Age=0") == true)
  }

  /// The page's pictures and audio, loaded by the dozen, are not counted against the token's
  /// rate when the session loads them; its calls to the API are.
  @Test func aSessionsFileLoadsAreNotCountedAgainstItsRate() throws {
    let api = try APIFixture {
      API(
        talecast: $0,
        options: APIOptions(
          access: Access(talecast: $0), rate: TokenRate(perSecond: 1, burst: 2)))
    }
    try api.addStory(id: "story0000001", title: "Moon")
    let token = try api.talecast.createToken(name: "tablet", scope: .read)
    let signedIn = try api.call(
      "POST", "/v1/session", token: nil, body: #"{"token": "\#(token.secret)"}"#)
    let cookie = String(try #require(signedIn.headers["set-cookie"]).split(separator: ";")[0])
    let pictures = try (0..<10).map { _ in
      try api.call(
        "GET", "/v1/stories/story0000001/illustrations/1", token: nil, headers: ["Cookie": cookie]
      ).status
    }
    #expect(pictures.allSatisfy { $0 == 200 }, "\(pictures)")
    let calls = try (0..<10).map { _ in
      try api.call("GET", "/v1/stories", token: nil, headers: ["Cookie": cookie]).status
    }
    #expect(calls.contains(429), "\(calls)")
    // A bearer token's file loads are counted, as before.
    let bearer = try (0..<10).map { _ in
      try api.call("GET", "/v1/stories/story0000001/illustrations/1", token: token.secret).status
    }
    #expect(bearer.contains(429), "\(bearer)")
  }

  @Test func aStorysCoverIsServedLikeItsOtherFiles() throws {
    let api = try Self.fixture()
    let token = try api.talecast.createToken(name: "reader", scope: .read)
    try api.addStory(id: "story0000001", title: "Moon")
    let story = try api.talecast.story(exactly: "story0000001")
    #expect(
      try api.call("GET", "/v1/stories/story0000001/cover", token: token.secret).status == 404)
    let png = Data([0x89, 0x50, 0x4e, 0x47]) + Data(count: 100)
    try png.write(
      to: api.media.appendingPathComponent(story.folder).appendingPathComponent("cover.png"))
    let cover = try api.call("GET", "/v1/stories/story0000001/cover", token: token.secret)
    #expect(
      cover.status == 200 && cover.headers["content-type"] == "image/png" && cover.body == png)
  }
}
