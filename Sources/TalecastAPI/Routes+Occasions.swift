import TalecastApp
import TalecastContract
import TalecastCore
import TalecastHTTPServer

/// `/v1/occasions`: the built-in occasions (read-only) and the library's custom ones, by the
/// rules `talecast occasions …` keeps.
extension API {
  var occasionRoutes: [Route] {
    [
      Route("GET", "/v1/occasions", scope: .read) { [self] in try listOccasions($0) },
      Route("POST", "/v1/occasions", scope: .admin) { [self] in try addOccasion($0) },
      Route("GET", "/v1/occasions/{id}", scope: .read) { [self] in try showOccasion($0) },
      Route("PATCH", "/v1/occasions/{id}", scope: .admin) { [self] in try editOccasion($0) },
      Route("DELETE", "/v1/occasions/{id}", scope: .admin) { [self] in try deleteOccasion($0) },
    ]
  }

  /// The built-in occasions first (in their order), then the custom ones (favourites first,
  /// then by title); `builtIn=false` leaves the built-in ones out.
  func listOccasions(_ request: APIRequest) throws -> ServerResponse? {
    let builtIn = try request.flag("builtIn") ?? true
    let custom = try talecast.customOccasions().map(OccasionResource.init)
    let listed = (builtIn ? BuiltInOccasion.allCases.map(OccasionResource.init) : []) + custom
    return try JSONAnswer.response(["occasions": listed])
  }

  func addOccasion(_ request: APIRequest) throws -> ServerResponse? {
    _ = try BodyFields(request, allowed: OccasionInput.fields, nullable: OccasionInput.ages)
    let occasion = try talecast.addCustomOccasion(
      try request.json(OccasionInput.self).occasion())
    return try JSONAnswer.response(
      OccasionResource(occasion), status: 201,
      headers: [("Location", "/v1/occasions/\(occasion.id)")])
  }

  func showOccasion(_ request: APIRequest) throws -> ServerResponse? {
    let id = request.parameter("id")
    if let builtIn = BuiltInOccasion(rawValue: id) {
      return try JSONAnswer.response(OccasionResource(builtIn))
    }
    return try JSONAnswer.response(OccasionResource(try exactOccasion(id)))
  }

  func editOccasion(_ request: APIRequest) throws -> ServerResponse? {
    let id = try customOccasionId(request)
    let fields = try BodyFields(
      request, allowed: OccasionInput.fields, nullable: OccasionInput.ages)
    let changes = try request.json(OccasionInput.self).changes(fields)
    let occasion = try exactOccasion(id)
    return try JSONAnswer.response(
      OccasionResource(try talecast.editCustomOccasion(occasion.id, changes)))
  }

  /// Deletes a custom occasion; the stories written for it stay and keep its title.
  func deleteOccasion(_ request: APIRequest) throws -> ServerResponse? {
    let occasion = try exactOccasion(try customOccasionId(request))
    let report = try talecast.delete(try talecast.planDeletion(ofCustomOccasion: occasion.id))
    for problem in report.problems {
      talecast.logger.warning("http: deleting an occasion: \(problem)")
    }
    return ServerResponse(status: 204)
  }

  /// The path's id, refused (409) when it names a built-in occasion, which no one changes.
  private func customOccasionId(_ request: APIRequest) throws(Problem) -> String {
    let id = request.parameter("id")
    if BuiltInOccasion(rawValue: id) != nil {
      throw .conflict("'\(id)' is a built-in occasion: it cannot be changed or deleted")
    }
    return id
  }

  /// The custom occasion with exactly this id.
  func exactOccasion(_ id: String) throws -> CustomOccasion {
    let occasion: CustomOccasion
    do {
      occasion = try talecast.customOccasion(id)
    } catch LibraryError.notFound, LibraryError.ambiguousId {
      throw Problem.notFound("no occasion with id '\(id)'")
    }
    guard occasion.id == id else { throw Problem.notFound("no occasion with id '\(id)'") }
    return occasion
  }
}
