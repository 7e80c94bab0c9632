import Foundation
import TalecastHTTP
import Testing

/// Play sessions over a real socket: what they do lands in the library once, by the
/// simulator's events.
@Suite struct PlayRoutesTests {
  @Test func aPlaySessionSavesPositionsAndRecordsOnePlay() throws {
    let api = try APIFixture()
    try api.addStory(id: "abcd11112222", title: "Moon")
    let story = "/v1/stories/abcd11112222"
    #expect(try api.call("POST", "\(story)/plays", token: "read").status == 403)
    let opened = try api.call("POST", "\(story)/plays", token: "submit")
    #expect(opened.status == 201, "\(String(decoding: opened.body, as: UTF8.self))")
    let play = try APIFixture.object(opened)
    let id = try #require(play["id"] as? String)
    #expect(opened.headers["location"] == "/v1/plays/\(id)")
    #expect(play["storyId"] as? String == "abcd11112222")
    #expect(play["position"] as? Double == 0)

    let moved = try api.call(
      "PATCH", "/v1/plays/\(id)", token: "submit", body: #"{"position": 1.5}"#)
    #expect(moved.status == 200)
    #expect(try APIFixture.object(moved)["position"] as? Double == 1.5)
    #expect(try APIFixture.object(try api.call("GET", story))["position"] as? Double == 1.5)
    // A new session resumes where the listener left off.
    let resumed = try APIFixture.object(try api.call("POST", "\(story)/plays", token: "submit"))
    #expect(resumed["position"] as? Double == 1.5)

    // Past the end is the end; not a number of seconds is refused.
    let end = try api.call("PATCH", "/v1/plays/\(id)", token: "submit", body: #"{"position": 99}"#)
    #expect(try APIFixture.object(end)["position"] as? Double == 2)
    for body in [#"{"position": -1}"#, #"{"position": "1"}"#, #"{}"#, #"{"place": 1}"#] {
      let refused = try api.call("PATCH", "/v1/plays/\(id)", token: "submit", body: body)
      #expect(refused.status == 422, "\(body)")
    }

    let finished = try api.call("POST", "/v1/plays/\(id)/finish", token: "submit")
    #expect(finished.status == 200)
    #expect(try APIFixture.object(finished)["finished"] as? Bool == true)
    let after = try APIFixture.object(try api.call("GET", story))
    #expect(after["playCount"] as? Int == 1)
    #expect(after["position"] as? Double == 0)
    #expect(after["lastPlayed"] is String)

    // Finished: it takes nothing more, and the play is not counted again.
    #expect(try api.call("POST", "/v1/plays/\(id)/finish", token: "submit").status == 409)
    #expect(
      try api.call("PATCH", "/v1/plays/\(id)", token: "submit", body: #"{"position": 1}"#).status
        == 409)
    #expect(try APIFixture.object(try api.call("GET", story))["playCount"] as? Int == 1)
    #expect(
      try APIFixture.object(try api.call("GET", "/v1/plays/\(id)", token: "read"))["finished"]
        as? Bool == true)
  }

  @Test func anUnknownSessionOrStoryIs404() throws {
    let api = try APIFixture()
    #expect(try api.call("POST", "/v1/stories/nope/plays", token: "submit").status == 404)
    #expect(try api.call("GET", "/v1/plays/nope", token: "read").status == 404)
    #expect(try api.call("POST", "/v1/plays/nope/finish", token: "submit").status == 404)
    #expect(
      try api.call("PATCH", "/v1/plays/nope", token: "submit", body: #"{"position": 1}"#).status
        == 404)
  }
}
