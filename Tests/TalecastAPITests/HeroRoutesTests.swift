import Foundation
import TalecastAPI
import TalecastHTTP
import Testing

/// `/v1/heroes` over a real socket: add, list, show, change, retire, delete, and the problems
/// of each.
@Suite struct HeroRoutesTests {
  static let luna = #"{"name": "Luna", "traits": ["brave", "Curious"], "pronouns": "she/her"}"#

  @Test func aHeroIsAddedShownChangedAndDeleted() throws {
    let api = try APIFixture()
    let added = try api.call("POST", "/v1/heroes", body: Self.luna)
    #expect(added.status == 201, "\(String(decoding: added.body, as: UTF8.self))")
    let hero = try APIFixture.object(added)
    let id = try #require(hero["id"] as? String)
    #expect(added.headers["location"] == "/v1/heroes/\(id)")
    #expect(hero["traits"] as? [String] == ["Brave", "Curious"])
    #expect(hero["pronouns"] as? String == "she")
    #expect(hero["appearance"] as? String == "a bright smile and a red scarf")
    #expect(hero["hasAvatar"] as? Bool == false)

    let shown = try APIFixture.object(try api.call("GET", "/v1/heroes/\(id)", token: "read"))
    #expect(shown["name"] as? String == "Luna")

    let changed = try api.call(
      "PATCH", "/v1/heroes/\(id)", body: #"{"name": "Luna Star", "active": false}"#)
    #expect(changed.status == 200)
    #expect(try APIFixture.object(changed)["name"] as? String == "Luna Star")

    // Retired heroes are listed only when asked for.
    let active = try APIFixture.object(try api.call("GET", "/v1/heroes", token: "read"))
    #expect((active["heroes"] as? [Any])?.isEmpty == true)
    let all = try APIFixture.object(try api.call("GET", "/v1/heroes?inactive=true"))
    #expect((all["heroes"] as? [[String: Any]])?.map { $0["id"] as? String } == [id])

    #expect(try api.call("DELETE", "/v1/heroes/\(id)").status == 204)
    #expect(try api.call("GET", "/v1/heroes/\(id)").status == 404)
    #expect(try api.call("DELETE", "/v1/heroes/\(id)").status == 404)
  }

  @Test func aBadHeroIsRefusedNamingItsField() throws {
    let api = try APIFixture()
    let cases: [(body: String, status: Int, field: String)] = [
      (#"{"traits": ["Brave", "Kind"]}"#, 422, "name"),
      (#"{"name": "Pip", "traits": ["Brave"]}"#, 422, "traits"),
      (#"{"name": "Pip", "traits": ["Brave", "Bold"]}"#, 422, "traits"),
      (#"{"name": "Pip", "traits": ["Brave", "brave"]}"#, 422, "traits"),
      (#"{"name": "Pip", "traits": ["Brave", "Kind"], "pronouns": "xe"}"#, 422, "pronouns"),
      (
        #"{"name": "\#(String(repeating: "n", count: 81))", "traits": ["Brave", "Kind"]}"#, 422,
        "name"
      ),
      (#"{"name": "Pip", "traits": ["Brave", "Kind"], "colour": "red"}"#, 422, "colour"),
      (#"{"name": "Pip", "traits": ["Brave", "Kind"], "avatar": "/etc/passwd"}"#, 422, "avatar"),
      (#"{"name": 7, "traits": ["Brave", "Kind"]}"#, 422, "name"),
    ]
    for (body, status, field) in cases {
      let response = try api.call("POST", "/v1/heroes", body: body)
      #expect(response.status == status, "\(body)")
      #expect(response.headers["content-type"] == "application/problem+json")
      #expect(try APIFixture.object(response)["field"] as? String == field, "\(body)")
    }
    #expect(try api.call("POST", "/v1/heroes", body: "[1, 2]").status == 400)
    #expect(try api.call("POST", "/v1/heroes", body: "{").status == 400)
    let heroes = try APIFixture.object(try api.call("GET", "/v1/heroes?inactive=true"))
    #expect((heroes["heroes"] as? [Any])?.isEmpty == true, "nothing was added")
  }

  @Test func aPatchKeepsTheRulesAndOnlyRemovesAnAvatar() throws {
    let api = try APIFixture()
    let id =
      try APIFixture.object(try api.call("POST", "/v1/heroes", body: Self.luna))["id"]
      as! String
    let empty = try api.call("PATCH", "/v1/heroes/\(id)", body: #"{"name": "  "}"#)
    #expect(empty.status == 422)
    #expect(try APIFixture.object(empty)["field"] as? String == "name")
    let nulled = try api.call("PATCH", "/v1/heroes/\(id)", body: #"{"name": null}"#)
    #expect(nulled.status == 422)
    let avatar = try api.call("PATCH", "/v1/heroes/\(id)", body: #"{"avatar": "/tmp/x.png"}"#)
    #expect(avatar.status == 422)
    #expect(try APIFixture.object(avatar)["field"] as? String == "avatar")
    #expect(try api.call("PATCH", "/v1/heroes/\(id)", body: #"{"avatar": null}"#).status == 200)
    #expect(try api.call("PATCH", "/v1/heroes/nope", body: #"{"name": "X"}"#).status == 404)
    // The CLI's unique prefixes are not ids here.
    #expect(try api.call("GET", "/v1/heroes/\(id.prefix(4))").status == 404)
    #expect(
      try APIFixture.object(try api.call("GET", "/v1/heroes/\(id)"))["name"] as? String == "Luna")
  }

  @Test func changesNeedAnAdminToken() throws {
    let api = try APIFixture()
    #expect(try api.call("POST", "/v1/heroes", token: "submit", body: Self.luna).status == 403)
    #expect(try api.call("GET", "/v1/heroes", token: nil).status == 401)
    #expect(try api.call("GET", "/v1/heroes?inactive=maybe").status == 400)
  }
}
