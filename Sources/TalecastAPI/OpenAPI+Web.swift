/// The document's part for the web page and its sign-in (`Routes+Web.swift`,
/// `Routes+Session.swift`).
extension OpenAPIPart {
  private static let pageResponses = """
    {
      "200": {"description": "The file, with a strong ETag, Cache-Control: no-cache and a Content-Security-Policy that loads only from this host.", "headers": {"ETag": {"schema": {"type": "string"}}}, "content": {"text/html": {"schema": {"type": "string"}}, "text/css": {"schema": {"type": "string"}}, "text/javascript": {"schema": {"type": "string"}}}},
      "304": {"description": "Not modified: If-None-Match names this version."},
      "404": {"$ref": "#/components/responses/NotFound"}
    }
    """

  static let web = OpenAPIPart(
    paths: """
      {
        "/": {
          "get": {
            "operationId": "getPage",
            "summary": "The web page: library, player and jobs, a client of this API (under 100 KB with its files).",
            "security": [],
            "parameters": [{"name": "If-None-Match", "in": "header", "schema": {"type": "string"}}],
            "responses": \(pageResponses)
          }
        },
        "/web/{file}": {
          "parameters": [{"name": "file", "in": "path", "required": true, "description": "app.css, common.js, library.js, player.js or jobs.js.", "schema": {"type": "string"}}, {"name": "If-None-Match", "in": "header", "schema": {"type": "string"}}],
          "get": {
            "operationId": "getPageFile",
            "summary": "One of the web page's files.",
            "security": [],
            "responses": \(pageResponses)
          }
        },
        "/v1/session": {
          "post": {
            "operationId": "signIn",
            "summary": "Sign the web page in: a token becomes a session cookie (HttpOnly, SameSite=Strict, 30 days, ended by revoking the token).",
            "description": "With the cookie, the page's requests need no Authorization header; one that changes something must carry this host's Origin (else 403); its GETs of a story's files are not counted against the token's rate. A request with an Origin of another site is refused (403).",
            "security": [],
            "requestBody": {"required": true, "content": {"application/json": {"schema": {"type": "object", "required": ["token"], "additionalProperties": false, "properties": {"token": {"type": "string"}}}}}},
            "responses": {
              "201": {"description": "Signed in.", "headers": {"Set-Cookie": {"schema": {"type": "string"}}}, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Session"}}}},
              "400": {"$ref": "#/components/responses/BadRequest"},
              "401": {"$ref": "#/components/responses/Unauthorized"},
              "403": {"$ref": "#/components/responses/Forbidden"},
              "413": {"description": "The body is larger than the limit.", "content": {"application/problem+json": {"schema": {"$ref": "#/components/schemas/Problem"}}}},
              "422": {"$ref": "#/components/responses/Unprocessable"},
              "503": {"$ref": "#/components/responses/Unavailable"}
            }
          },
          "get": {
            "operationId": "getSession",
            "summary": "Who the session (or bearer token) is: the token's name and scope.",
            "responses": {
              "200": {"description": "The session.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Session"}}}},
              "401": {"$ref": "#/components/responses/Unauthorized"},
              "404": {"$ref": "#/components/responses/NotFound"},
              "429": {"$ref": "#/components/responses/TooManyRequests"},
              "503": {"$ref": "#/components/responses/Unavailable"}
            }
          },
          "delete": {
            "operationId": "signOut",
            "summary": "Sign out: the cookie is cleared.",
            "security": [],
            "responses": {"204": {"description": "Signed out.", "headers": {"Set-Cookie": {"schema": {"type": "string"}}}}}
          }
        }
      }
      """,
    schemas: """
      {
        "Session": {"type": "object", "required": ["name", "scope"], "properties": {"name": {"type": "string"}, "scope": {"type": "string", "enum": ["read", "submit", "admin"]}, "expires": {"type": "string", "format": "date-time"}}}
      }
      """)
}
