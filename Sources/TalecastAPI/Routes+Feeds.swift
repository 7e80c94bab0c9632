import Foundation
import TalecastApp
import TalecastContract
import TalecastCore
import TalecastHTTPServer

/// Podcast feeds (`talecast feeds create`): the address carries the feed's token, so a podcast
/// app, which sends no headers of its own, can subscribe. A feed token opens its feed, its
/// cover and its stories' files, each answered as the `/v1` file routes answer (Range, ETag);
/// an unknown or revoked one gets 401 at once, a story outside the feed 404, and a download
/// that is under way ends within a second of the feed's revocation.
extension API {
  var feedRoutes: [Route] {
    [
      Route("GET", "/feeds/{feed}.xml", scope: nil) { [self] request in
        let feed = try liveFeed(request)
        let listing = try talecast.feedListing(feed)
        let cover = try talecast.feedCover(feed, listing: listing)
        let xml = FeedDocument(
          base: feedBase(request), feed: feed, listing: listing, coverName: cover.name,
          items: feedItems, story: { [talecast] in try talecast.feedItem(id: $0) }
        ).xml()
        return ServerResponse(
          status: 200,
          headers: [
            ("Content-Type", "application/rss+xml; charset=utf-8"),
            ("Cache-Control", "private, no-cache"),
          ],
          body: .bytes(Array(xml.utf8)))
      },
      Route("GET", "/feeds/{feed}/cover.{type}", scope: nil) { [self] request in
        let feed = try liveFeed(request)
        let cover = try talecast.feedCover(feed, listing: try talecast.feedListing(feed))
        guard cover.name == "cover.\(request.parameter("type"))" else {
          throw Problem.notFound("this feed's cover is \(cover.name)")
        }
        return ServerResponse(
          status: 200,
          headers: [
            ("Content-Type", Self.imageType(URL(fileURLWithPath: cover.name))),
            ("Cache-Control", "private, no-cache"),
          ],
          body: .bytes(Array(cover.data)))
      },
      Route("GET", "/feeds/{feed}/stories/{id}/{file}", scope: nil) { [self] request in
        let feed = try liveFeed(request)
        let story = try feedStory(request, of: feed)
        return try storyFile(request, request.parameter("file"), of: story, in: feed)
      },
      Route("GET", "/feeds/{feed}/stories/{id}/scenes/{n}.png", scope: nil) { [self] request in
        let feed = try liveFeed(request)
        let story = try feedStory(request, of: feed)
        let text = request.parameter("n")
        guard let number = Int(text), String(number) == text,
          story.files.illustrations.indices.contains(number - 1),
          let file = story.files.illustrations[number - 1]
        else { throw Problem.notFound("story '\(story.files.story.id)' has no picture \(text)") }
        if file.pathExtension.lowercased() == "png" {
          return try sendFile(
            request, file, of: story.files.story.id, named: "illustration \(number)",
            type: "image/png")
        }
        let png = try talecast.pngOfPicture(at: file)
        return ServerResponse(
          status: 200, headers: [("Content-Type", "image/png")], body: .bytes(Array(png)))
      },
    ]
  }

  /// One of a feed story's files: its audio (`audio.m4a`), chapters, transcript or cover.
  private func storyFile(
    _ request: APIRequest, _ name: String, of story: FeedStory, in feed: TokenRecord
  ) throws -> ServerResponse {
    let id = story.files.story.id
    let feedId = feed.id
    switch name {
    case "chapters.json":
      let chapters = ChaptersDocument(story: story, feed: feed, base: feedBase(request))
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
      return ServerResponse(
        status: 200, headers: [("Content-Type", "application/json+chapters")],
        body: .bytes(Array(try encoder.encode(chapters))))
    case "transcript.vtt":
      return try sendFile(
        request, story.files.subtitles, of: id, named: "subtitles",
        type: "text/vtt; charset=utf-8")
    case let cover where story.cover?.lastPathComponent == cover:
      return try sendFile(
        request, story.cover, of: id, named: "cover", type: Self.imageType(story.cover))
    case let audio where audio == "audio." + (story.files.audio?.pathExtension.lowercased() ?? ""):
      // Asked again while it is sent: revoking the feed ends the download.
      return try sendFile(
        request, story.files.audio, of: id, named: "audio",
        type: Self.audioType(format: story.files.story.format, file: story.files.audio),
        stillAllowed: { [talecast] in talecast.feedIsLive(id: feedId) })
    default:
      throw Problem.notFound("story '\(id)' has no file '\(name)' in this feed")
    }
  }

  /// The live feed whose token the path carries; 401 for one unknown or revoked.
  private func liveFeed(_ request: APIRequest) throws(Problem) -> TokenRecord {
    let secret = request.parameter("feed")
    let feed: TokenRecord?
    do {
      feed = try talecast.liveFeed(secret: secret)
    } catch {
      throw .unavailable("the feed cannot be checked now; try again")
    }
    guard let feed else {
      throw Problem(
        status: 401, title: "Unauthorized",
        detail:
          "this feed address is not one this server knows, or its feed was revoked (talecast feeds list)",
        headers: [("WWW-Authenticate", #"Bearer realm="talecast feeds", error="invalid_token""#)])
    }
    return feed
  }

  private func feedStory(_ request: APIRequest, of feed: TokenRecord) throws -> FeedStory {
    let id = request.parameter("id")
    guard let story = try talecast.feedStory(feed, id: id) else {
      throw Problem.notFound("this feed has no story '\(id)'")
    }
    return story
  }

  /// The feed's own address without `.xml`, as the client reached it: its `Host`, and https
  /// when a proxy in front says so (`X-Forwarded-Proto`).
  func feedBase(_ request: APIRequest) -> String {
    let host =
      request.header("host").flatMap { host in
        host.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || ".-:[]_".contains($0)) }
          && !host.isEmpty ? host : nil
      } ?? "localhost"
    let scheme = request.header("x-forwarded-proto") == "https" ? "https" : "http"
    return "\(scheme)://\(host)/feeds/\(request.parameter("feed"))"
  }
}
