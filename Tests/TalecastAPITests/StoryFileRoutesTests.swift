import Foundation
import TalecastHTTP
import TalecastTesting
import Testing

/// A story's files over a real socket: the audio whole and in ranges (first, middle, suffix,
/// unsatisfiable), 304, If-Range, HEAD; subtitles, illustrations, manifest.
@Suite struct StoryFileRoutesTests {
  let api: APIFixture
  let audio = APIFixture.audio
  let path = "/v1/stories/abcd11112222/audio"

  init() throws {
    api = try APIFixture()
    try api.addStory(id: "abcd11112222", title: "Moon")
  }

  func get(_ path: String, _ headers: [String: String] = [:]) throws -> HTTPResponse {
    try api.call("GET", path, token: "read", headers: headers)
  }

  @Test func theWholeAudioComesWithItsTypeAndValidators() throws {
    #expect(audio.count > 1_000)
    let response = try get(path)
    #expect(response.status == 200)
    #expect(response.body == audio)
    #expect(response.headers["content-type"] == "audio/mp4")
    #expect(response.headers["content-length"] == "\(audio.count)")
    #expect(response.headers["accept-ranges"] == "bytes")
    let etag = try #require(response.headers["etag"])
    #expect(etag.hasPrefix("\"") && etag.hasSuffix("\"") && !etag.hasPrefix("W/"))
    #expect(response.headers["last-modified"]?.hasSuffix(" GMT") == true)
    #expect(try get(path).headers["etag"] == etag)
    #expect(try get("/v1/stories/abcd11112222/subtitles.vtt").headers["etag"] != etag)
  }

  @Test func rangesAnswerTheirBytes() throws {
    let size = audio.count
    let first = try get(path, ["Range": "bytes=0-99"])
    #expect(first.status == 206)
    #expect(first.body == audio[0..<100])
    #expect(first.headers["content-range"] == "bytes 0-99/\(size)")
    #expect(first.headers["content-type"] == "audio/mp4")

    let middle = try get(path, ["Range": "bytes=500-755"])
    #expect(middle.status == 206)
    #expect(middle.body == audio[500..<756])
    #expect(middle.headers["content-range"] == "bytes 500-755/\(size)")

    let suffix = try get(path, ["Range": "bytes=-64"])
    #expect(suffix.status == 206)
    #expect(suffix.body == audio[(size - 64)...])
    #expect(suffix.headers["content-range"] == "bytes \(size - 64)-\(size - 1)/\(size)")

    let open = try get(path, ["Range": "bytes=\(size - 10)-"])
    #expect(open.status == 206)
    #expect(open.body == audio[(size - 10)...])

    let several = try get(path, ["Range": "bytes=0-9,20-29"])
    #expect(several.status == 200)
    #expect(several.body == audio)

    let unsatisfiable = try get(path, ["Range": "bytes=\(size)-"])
    #expect(unsatisfiable.status == 416)
    #expect(unsatisfiable.headers["content-range"] == "bytes */\(size)")
    #expect(unsatisfiable.headers["content-type"] == "application/problem+json")
  }

