import Foundation
import TalecastTesting
import Testing

/// Requests a careless or hostile client sends, over a real socket with curl (which sends a
/// path as written with `--path-as-is`): each gets the API's own problem+json answer.
@Suite struct HostileRequestTests {
  let api: APIFixture

  init() throws {
    api = try APIFixture()
    try api.addStory(id: "abcd11112222", title: "Moon")
  }

  /// The status and the body of a GET of `target` exactly as written.
  func get(_ target: String) throws -> (status: Int, body: String) {
    let output = try StoryFileRoutesTests.curl([
      "-s", "--path-as-is", "-H", "Authorization: Bearer admin", "-w", "\n%{http_code}",
      api.base + target,
    ])
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
    return (Int(lines.last ?? "") ?? 0, lines.dropLast().joined(separator: "\n"))
  }

  @Test func aNulInThePathIsNeverItsEnd() throws {
    // Read up to the NUL, this path would name the story "abcd11112222".
    #expect(try get("/v1/stories/abcd11112222").status == 200)
    let answer = try get("/v1/stories/abcd11112222%00/../x/audio")
    #expect(answer.status == 400)
    #expect(answer.body.contains("NUL"))
    #expect(try get("/v1/stories/abcd11112222%00").status == 400)
  }

  @Test func aNulOrBytesThatAreNotUTF8InTheQueryAreRefused() throws {
    #expect(try get("/v1/stories?q=hero:x").status == 200)
    let nul = try get("/v1/stories?q=%00hero:x")
    #expect(nul.status == 400)
    #expect(nul.body.contains(#"argument \"q\""#))
    #expect(try get("/v1/stories?q=%FFmoon").status == 400)
    #expect(try get("/v1/stories?q=moon%0A").status == 400)
    #expect(try get("/v1/stories?%00=1").status == 400)
    // Escapes that decode to text are read as ever.
    let moon = try get("/v1/stories?q=M%6Fon")
    #expect(moon.status == 200 && moon.body.contains("abcd11112222"))
  }

  /// Every body is JSON: one sent as a form (curl's `-d` without a type), as text or in
  /// another charset is 415, naming the header; JSON's own types and no type are read.
  @Test func aBodyOfAnotherTypeIs415() throws {
    let patch = #"{"favorite": true}"#
    for type in [
      "application/x-www-form-urlencoded", "text/plain", "application/json; charset=latin1",
      "application/xml",
    ] {
      let answer = try api.call(
        "PATCH", "/v1/stories/abcd11112222", body: patch, headers: ["Content-Type": type])
      #expect(answer.status == 415, "\(type)")
      #expect(answer.headers["accept"] == "application/json", "\(type)")
      #expect(try APIFixture.object(answer)["field"] as? String == "Content-Type", "\(type)")
    }
    for type in [
      "application/json", "application/merge-patch+json", "Application/JSON; charset=UTF-8",
    ] {
      let answer = try api.call(
        "PATCH", "/v1/stories/abcd11112222", body: patch, headers: ["Content-Type": type])
      #expect(answer.status == 200, "\(type)")
    }
    let untyped = try StoryFileRoutesTests.curl([
      "-s", "-o", "/dev/null", "-w", "%{http_code}", "-X", "PATCH", "-H",
      "Authorization: Bearer admin", "-H", "Content-Type:", "--data-binary", patch,
      api.base + "/v1/stories/abcd11112222",
    ])
    #expect(untyped == "200")
  }

  @Test func aLongTargetIs414AsProblemJSON() throws {
    let long = try get("/v1/stories?q=" + String(repeating: "a", count: 5_000))
    #expect(long.status == 414)
    #expect(long.body.contains("\"status\":414") || long.body.contains("\"status\" : 414"))
  }
}
