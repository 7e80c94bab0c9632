import Foundation
import TalecastCore
import Testing

@testable import TalecastAPI

/// The document and the routes say the same: every route is a documented operation, every
/// documented operation a route, and every part of the document parses.
@Suite struct OpenAPIDocumentTests {
  @Test func everyPartParses() throws {
    for part in API.documentParts + [OpenAPIPart(paths: OpenAPIPart.head, schemas: "{}")] {
      for text in [part.paths, part.schemas] {
        #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: Data(text.utf8)) }
      }
    }
  }

  /// A text field's limits in the document are its domain rule's, and the pattern says what
  /// the rule refuses (a control character; nothing but spaces where it must not be empty).
  @Test func textFieldsTakeTheirRulesLimits() throws {
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(API.document)) as? [String: Any])
    let schemas = try #require(
      (document["components"] as? [String: Any])?["schemas"] as? [String: Any])
    func field(_ schema: String, _ name: String) -> [String: Any] {
      ((schemas[schema] as? [String: Any])?["properties"] as? [String: Any])?[name]
        as? [String: Any] ?? [:]
    }
    let name = field("HeroInput", "name")
    #expect(name["maxLength"] as? Int == HeroRules.name.characters)
    #expect(name["minLength"] as? Int == 1)
    // ICU (NSRegularExpression) reads `\uFFFF` as ECMA-262 and JSON Schema do.
    struct Pattern {
      let expression: NSRegularExpression
      func wholeMatch(in text: String) -> Bool {
        let range = NSRange(text.startIndex..., in: text)
        return expression.firstMatch(in: text, range: range)?.range == range
      }
    }
    func regex(_ pattern: String?) throws -> Pattern {
      Pattern(expression: try NSRegularExpression(pattern: try #require(pattern)))
    }
    let line = try regex(name["pattern"] as? String)
    #expect(line.wholeMatch(in: "Luna"))
    #expect(line.wholeMatch(in: "  Luna "))
    #expect(!line.wholeMatch(in: "   "))
    #expect(!line.wholeMatch(in: "Lu\u{0}na"))
    #expect(!line.wholeMatch(in: "Lu\tna"))
    let prose = try regex(field("OccasionInput", "promptSeed")["pattern"] as? String)
    #expect(prose.wholeMatch(in: "A storm.\nThen calm."))
    #expect(!prose.wholeMatch(in: "A \u{7}bell"))
    #expect(field("OccasionPatch", "goal")["maxLength"] as? Int == OccasionRules.part.characters)
  }

  @Test func everyRouteIsDocumentedAndEveryOperationIsARoute() throws {
    let fixture = try APIFixture()
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(API.document)) as? [String: Any])
    let paths = try #require(document["paths"] as? [String: [String: Any]])
    let methods = ["get", "post", "put", "patch", "delete", "head", "options"]
    let documented = Set(
      paths.flatMap { path, item in
        item.keys.filter(methods.contains).map { "\($0.uppercased()) \(path)" }
      })
    let routed = Set(fixture.api.routes.map { "\($0.method) \($0.pattern)" })
    #expect(routed.subtracting(documented).sorted() == [], "routes not in the document")
    #expect(documented.subtracting(routed).sorted() == [], "documented but not routed")
    // Every reference points at something the document has.
    let text = String(decoding: API.document, as: UTF8.self)
    let schemas = try #require(
      (document["components"] as? [String: Any])?["schemas"] as? [String: Any])
    let responses = try #require(
      (document["components"] as? [String: Any])?["responses"] as? [String: Any])
    for match in text.matches(of: /"#\/components\/(schemas|responses)\/([A-Za-z]+)"/) {
      let known = match.1 == "schemas" ? schemas[String(match.2)] : responses[String(match.2)]
      #expect(known != nil, "\(match.0) is not in the document")
    }
  }

  /// The paths a URL may be signed for are the signable routes, and the document's pattern
  /// takes a path of each (and none of another route).
  @Test func theSignablePathsAreTheSignableRoutes() throws {
    let fixture = try APIFixture()
    let signable = fixture.api.routes.filter(\.signable).map(\.pattern)
    #expect(Set(signable) == Set(API.signableTemplates))
    let pattern = try NSRegularExpression(pattern: API.signablePathPattern)
    func matches(_ path: String) -> Bool {
      pattern.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil
    }
    for path in [
      "/v1/events", "/v1/jobs/3f2a/events", "/v1/stories/abc/audio",
      "/v1/stories/abc/illustrations/2", "/v1/stories/abc/subtitles.vtt",
    ] {
      #expect(matches(path), "\(path)")
    }
    for path in ["/v1/stories/abc", "/v1/jobs", "/v1/stories/a/b/audio", "/v1/stories//audio"] {
      #expect(!matches(path), "\(path)")
      #expect(fixture.api.signableRoute(path) == nil, "\(path)")
    }
  }

  @Test func theDocumentIsServedToAnyone() throws {
    let api = try APIFixture()
    let response = try api.call("GET", "/v1/openapi.json", token: nil)
    #expect(response.status == 200)
    #expect(response.headers["content-type"] == "application/json")
    #expect(try APIFixture.object(response)["openapi"] as? String == "3.1.0")
  }
}
