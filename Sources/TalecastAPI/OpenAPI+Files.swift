/// The document's part for a story's files (`Routes+Files.swift`).
extension OpenAPIPart {
  /// The answers of a file route, for its content types.
  private static func fileResponses(_ types: [String]) -> String {
    let content = types.map { #""\#($0)": {"schema": {"type": "string", "format": "binary"}}"# }
      .joined(separator: ", ")
    let validators =
      #""ETag": {"schema": {"type": "string"}}, "Last-Modified": {"schema": {"type": "string"}}, "Accept-Ranges": {"schema": {"type": "string"}}"#
    return """
      {
        "200": {"description": "The whole file (also for a Range of several ranges, or one that If-Range no longer allows).", "headers": {\(validators)}, "content": {\(content)}},
        "206": {"description": "The one range asked for.", "headers": {"Content-Range": {"schema": {"type": "string"}}, \(validators)}, "content": {\(content)}},
        "304": {"description": "Not modified: If-None-Match (or If-Modified-Since) names this version.", "headers": {\(validators)}},
        "401": {"$ref": "#/components/responses/Unauthorized"},
        "404": {"$ref": "#/components/responses/NotFound"},
        "416": {"description": "The range starts past the end; Content-Range says the size (bytes */SIZE).", "headers": {"Content-Range": {"schema": {"type": "string"}}}, "content": {"application/problem+json": {"schema": {"$ref": "#/components/schemas/Problem"}}}},
        "429": {"$ref": "#/components/responses/TooManyRequests"},
        "503": {"$ref": "#/components/responses/Unavailable"}
      }
      """
  }

  /// The parameters of a file route: the story's id, `extra` path parameters, the headers.
  private static func fileParameters(_ extra: String = "") -> String {
    """
    [
      {"name": "id", "in": "path", "required": true, "schema": {"type": "string"}},\(extra)
      {"name": "Range", "in": "header", "description": "bytes=FIRST-LAST, bytes=FIRST- or bytes=-COUNT. One range is a 206; several are answered whole (200); another unit or bad syntax is ignored.", "schema": {"type": "string"}},
      {"name": "If-Range", "in": "header", "description": "The ETag (or Last-Modified) the range was taken from: another version is sent whole.", "schema": {"type": "string"}},
      {"name": "If-None-Match", "in": "header", "schema": {"type": "string"}},
      {"name": "If-Modified-Since", "in": "header", "schema": {"type": "string"}}
    ]
    """
  }

  private static let fileNote =
    "Sent from the file as it is on disk, with a strong ETag and Last-Modified; HEAD answers the same head without the body (and ignores Range, as RFC 9110 says). A signed URL may stand in for the token (for <audio> and <img>)."

  static let files = OpenAPIPart(
    paths: """
      {
        "/v1/stories/{id}/audio": {
          "parameters": \(fileParameters()),
          "get": {
            "operationId": "getStoryAudio",
            "summary": "The story's audio: audio/mp4 (m4a), audio/mpeg (mp3), audio/ogg (opus) or audio/wav.",
            "description": "\(fileNote)",
            "responses": \(fileResponses(["audio/mp4", "audio/mpeg", "audio/ogg", "audio/wav", "application/octet-stream"]))
          }
        },
        "/v1/stories/{id}/subtitles.vtt": {
          "parameters": \(fileParameters()),
          "get": {
            "operationId": "getStorySubtitles",
            "summary": "The story's WebVTT subtitles, one cue per sentence (404 for a story made before subtitles were).",
            "description": "\(fileNote)",
            "responses": \(fileResponses(["text/vtt"]))
          }
        },
        "/v1/stories/{id}/illustrations/{n}": {
          "parameters": \(fileParameters(#"{"name": "n", "in": "path", "required": true, "description": "The scene's number, from 1.", "schema": {"type": "string"}}, {"name": "format", "in": "query", "description": "'png': an SVG picture drawn to PNG at its own size (800×600 for the built-in pictures) by librsvg, drawn once and kept until the picture changes (32 MiB of PNGs at most, two drawn at a time), sent whole (no ranges) with an ETag that If-None-Match answers with 304; a picture that is already PNG, JPEG or WebP is sent as it is.", "schema": {"type": "string", "enum": ["png"]}},"#)),
          "get": {
            "operationId": "getStoryIllustration",
            "summary": "The illustration of scene n (404 when the scene has none).",
            "description": "\(fileNote)",
            "responses": \(fileResponses(["image/svg+xml", "image/png", "image/jpeg", "image/webp", "image/gif", "application/octet-stream"]))
          }
        },
        "/v1/stories/{id}/cover": {
          "parameters": \(fileParameters()),
          "get": {
            "operationId": "getStoryCover",
            "summary": "The story's square cover (1400×1400 PNG, or JPEG when a PNG would pass 512 KiB): its title over its pictures (404 for a story made before covers were).",
            "description": "\(fileNote)",
            "responses": \(fileResponses(["image/png", "image/jpeg", "application/octet-stream"]))
          }
        },
        "/v1/stories/{id}/manifest": {
          "parameters": [{"name": "id", "in": "path", "required": true, "schema": {"type": "string"}}],
          "get": {
            "operationId": "getStoryManifest",
            "summary": "The story's manifest: every measured timestamp, the audio's summary, each scene's illustration.",
            "responses": {
              "200": {"description": "The manifest (as manifest.json in the story's folder, kept current by the library).", "content": {"application/json": {"schema": {"type": "object", "required": ["storyId", "title", "audio", "scenes"], "properties": {"storyId": {"type": "string"}, "title": {"type": "string"}, "audio": {"type": "object"}, "scenes": {"type": "array", "items": {"type": "object"}}}}}}},
              "401": {"$ref": "#/components/responses/Unauthorized"},
              "404": {"$ref": "#/components/responses/NotFound"},
              "429": {"$ref": "#/components/responses/TooManyRequests"},
              "503": {"$ref": "#/components/responses/Unavailable"}
            }
          }
        }
      }
      """,
    schemas: "{}")
}