  @Test func conditionalsAnswer304AndIfRangeSendsAnotherVersionWhole() throws {
    let etag = try #require(try get(path).headers["etag"])
    let modified = try #require(try get(path).headers["last-modified"])
    let notModified = try get(path, ["If-None-Match": etag])
    #expect(notModified.status == 304)
    #expect(notModified.body.isEmpty)
    #expect(notModified.headers["etag"] == etag)
    #expect(try get(path, ["If-Modified-Since": modified]).status == 304)
    #expect(try get(path, ["If-None-Match": #""another""#]).status == 200)

    let current = try get(path, ["Range": "bytes=0-9", "If-Range": etag])
    #expect(current.status == 206)
    #expect(current.body == audio[0..<10])
    let stale = try get(path, ["Range": "bytes=0-9", "If-Range": #""another""#])
    #expect(stale.status == 200)
    #expect(stale.body == audio)
  }

  @Test func headSendsTheHeadAlone() throws {
    let output = try Self.curl([
      "-sS", "-I", "-H", "Authorization: Bearer read", api.base + path,
    ])
    #expect(output.contains("HTTP/1.1 200"), "\(output)")
    #expect(output.lowercased().contains("content-length: \(audio.count)"))
    #expect(output.lowercased().contains("content-type: audio/mp4"))
    #expect(output.lowercased().contains("accept-ranges: bytes"))
    // A ranged HEAD is answered as the whole (RFC 9110 defines ranges for GET only).
    let ranged = try Self.curl([
      "-sS", "-I", "-H", "Authorization: Bearer read", "-H", "Range: bytes=0-9", api.base + path,
    ])
    #expect(ranged.contains("HTTP/1.1 200"), "\(ranged)")
  }

  @Test func subtitlesIllustrationsAndTheManifest() throws {
    let subtitles = try get("/v1/stories/abcd11112222/subtitles.vtt")
    #expect(subtitles.status == 200)
    #expect(subtitles.headers["content-type"] == "text/vtt; charset=utf-8")
    #expect(String(decoding: subtitles.body, as: UTF8.self) == APIFixture.subtitles)

    let picture = try get("/v1/stories/abcd11112222/illustrations/2")
    #expect(picture.status == 200)
    #expect(picture.headers["content-type"] == "image/svg+xml")
    #expect(String(decoding: picture.body, as: UTF8.self).hasPrefix("<svg"))
    // A program that cannot draw SVG asks for PNG.
    let png = try get("/v1/stories/abcd11112222/illustrations/2?format=png")
    #expect(png.status == 200)
    #expect(png.headers["content-type"] == "image/png")
    #expect(Array(png.body.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
    let gif = try get("/v1/stories/abcd11112222/illustrations/2?format=gif")
    #expect(gif.status == 400)
    #expect(try APIFixture.object(gif)["field"] as? String == "format")
    for missing in ["0", "3", "01", "x", "-1"] {
      let response = try get("/v1/stories/abcd11112222/illustrations/\(missing)")
      #expect(response.status == 404, "\(missing)")
    }

    let manifest = try get("/v1/stories/abcd11112222/manifest")
    #expect(manifest.status == 200)
    #expect(manifest.headers["content-type"] == "application/json")
    let object = try APIFixture.object(manifest)
    #expect(object["storyId"] as? String == "abcd11112222")
    #expect((object["scenes"] as? [Any])?.count == 2)
  }

  /// The manifest is made from the library's record, yet answers as the files do: a strong
  /// tag that If-None-Match answers with 304, and ranges.
  @Test func theManifestAnswersAsTheFilesDo() throws {
    let url = "/v1/stories/abcd11112222/manifest"
    let whole = try get(url)
    let etag = try #require(whole.headers["etag"])
    #expect(etag.hasPrefix("\"") && !etag.hasPrefix("W/"))
    #expect(whole.headers["accept-ranges"] == "bytes")
    #expect(whole.headers["last-modified"]?.hasSuffix(" GMT") == true)
    #expect(try get(url).headers["etag"] == etag)
    let notModified = try get(url, ["If-None-Match": etag])
    #expect(notModified.status == 304 && notModified.body.isEmpty)
    let part = try get(url, ["Range": "bytes=0-9"])
    #expect(part.status == 206)
    #expect(part.body == whole.body.prefix(10))
    #expect(part.headers["content-range"] == "bytes 0-9/\(whole.body.count)")
    #expect(try get(url, ["Range": "bytes=\(whole.body.count)-"]).status == 416)
  }

  /// A 304 has no body, and its length is the one a 200 would send, never libmicrohttpd's
  /// `Content-Length: 0` (RFC 9110 §8.6).
  @Test func a304SaysTheLengthA200Sends() throws {
    let etag = try #require(try get(path).headers["etag"])
    let head = try Self.curl([
      "-sS", "-D", "-", "-o", "/dev/null", "-H", "Authorization: Bearer read",
      "-H", "If-None-Match: \(etag)", api.base + path,
    ]).lowercased()
    #expect(head.contains("http/1.1 304"), "\(head)")
    #expect(head.contains("content-length: \(audio.count)\r\n"), "\(head)")
    #expect(!head.contains("content-length: 0"), "\(head)")
  }

  /// A PNG is drawn once per version of its SVG: asked again it is the same, with the same
  /// tag, which If-None-Match answers with 304; a redrawn picture gets a new PNG and tag.
  @Test func aPNGIsKeptUntilItsPictureChanges() throws {
    let url = "/v1/stories/abcd11112222/illustrations/1?format=png"
    let first = try get(url)
    let tag = try #require(first.headers["etag"])
    let again = try get(url)
    #expect(again.status == 200 && again.body == first.body && again.headers["etag"] == tag)
    #expect(try get(url, ["If-None-Match": tag]).status == 304)

    let folder = api.media.appendingPathComponent("stories/abcd11112222-story")
    let svg = try #require(
      FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().first {
        $0.hasSuffix(".svg")
      })
    try Data(
      ##"<svg xmlns="http://www.w3.org/2000/svg" width="60" height="20"><rect width="60" height="20" fill="#0000ff"/></svg>"##
        .utf8
    ).write(to: folder.appendingPathComponent(svg))
    let redrawn = try get(url)
    #expect(redrawn.status == 200 && redrawn.body != first.body)
    #expect(redrawn.headers["etag"] != tag)
    #expect(try get(url, ["If-None-Match": tag]).status == 200)
  }

  @Test func aMissingFileOrStoryIs404AndATokenIsNeeded() throws {
    try FileManager.default.removeItem(
      at: api.media.appendingPathComponent("stories/abcd11112222-story/story.vtt"))
    let gone = try get("/v1/stories/abcd11112222/subtitles.vtt")
    #expect(gone.status == 404)
    #expect(!String(decoding: gone.body, as: UTF8.self).contains(api.media.path))
    #expect(try get("/v1/stories/nope/audio").status == 404)
    #expect(try api.call("GET", path, token: nil).status == 401)
  }

  static func curl(_ arguments: [String]) throws -> String {
    try ChildProcess.run("/usr/bin/curl", arguments).output
  }
}

/// A story folder that leads out of the library gives no file, whatever the store says.
@Suite struct StoryFileContainmentTests {
  @Test func aFolderLinkedOutOfTheLibraryServesNothing() throws {
    let api = try APIFixture()
    let event = try api.addStory(id: "abcd11112222", title: "Moon")
    let folder = api.media.appendingPathComponent(event.folder)
    let outside = try TemporaryFolder.make("api-outside")
    try FileManager.default.moveItem(
      at: folder.appendingPathComponent("story.m4a"),
      to: outside.appendingPathComponent("story.m4a"))
    try FileManager.default.removeItem(at: folder)
    try FileManager.default.createSymbolicLink(at: folder, withDestinationURL: outside)
    let response = try api.call("GET", "/v1/stories/abcd11112222/audio", token: "read")
    #expect(response.status == 404)
  }
}
