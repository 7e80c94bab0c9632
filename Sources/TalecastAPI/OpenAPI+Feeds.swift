/// The document's part for podcast feeds (`Routes+Feeds.swift`).
extension OpenAPIPart {
  private static let feedParameter =
    #"{"name": "feed", "in": "path", "required": true, "description": "The feed's token, as 'talecast feeds create' printed it in the feed's address.", "schema": {"type": "string"}}"#

  private static let feedFailures = """
    "401": {"description": "The feed's token is unknown or was revoked.", "headers": {"WWW-Authenticate": {"schema": {"type": "string"}}}, "content": {"application/problem+json": {"schema": {"$ref": "#/components/schemas/Problem"}}}},
    "404": {"$ref": "#/components/responses/NotFound"},
    "503": {"$ref": "#/components/responses/Unavailable"}
    """

  static let feeds = OpenAPIPart(
    paths: """
      {
        "/feeds/{feed}.xml": {
          "parameters": [\(feedParameter)],
          "get": {
            "operationId": "getFeed",
            "summary": "A podcast feed: RSS 2.0 with the iTunes and Podcasting 2.0 namespaces, the newest 1,000 stories its query finds.",
            "description": "Each story is an item: a stable guid, its audio as the enclosure (length and type of the file), itunes:duration, its opening lines as the description, podcast:chapters (JSON chapters) and podcast:transcript (WebVTT), its cover as itunes:image. Every address in it is absolute, made from the request's Host (https when X-Forwarded-Proto says so), and under the feed's own. No bearer token: the feed's token is in its address; it opens nothing else.",
            "security": [],
            "responses": {
              "200": {"description": "The feed.", "content": {"application/rss+xml": {"schema": {"type": "string"}}}},
              \(feedFailures)
            }
          }
        },
        "/feeds/{feed}/cover.{type}": {
          "parameters": [\(feedParameter), {"name": "type", "in": "path", "required": true, "description": "png, or jpg when the cover would not fit 512 KiB as PNG (the feed names the one it has).", "schema": {"type": "string"}}],
          "get": {
            "operationId": "getFeedCover",
            "summary": "The feed's cover: its name over its newest stories' pictures, 1400×1400.",
            "security": [],
            "responses": {
              "200": {"description": "The cover.", "content": {"image/png": {"schema": {"type": "string", "format": "binary"}}, "image/jpeg": {"schema": {"type": "string", "format": "binary"}}}},
              \(feedFailures)
            }
          }
        },
        "/feeds/{feed}/stories/{id}/{file}": {
          "parameters": [\(feedParameter), {"name": "id", "in": "path", "required": true, "schema": {"type": "string"}}, {"name": "file", "in": "path", "required": true, "description": "audio.m4a (or .mp3, .opus, .wav: the story's format), chapters.json, transcript.vtt, cover.png or cover.jpg.", "schema": {"type": "string"}}, {"name": "Range", "in": "header", "schema": {"type": "string"}}, {"name": "If-Range", "in": "header", "schema": {"type": "string"}}, {"name": "If-None-Match", "in": "header", "schema": {"type": "string"}}, {"name": "If-Modified-Since", "in": "header", "schema": {"type": "string"}}],
          "get": {
            "operationId": "getFeedStoryFile",
            "summary": "A file of one of the feed's stories (404 for a story the feed does not list).",
            "description": "Files are answered as the /v1 file routes answer them (Range, ETag, 304, 416). chapters.json is the Podcasting 2.0 JSON chapters format (version 1.2.0): each scene's title, its measured start and end in the audio and its picture as PNG. An audio download in progress ends within a second of the feed's revocation.",
            "security": [],
            "responses": {
              "200": {"description": "The file.", "content": {"audio/mp4": {"schema": {"type": "string", "format": "binary"}}, "audio/mpeg": {"schema": {"type": "string", "format": "binary"}}, "audio/ogg": {"schema": {"type": "string", "format": "binary"}}, "audio/wav": {"schema": {"type": "string", "format": "binary"}}, "application/json+chapters": {"schema": {"type": "object", "required": ["version", "chapters"], "properties": {"version": {"type": "string"}, "chapters": {"type": "array", "items": {"type": "object", "required": ["startTime"], "properties": {"startTime": {"type": "number"}, "endTime": {"type": "number"}, "title": {"type": "string"}, "img": {"type": "string"}}}}}}}, "text/vtt": {"schema": {"type": "string"}}, "image/png": {"schema": {"type": "string", "format": "binary"}}, "image/jpeg": {"schema": {"type": "string", "format": "binary"}}}},
              "206": {"description": "The one range asked for.", "headers": {"Content-Range": {"schema": {"type": "string"}}}, "content": {"audio/mp4": {"schema": {"type": "string", "format": "binary"}}, "audio/mpeg": {"schema": {"type": "string", "format": "binary"}}, "audio/ogg": {"schema": {"type": "string", "format": "binary"}}, "text/vtt": {"schema": {"type": "string"}}, "image/png": {"schema": {"type": "string", "format": "binary"}}, "image/jpeg": {"schema": {"type": "string", "format": "binary"}}}},
              "304": {"description": "Not modified."},
              "416": {"description": "The range starts past the end.", "content": {"application/problem+json": {"schema": {"$ref": "#/components/schemas/Problem"}}}},
              \(feedFailures)
            }
          }
        },
        "/feeds/{feed}/stories/{id}/scenes/{n}.png": {
          "parameters": [\(feedParameter), {"name": "id", "in": "path", "required": true, "schema": {"type": "string"}}, {"name": "n", "in": "path", "required": true, "description": "The scene's number, from 1.", "schema": {"type": "string"}}],
          "get": {
            "operationId": "getFeedScenePicture",
            "summary": "Scene n's picture as PNG, for a podcast app's chapter art.",
            "security": [],
            "responses": {
              "200": {"description": "The picture.", "content": {"image/png": {"schema": {"type": "string", "format": "binary"}}}},
              "206": {"description": "The one range asked for (a picture that is PNG already).", "content": {"image/png": {"schema": {"type": "string", "format": "binary"}}}},
              "304": {"description": "Not modified."},
              "416": {"description": "The range starts past the end.", "content": {"application/problem+json": {"schema": {"$ref": "#/components/schemas/Problem"}}}},
              \(feedFailures)
            }
          }
        }
      }
      """,
    schemas: "{}")
}
