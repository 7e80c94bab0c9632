import TalecastApp
import TalecastContract
import TalecastHTTPServer

/// `/v1/heroes`: the library's heroes, by the rules `talecast heroes …` keeps.
extension API {
  var heroRoutes: [Route] {
    [
      Route("GET", "/v1/heroes", scope: .read) { [self] in try listHeroes($0) },
      Route("POST", "/v1/heroes", scope: .admin) { [self] in try addHero($0) },
      Route("GET", "/v1/heroes/{id}", scope: .read) { [self] in try showHero($0) },
      Route("PATCH", "/v1/heroes/{id}", scope: .admin) { [self] in try editHero($0) },
      Route("DELETE", "/v1/heroes/{id}", scope: .admin) { [self] in try deleteHero($0) },
    ]
  }

  func listHeroes(_ request: APIRequest) throws -> ServerResponse? {
    let inactive = try request.flag("inactive") ?? false
    let heroes = try talecast.heroes(includeInactive: inactive)
    return try JSONAnswer.response(["heroes": heroes.map(HeroResource.init)])
  }

  func addHero(_ request: APIRequest) throws -> ServerResponse? {
    _ = try BodyFields(
      request, allowed: HeroInput.addable, refused: ["avatar": HeroInput.avatarRefusal])
    let hero = try request.json(HeroInput.self).hero()
    let record = try talecast.addHero(hero, avatar: nil)
    return try JSONAnswer.response(
      HeroResource(record), status: 201, headers: [("Location", "/v1/heroes/\(record.id)")])
  }

  func showHero(_ request: APIRequest) throws -> ServerResponse? {
    try JSONAnswer.response(HeroResource(try exactHero(request.parameter("id"))))
  }

  func editHero(_ request: APIRequest) throws -> ServerResponse? {
    let fields = try BodyFields(request, allowed: HeroInput.changeable, nullable: ["avatar"])
    if fields.present.contains("avatar"), !fields.nulls.contains("avatar") {
      throw Problem.unprocessable(HeroInput.avatarRefusal, field: "avatar")
    }
    let changes = try request.json(HeroInput.self).changes(
      removesAvatar: fields.nulls.contains("avatar"))
    let record = try exactHero(request.parameter("id"))
    return try JSONAnswer.response(HeroResource(try talecast.editHero(record.id, changes)))
  }

  /// Deletes the hero. Its stories go too with `withStories=true`, stay (keeping the hero's
  /// name) with `withStories=false`; without the choice a hero with stories is not deleted
  /// (409), as the CLI deletes only after showing what goes and being told to.
  func deleteHero(_ request: APIRequest) throws -> ServerResponse? {
    let withStories = try request.flag("withStories")
    let record = try exactHero(request.parameter("id"))
    if withStories == nil, record.storyCount > 0 {
      throw Problem.conflict(
        "hero '\(record.id)' has \(record.storyCount) stor\(record.storyCount == 1 ? "y" : "ies"): delete them too with withStories=true, or keep them (they keep the hero's name) with withStories=false"
      )
    }
    let plan = try talecast.planDeletion(ofHero: record.id, withStories: withStories ?? false)
    let report = try talecast.delete(plan)
    for problem in report.problems { talecast.logger.warning("http: deleting hero: \(problem)") }
    return ServerResponse(status: 204)
  }

  /// The hero with exactly this id (the CLI's unique prefixes are for people typing).
  func exactHero(_ id: String) throws -> HeroRecord {
    let record: HeroRecord
    do {
      record = try talecast.hero(id)
    } catch LibraryError.notFound, LibraryError.ambiguousId {
      throw Problem.notFound("no hero with id '\(id)'")
    }
    guard record.id == id else { throw Problem.notFound("no hero with id '\(id)'") }
    return record
  }
}
