import Foundation
import TalecastApp
import TalecastHTTPServer

/// Listening: a play session per story, opened, moved on, finished. What it means for the
/// library reaches it by the simulator's events (a saved position, one finished play).
extension API {
  var playRoutes: [Route] {
    [
      Route("POST", "/v1/stories/{id}/plays", scope: .submit) { [self] request in
        let play = try talecast.openPlay(ofStory: request.parameter("id"))
        return try JSONAnswer.response(
          PlayResource(play), status: 201, headers: [("Location", "/v1/plays/\(play.id)")])
      },
      Route("GET", "/v1/plays/{id}", scope: .read) { [self] request in
        try JSONAnswer.response(PlayResource(try talecast.play(request.parameter("id"))))
      },
      Route("PATCH", "/v1/plays/{id}", scope: .submit) { [self] request in
        let body = try PatchBody(try request.bodyText(), known: ["position"])
        guard let position = try body.number("position") else {
          throw Problem.unprocessable("missing", field: "position")
        }
        guard position >= 0 else {
          throw Problem.unprocessable(
            "expected seconds from 0, found \(position)", field: "position")
        }
        let play = try talecast.movePlay(request.parameter("id"), to: position)
        return try JSONAnswer.response(PlayResource(play))
      },
      Route("POST", "/v1/plays/{id}/finish", scope: .submit) { [self] request in
        try JSONAnswer.response(PlayResource(try talecast.finishPlay(request.parameter("id"))))
      },
    ]
  }
}

/// A play session as the API shows it (`Play` in the OpenAPI document).
struct PlayResource: Encodable, Sendable {
  let id: String
  let storyId: String
  let title: String
  let duration: Double
  let position: Double
  let finished: Bool
  let started: Date
  let updated: Date
  let links: Links

  struct Links: Encodable, Sendable {
    let this: String
    let story: String
    let audio: String
    let finish: String

    enum CodingKeys: String, CodingKey {
      case this = "self"
      case story, audio, finish
    }
  }

  init(_ play: PlaySession) {
    id = play.id
    storyId = play.storyId
    title = play.title
    duration = play.duration
    position = play.position
    finished = play.finished
    started = play.started
    updated = play.updated
    links = Links(
      this: "/v1/plays/\(play.id)", story: "/v1/stories/\(play.storyId)",
      audio: "/v1/stories/\(play.storyId)/audio", finish: "/v1/plays/\(play.id)/finish")
  }
}
