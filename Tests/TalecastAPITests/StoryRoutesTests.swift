import Foundation
import TalecastHTTP
import Testing

/// `/v1/stories` over a real socket: list with the CLI's query language and pages, show by
/// exact id, change, delete with the files, rerender queued as a job.
@Suite struct StoryRoutesTests {
  static func text(_ response: HTTPResponse) -> String {
    String(decoding: response.body, as: UTF8.self)
  }

  @Test func storiesAreListedByQueryAndSortAPageAtATime() throws {
    let api = try APIFixture()
    for (index, title) in ["Dragon Day", "Sea Song", "Dragon Night"].enumerated() {
      try api.addStory(
        id: "story0000000\(index)", title: title,
        created: Date(timeIntervalSince1970: 1_800_000_000 + Double(index)))
    }
    let all = try api.call("GET", "/v1/stories?sort=created-", token: "read")
    #expect(all.status == 200, "\(Self.text(all))")
    let stories = try #require(try APIFixture.object(all)["stories"] as? [[String: Any]])
    #expect(stories.map { $0["title"] as? String } == ["Dragon Night", "Sea Song", "Dragon Day"])
    let first = stories[2]
    #expect((first["hero"] as? [String: Any])?["name"] as? String == "Luna")
    // A page says how many scenes; the story itself has them.
    #expect(first["sceneCount"] as? Int == 2)
    #expect(first["scenes"] == nil)
    let one = try APIFixture.object(try api.call("GET", "/v1/stories/story00000000", token: "read"))
    #expect((one["scenes"] as? [[String: Any]])?.count == 2)
    let scene = try #require((one["scenes"] as? [[String: Any]])?.last)
    #expect(scene["number"] as? Int == 2)
    #expect(scene["start"] as? Double == 1)
    #expect(
      (scene["illustration"] as? [String: Any])?["href"] as? String
        == "/v1/stories/story00000000/illustrations/2")
    #expect(
      (first["links"] as? [String: Any])?["audio"] as? String == "/v1/stories/story00000000/audio")

    // Words of the query language, one story a page.
    var titles: [String] = []
    var after: String?
    repeat {
      let path =
        "/v1/stories?q=dragon&sort=title%2B&limit=1"
        + (after.map {
          "&after=\($0.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!)"
        } ?? "")
      let page = try APIFixture.object(try api.call("GET", path, token: "read"))
      titles += (page["stories"] as? [[String: Any]] ?? []).compactMap { $0["title"] as? String }
      after = page["next"] as? String
    } while after != nil && titles.count < 5
    #expect(titles == ["Dragon Day", "Dragon Night"])
  }

  @Test func aBadQuerySortOrCursorIsA400NamingIt() throws {
    let api = try APIFixture()
    let query = try api.call("GET", "/v1/stories?q=plays:lots", token: "read")
    #expect(query.status == 400)
    let problem = try APIFixture.object(query)
    #expect(problem["field"] as? String == "q")
    #expect(problem["column"] as? Int == 7)  // "lots", after "plays:"
    let sort = try api.call("GET", "/v1/stories?sort=tilte%2B", token: "read")
    #expect(sort.status == 400)
    #expect(try APIFixture.object(sort)["field"] as? String == "sort")
    #expect(Self.text(sort).contains("title"))
    let cursor = try api.call("GET", "/v1/stories?after=nonsense", token: "read")
    #expect(cursor.status == 400)
    #expect(try APIFixture.object(cursor)["field"] as? String == "after")
    let limit = try api.call("GET", "/v1/stories?limit=0", token: "read")
    #expect(limit.status == 400)
    // A number as JSON writes it, nothing that only Swift's `Int` would read.
    for odd in ["", "%2B5", "5.0", "%205"] {
      #expect(
        try api.call("GET", "/v1/stories?limit=\(odd)", token: "read").status == 400, "\(odd)")
    }
    #expect(try api.call("GET", "/v1/stories?limit=5", token: "read").status == 200)
  }

  @Test func aStoryIsFoundByItsExactIdOnly() throws {
    let api = try APIFixture()
    try api.addStory(id: "abcd11112222", title: "Moon")
    let shown = try api.call("GET", "/v1/stories/abcd11112222", token: "read")
    #expect(shown.status == 200)
    let story = try APIFixture.object(shown)
    #expect(story["title"] as? String == "Moon")
    #expect(story["playCount"] as? Int == 0)
    #expect(story["audioOutdated"] as? Bool == false)
    #expect(story["format"] as? String == "m4a")
    #expect(story["lastPlayed"] == nil)
    let prefix = try api.call("GET", "/v1/stories/abcd", token: "read")
    #expect(prefix.status == 404)
    #expect(prefix.headers["content-type"] == "application/problem+json")
  }

  @Test func aChangeIsAMergePatchOfKnownFields() throws {
    let api = try APIFixture()
    try api.addStory(id: "abcd11112222", title: "Moon")
    let path = "/v1/stories/abcd11112222"
    let forbidden = try api.call("PATCH", path, token: "read", body: #"{"favorite": true}"#)
    #expect(forbidden.status == 403)

    let changed = try api.call(
      "PATCH", path,
      body: #"{"title": "Moon Boat", "favorite": true, "scenes": {"2": {"text": "The very end."}}}"#
    )
    #expect(changed.status == 200, "\(Self.text(changed))")
    let story = try APIFixture.object(changed)
    #expect(story["title"] as? String == "Moon Boat")
    #expect(story["favorite"] as? Bool == true)
    #expect(story["audioOutdated"] as? Bool == true)
    #expect(
      (story["scenes"] as? [[String: Any]])?.map { $0["text"] as? String } == [
        "Once upon a time.", "The very end.",
      ])

    // Only the favourite: the rest is kept.
    let unfavoured = try APIFixture.object(
      try api.call("PATCH", path, body: #"{"favorite": false}"#))
    #expect(unfavoured["favorite"] as? Bool == false)
    #expect(unfavoured["title"] as? String == "Moon Boat")

    let unknown = try api.call("PATCH", path, body: #"{"titel": "x"}"#)
    #expect(unknown.status == 422)
    #expect(try APIFixture.object(unknown)["field"] as? String == "titel")
    let null = try api.call("PATCH", path, body: #"{"title": null}"#)
    #expect(null.status == 422)
    #expect(try APIFixture.object(null)["field"] as? String == "title")
    let empty = try api.call("PATCH", path, body: #"{"title": "   "}"#)
    #expect(empty.status == 422)
    #expect(try APIFixture.object(empty)["field"] as? String == "title")
    let scene = try api.call("PATCH", path, body: #"{"scenes": {"7": {"text": "x"}}}"#)
    #expect(scene.status == 422)
    let syntax = try api.call("PATCH", path, body: "{\n \"title\": }")
    #expect(syntax.status == 400)
    #expect(try APIFixture.object(syntax)["line"] as? Int == 2)
    // Nothing refused changed anything.
    #expect(try APIFixture.object(try api.call("GET", path))["title"] as? String == "Moon Boat")
    #expect(try api.call("PATCH", "/v1/stories/nope", body: "{}").status == 404)
  }

  @Test func aDeletedStoryTakesItsFilesWithIt() throws {
    let api = try APIFixture()
    let event = try api.addStory(id: "abcd11112222", title: "Moon")
    let folder = api.media.appendingPathComponent(event.folder)
    #expect(FileManager.default.fileExists(atPath: folder.path))
    #expect(try api.call("DELETE", "/v1/stories/abcd11112222", token: "submit").status == 403)
    let deleted = try api.call("DELETE", "/v1/stories/abcd11112222")
    #expect(deleted.status == 204)
    #expect(!FileManager.default.fileExists(atPath: folder.path))
    #expect(try api.call("GET", "/v1/stories/abcd11112222").status == 404)
    #expect(try api.call("DELETE", "/v1/stories/abcd11112222").status == 404)
  }

  @Test func aRerenderIsQueuedAsAJobAndAnsweredAtOnce() throws {
    let api = try APIFixture()
    try api.addStory(id: "abcd11112222", title: "Moon")
    let response = try api.call("POST", "/v1/stories/abcd11112222/rerender", token: "submit")
    #expect(response.status == 202, "\(Self.text(response))")
    let job = try APIFixture.object(response)
    let id = try #require(job["id"] as? String)
    #expect(response.headers["location"] == "/v1/jobs/\(id)")
    #expect(job["state"] as? String == "queued")
    let queued = try APIFixture.object(try api.call("GET", "/v1/jobs/\(id)", token: "read"))
    #expect(queued["state"] as? String == "queued")
    #expect(try api.call("POST", "/v1/stories/nope/rerender", token: "submit").status == 404)
  }
}
