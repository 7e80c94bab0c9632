import Foundation
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

  @Test func theDocumentIsServedToAnyone() throws {
    let api = try APIFixture()
    let response = try api.call("GET", "/v1/openapi.json", token: nil)
    #expect(response.status == 200)
    #expect(response.headers["content-type"] == "application/json")
    #expect(try APIFixture.object(response)["openapi"] as? String == "3.1.0")
  }
}
