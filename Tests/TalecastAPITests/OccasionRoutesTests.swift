import Foundation
import TalecastAPI
import TalecastHTTP
import Testing

/// `/v1/occasions` over a real socket: the built-in ones read-only, custom ones added,
/// changed and deleted.
@Suite struct OccasionRoutesTests {
  @Test func builtInOccasionsAreListedAndCannotBeChanged() throws {
    let api = try APIFixture()
    let list = try APIFixture.object(try api.call("GET", "/v1/occasions", token: "read"))
    let occasions = try #require(list["occasions"] as? [[String: Any]])
    #expect(occasions.count == 10)
    #expect(occasions.allSatisfy { $0["builtIn"] as? Bool == true })
    let garden = try APIFixture.object(try api.call("GET", "/v1/occasions/magic-garden"))
    #expect(garden["title"] as? String == "Magic Garden")
    #expect(garden["category"] == nil)
    #expect(
      try api.call("PATCH", "/v1/occasions/magic-garden", body: #"{"title": "X"}"#).status == 409)
    #expect(try api.call("DELETE", "/v1/occasions/magic-garden").status == 409)
  }

  @Test func aCustomOccasionIsAddedChangedAndDeleted() throws {
    let api = try APIFixture()
    let added = try api.call(
      "POST", "/v1/occasions",
      body:
        #"{"title": "Grandma's Visit", "category": "Celebration", "minimumAge": 3, "maximumAge": 6, "keywords": ["cake", "hugs"]}"#
    )
    #expect(added.status == 201, "\(String(decoding: added.body, as: UTF8.self))")
    let occasion = try APIFixture.object(added)
    let id = try #require(occasion["id"] as? String)
    #expect(added.headers["location"] == "/v1/occasions/\(id)")
    #expect(occasion["category"] as? String == "celebration")
    #expect(occasion["builtIn"] as? Bool == false)

    let custom = try APIFixture.object(try api.call("GET", "/v1/occasions?builtIn=false"))
    #expect((custom["occasions"] as? [[String: Any]])?.map { $0["id"] as? String } == [id])

    let changed = try api.call(
      "PATCH", "/v1/occasions/\(id)",
      body: #"{"tone": "playful", "minimumAge": null, "maximumAge": 8, "favorite": true}"#)
    #expect(changed.status == 200, "\(String(decoding: changed.body, as: UTF8.self))")
    let after = try APIFixture.object(changed)
    #expect(after["tone"] as? String == "playful")
    #expect(after["minimumAge"] == nil)
    #expect(after["maximumAge"] as? Int == 8)
    #expect(after["favorite"] as? Bool == true)

    #expect(try api.call("DELETE", "/v1/occasions/\(id)").status == 204)
    #expect(try api.call("GET", "/v1/occasions/\(id)").status == 404)
  }

  @Test func aBadOccasionIsRefusedNamingItsField() throws {
    let api = try APIFixture()
    let cases: [(String, String)] = [
      (#"{"category": "daily"}"#, "title"),
      (#"{"title": "T", "category": "sporty"}"#, "category"),
      (#"{"title": "T", "minimumAge": 19}"#, "minimumAge"),
      (#"{"title": "T", "minimumAge": 8, "maximumAge": 4}"#, "maximumAge"),
      (#"{"title": "T", "keywords": ["\#(String(repeating: "k", count: 41))"]}"#, "keywords[0]"),
      (#"{"title": "T", "usageCount": 5}"#, "usageCount"),
    ]
    for (body, field) in cases {
      let response = try api.call("POST", "/v1/occasions", body: body)
      #expect(response.status == 422, "\(body)")
      #expect(try APIFixture.object(response)["field"] as? String == field, "\(body)")
    }
    let id =
      try APIFixture.object(
        try api.call("POST", "/v1/occasions", body: #"{"title": "T"}"#))["id"] as! String
    let oneAge = try api.call("PATCH", "/v1/occasions/\(id)", body: #"{"minimumAge": 3}"#)
    #expect(oneAge.status == 422)
    #expect(try APIFixture.object(oneAge)["field"] as? String == "maximumAge")
    #expect(try api.call("PATCH", "/v1/occasions/zzz", body: #"{"title": "X"}"#).status == 404)
    #expect(try api.call("DELETE", "/v1/occasions/\(id)", token: "submit").status == 403)
  }
}
