import Foundation
import TalecastHTTPServer

/// The web page at `/`: plain HTML, CSS and JavaScript kept in the program (no build step,
/// nothing fetched from elsewhere), a client of the public `/v1` API like any other. Each file
/// is sent with a strong ETag and `Cache-Control: no-cache` (a browser asks again and gets a
/// 304 until the program changes), under a Content-Security-Policy that lets it load only
/// from this host.
enum WebPage {
  struct File: Sendable {
    let type: String
    let body: [UInt8]
    let etag: String

    init(_ type: String, _ text: String) {
      self.type = type
      body = Array(text.utf8)
      // FNV-1a of the content: the same program, the same tag.
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325
      for byte in body { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
      etag = "\"\(String(hash, radix: 16))-\(String(body.count, radix: 16))\""
    }
  }

  /// The page's files by path.
  static let files: [String: File] = [
    "/": File("text/html; charset=utf-8", html),
    "/web/app.css": File("text/css; charset=utf-8", css),
    "/web/common.js": File("text/javascript; charset=utf-8", common),
    "/web/library.js": File("text/javascript; charset=utf-8", library),
    "/web/player.js": File("text/javascript; charset=utf-8", player),
    "/web/jobs.js": File("text/javascript; charset=utf-8", jobs),
  ]

  static let securityPolicy =
    "default-src 'self'; img-src 'self' data:; media-src 'self'; style-src 'self'; "
    + "script-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; "
    + "form-action 'self'; frame-ancestors 'none'"

  /// The answer for the page's file at `path` (nil: no such file).
  static func response(path: String, ifNoneMatch: String?) -> ServerResponse? {
    guard let file = files[path] else { return nil }
    var headers: [(name: String, value: String)] = [
      ("ETag", file.etag), ("Cache-Control", "no-cache"),
      ("X-Content-Type-Options", "nosniff"), ("Content-Security-Policy", securityPolicy),
      ("Referrer-Policy", "no-referrer"),
    ]
    if let ifNoneMatch, ifNoneMatch.contains(file.etag) {
      return ServerResponse(
        status: 304, headers: headers + [("Content-Length", "\(file.body.count)")])
    }
    headers.append(("Content-Type", file.type))
    return ServerResponse(status: 200, headers: headers, body: .bytes(file.body))
  }
}
