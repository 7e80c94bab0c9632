import Foundation
import TalecastApp
import TalecastCore
import TalecastHTTPServer

/// A story's files: its audio, subtitles, illustrations and manifest. Signable, so that an
/// `<audio src>` or `<img src>`, which cannot send a token, can load them from a signed URL.
/// Files are sent from their descriptor (sendfile), never read here, with `Range`, ETag and
/// the conditionals of RFC 9110 (`FileSelection`). Paths come from the app; nothing of the
/// request's path reaches the file system but a story id and a scene number.
extension API {
  var fileRoutes: [Route] {
    [
      Route("GET", "/v1/stories/{id}/audio", scope: .read, signable: true) { [self] request in
        let files = try talecast.storyFiles(exactly: request.parameter("id"))
        return try sendFile(
          request, files.audio, of: files.story.id, named: "audio",
          type: Self.audioType(format: files.story.format, file: files.audio))
      },
      Route("GET", "/v1/stories/{id}/subtitles.vtt", scope: .read, signable: true) {
        [self] request in
        let files = try talecast.storyFiles(exactly: request.parameter("id"))
        return try sendFile(
          request, files.subtitles, of: files.story.id, named: "subtitles",
          type: "text/vtt; charset=utf-8")
      },
      Route("GET", "/v1/stories/{id}/illustrations/{n}", scope: .read, signable: true) {
        [self] request in
        let files = try talecast.storyFiles(exactly: request.parameter("id"))
        let text = request.parameter("n")
        guard let number = Int(text), String(number) == text,
          files.illustrations.indices.contains(number - 1)
        else {
          throw Problem.notFound(
            "story '\(files.story.id)' has scenes 1 to \(files.illustrations.count), not '\(text)'")
        }
        let file = files.illustrations[number - 1]
        // `?format=png`: an SVG picture drawn to PNG, for a program that cannot draw SVG.
        if let format = request.server.argument("format") {
          guard format == "png" else {
            throw Problem.badRequest(
              "the one format to convert to is 'png', not '\(format)'", field: "format")
          }
          if let file, file.pathExtension == "svg", let svg = OpenFile(path: file.path) {
            // The PNG's tag is the SVG version's: a browser asks again and gets a 304.
            let tag = Self.etag(storyId: files.story.id, name: "png \(number)", file: svg)
            let headers = [("ETag", tag), ("Cache-Control", "private, no-cache")]
            // Drawn once and kept: the 304 says the length of the PNG a 200 would send.
            let png = try talecast.pngOfPicture(at: file)
            if request.header("if-none-match")?.contains(tag) == true {
              return ServerResponse(
                status: 304, headers: headers + [("Content-Length", "\(png.count)")])
            }
            return ServerResponse(
              status: 200, headers: headers + [("Content-Type", "image/png")],
              body: .bytes(Array(png)))
          }
        }
        return try sendFile(
          request, file, of: files.story.id, named: "illustration \(number)",
          type: Self.imageType(file))
      },
      Route("GET", "/v1/stories/{id}/cover", scope: .read, signable: true) { [self] request in
        let files = try talecast.storyFiles(exactly: request.parameter("id"))
        let cover = files.cover
        return try sendFile(
          request, cover, of: files.story.id, named: "cover", type: Self.imageType(cover))
      },
      Route("GET", "/v1/stories/{id}/manifest", scope: .read, signable: true) { [self] request in
        let story = try talecast.story(exactly: request.parameter("id"))
        let body = Array(try StoryManifest.makeEncoder().encode(story.manifest))
        // Made from the library's record, not a file: its tag is a digest of its bytes.
        let version = FileSelection.Version(
          size: UInt64(body.count), etag: Self.etag(of: body), modified: story.modified)
        return select(request, version, named: "manifest", type: "application/json") {
          .bytes(Array(body[Int($0)..<Int($0 + $1)]))
        }
      },
    ]
  }

