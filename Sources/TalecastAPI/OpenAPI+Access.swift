/// The document's part for `/v1/signed-urls` (`Routes+SignedURLs.swift`).
extension OpenAPIPart {
  static let signedURLs = OpenAPIPart(
    paths: """
      {
        "/v1/signed-urls": {
          "post": {
            "operationId": "signURL",
            "summary": "A URL that stands in for your token on one file or event route.",
            "description": "For <audio> and EventSource, which cannot send a header. The URL carries expires (UNIX seconds), token (the token's id, never the token) and signature (HMAC-SHA-256) in its query; it lets requests in with the token's scope until it expires (at most an hour) or the token is revoked. Only paths of file and event routes can be signed.",
            "requestBody": {"required": true, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/SignedURLInput"}}}},
            "responses": {
              "201": {"description": "The signed URL.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/SignedURL"}}}},
              "400": {"$ref": "#/components/responses/BadRequest"},
              "401": {"$ref": "#/components/responses/Unauthorized"},
              "403": {"$ref": "#/components/responses/Forbidden"},
              "422": {"$ref": "#/components/responses/Unprocessable"},
              "429": {"$ref": "#/components/responses/TooManyRequests"},
              "503": {"$ref": "#/components/responses/Unavailable"}
            }
          }
        }
      }
      """,
    schemas: """
      {
        "SignedURLInput": {
          "type": "object",
          "required": ["path"],
          "properties": {
            "path": {"type": "string", "description": "The path of a file or event route, such as /v1/stories/ID/audio.", "examples": ["/v1/stories/3f2a9c01b7de/audio"]},
            "ttl": {"type": "integer", "minimum": 1, "maximum": 3600, "default": 600, "description": "Seconds the URL lives."}
          }
        },
        "SignedURL": {
          "type": "object",
          "required": ["url", "expires"],
          "properties": {
            "url": {"type": "string", "description": "The path with its signed query, relative to this server."},
            "expires": {"type": "string", "format": "date-time"}
          }
        }
      }
      """)
}
