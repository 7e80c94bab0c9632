import TalecastApp
import TalecastContract
import TalecastCore
import TalecastHTTPServer

/// `/v1/stories`: list (the CLI's query language and sorts, cursor pages), show, change,
/// delete with its files, and queue a rerender.
extension API {
  var storyRoutes: [Route] {
    [
      Route("GET", "/v1/stories", scope: .read) { [self] in try listStories($0) },
      Route("GET", "/v1/stories/{id}", scope: .read) { [self] in
        try JSONAnswer.response(StoryResource(try talecast.story(exactly: $0.parameter("id"))))
      },
      Route("PATCH", "/v1/stories/{id}", scope: .admin) { [self] in try changeStory($0) },
      Route("DELETE", "/v1/stories/{id}", scope: .admin) { [self] in
        _ = try talecast.deleteStory(exactly: $0.parameter("id"))
        return ServerResponse(status: 204)
      },
      Route("POST", "/v1/stories/{id}/rerender", scope: .submit) { [self] in
        let job = try talecast.submitRerender(ofStory: $0.parameter("id"))
        return try JSONAnswer.response(
          JobResource(job), status: 202, headers: [("Location", "/v1/jobs/\(job.id)")])
      },
    ]
  }

  func listStories(_ request: APIRequest) throws -> ServerResponse? {
    let query = try StoryQuery.parse(request.server.argument("q") ?? "")
    let sort = try request.server.argument("sort").map(Self.sort)
    let limit = try request.integer("limit", in: 1...200, default: 50)
    let after = request.server.argument("after")
    let page = try talecast.storySummaries(matching: query, sort: sort, after: after, limit: limit)
    let resources = StoryResourcePage(
      stories: page.stories.map { StoryResource($0) }, next: page.nextCursor)
    return ServerResponse(
      status: 200, headers: [("Content-Type", "application/json")], body: .bytes(resources.json))
  }

  /// A sort from the query: a problem with it is the request's (400), not the body's.
  static func sort(_ text: String) throws(Problem) -> StorySort {
    do {
      return try StorySort.parse(text)
    } catch {
      if case .invalid(_, let problem) = error { throw .badRequest(problem, field: "sort") }
      throw .badRequest(error.description, field: "sort")
    }
  }

  func changeStory(_ request: APIRequest) throws -> ServerResponse? {
    let body = try PatchBody(try request.bodyText(), known: PatchBody.storyFields)
    let change = try body.storyChange()
    let story = try talecast.changeStory(
      exactly: request.parameter("id"), change.edit, favorite: change.favorite)
    return try JSONAnswer.response(StoryResource(story))
  }
}