  /// Answers with the file at `url` (the story's `name`d file), or the part of it, or 304 or
  /// 416, as the request's headers ask. The download ends when `stillAllowed` (a feed's), or
  /// the request's grant, says no.
  func sendFile(
    _ request: APIRequest, _ url: URL?, of storyId: String, named name: String, type: String,
    stillAllowed: (@Sendable () -> Bool)? = nil
  )
    throws -> ServerResponse
  {
    // A download ends when what let it in no longer would (a feed or token revoked, a signed
    // URL expired): the server asks once a second while it is sent.
    let stillAllowed = stillAllowed ?? options.access.stillAllowed(request.grant)
    func body(_ file: OpenFile, _ offset: UInt64, _ length: UInt64) -> ServerResponse.Body {
      guard let stillAllowed else { return .file(file, offset: offset, length: length) }
      return .guardedFile(file, offset: offset, length: length, stillAllowed: stillAllowed)
    }
    guard let url, let file = OpenFile(path: url.path) else {
      throw Problem.notFound("story '\(storyId)' has no \(name) file")
    }
    let version = FileSelection.Version(
      size: file.size, etag: Self.etag(storyId: storyId, name: name, file: file),
      modified: file.modified)
    return select(request, version, named: name, type: type) { body(file, $0, $1) }
  }

  /// Answers with the whole of `version`, the part of it the request's `Range` asks for, or
  /// 304 or 416, as its conditionals say; `body` gives the bytes from an offset, so many.
  func select(
    _ request: APIRequest, _ version: FileSelection.Version, named name: String, type: String,
    body: (_ offset: UInt64, _ length: UInt64) -> ServerResponse.Body
  ) -> ServerResponse {
    let conditions = FileSelection.Conditions(
      method: request.method, ifNoneMatch: request.header("if-none-match"),
      ifModifiedSince: request.header("if-modified-since"), range: request.header("range"),
      ifRange: request.header("if-range"))
    var headers: [(name: String, value: String)] = [
      ("ETag", version.etag), ("Last-Modified", HTTPDate.format(version.modified)),
      ("Accept-Ranges", "bytes"),
      // Behind a token: kept by the browser only, and checked again (a 304) before reuse.
      ("Cache-Control", "private, no-cache"),
      // A file is never a page: an SVG opened on its own runs nothing on this site.
      ("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox"),
      ("X-Content-Type-Options", "nosniff"),
    ]
    switch FileSelection.answer(conditions, for: version) {
    case .whole:
      headers.append(("Content-Type", type))
      return ServerResponse(status: 200, headers: headers, body: body(0, version.size))
    case .part(let offset, let length):
      headers += [
        ("Content-Type", type),
        ("Content-Range", "bytes \(offset)-\(offset + length - 1)/\(version.size)"),
      ]
      return ServerResponse(status: 206, headers: headers, body: body(offset, length))
    case .notModified:
      // The length a 200 would send (never libmicrohttpd's "0" for an empty body).
      return ServerResponse(status: 304, headers: headers + [("Content-Length", "\(version.size)")])
    case .unsatisfiable:
      var problem = Problem(
        status: 416, title: "Range not satisfiable",
        detail: "the \(name) file has \(version.size) bytes; the range asks for none of them",
        field: "Range")
      problem.headers = [("Content-Range", "bytes */\(version.size)")] + headers
      return problem.response
    }
  }

  /// A strong entity tag of one version of a story's file: which file (story and name), its
  /// size and when it changed, to the microsecond. A rerender writes a new file: a new tag.
  static func etag(storyId: String, name: String, file: OpenFile) -> String {
    let hash = fnv1a("\(storyId)/\(name)".utf8)
    let micros = UInt64(max(0, (file.modified.timeIntervalSince1970 * 1_000_000).rounded()))
    return
      "\"\(String(hash, radix: 16))-\(String(file.size, radix: 16))-\(String(micros, radix: 16))\""
  }

  /// A strong entity tag of bytes made on request (a manifest): their digest and count.
  static func etag(of bytes: [UInt8]) -> String {
    "\"\(String(fnv1a(bytes), radix: 16))-\(String(bytes.count, radix: 16))\""
  }

  /// FNV-1a: a short, stable digest (of a file's identity, or of bytes), not a secret.
  private static func fnv1a(_ bytes: some Sequence<UInt8>) -> UInt64 {
    bytes.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
  }

  static func audioType(format: String, file: URL?) -> String {
    let format = format.isEmpty ? (file?.pathExtension ?? "") : format
    switch format.lowercased() {
    case "m4a", "m4b", "mp4", "aac": return "audio/mp4"
    case "mp3": return "audio/mpeg"
    case "opus", "ogg": return "audio/ogg"
    case "wav": return "audio/wav"
    default: return "application/octet-stream"
    }
  }

  static func imageType(_ file: URL?) -> String {
    switch file?.pathExtension.lowercased() {
    case "svg": return "image/svg+xml"
    case "png": return "image/png"
    case "jpg", "jpeg": return "image/jpeg"
    case "webp": return "image/webp"
    case "gif": return "image/gif"
    default: return "application/octet-stream"
    }
  }
}
