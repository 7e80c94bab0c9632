/// What every part of the document shares: the head (info, security), the problem schema
/// and the answers every route can give.
extension OpenAPIPart {
  static let head = """
    {
      "openapi": "3.1.0",
      "info": {
        "title": "Talecast",
        "version": "1",
        "description": "Submit story jobs, follow them, and fetch the stories they make. Every /v1 route needs 'Authorization: Bearer TOKEN' (talecast tokens create NAME --scope read|submit|admin). Errors are application/problem+json (RFC 9457)."
      },
      "servers": [{"url": "/"}],
      "security": [{"bearer": []}],
      "components": {
        "securitySchemes": {"bearer": {"type": "http", "scheme": "bearer"}},
        "parameters": {
          "SignedExpires": {"name": "expires", "in": "query", "description": "A signed URL's expiry, UNIX seconds (POST /v1/signed-urls); with token and signature it stands in for the bearer token.", "schema": {"type": "integer"}},
          "SignedToken": {"name": "token", "in": "query", "description": "A signed URL's token id (never the token).", "schema": {"type": "string"}},
          "SignedSignature": {"name": "signature", "in": "query", "description": "A signed URL's HMAC-SHA-256, hex.", "schema": {"type": "string", "pattern": "^[0-9a-fA-F]{64}$"}}
        },
        "responses": {
          "BadRequest": {"description": "The request is malformed: the problem says what and where.", "content": {"application/problem+json": {"schema": {"$ref": "#/components/schemas/Problem"}}}},
          "Unauthorized": {"description": "No bearer token, or one this server does not know.", "headers": {"WWW-Authenticate": {"schema": {"type": "string"}}}, "content": {"application/problem+json": {"schema": {"$ref": "#/components/schemas/Problem"}}}},
          "Forbidden": {"description": "The token's scope does not allow this.", "content": {"application/problem+json": {"schema": {"$ref": "#/components/schemas/Problem"}}}},
          "NotFound": {"description": "No such record.", "content": {"application/problem+json": {"schema": {"$ref": "#/components/schemas/Problem"}}}},
          "Conflict": {"description": "The record is not in a state that allows this.", "content": {"application/problem+json": {"schema": {"$ref": "#/components/schemas/Problem"}}}},
          "Unprocessable": {"description": "The body breaks a rule: the problem names the field.", "content": {"application/problem+json": {"schema": {"$ref": "#/components/schemas/Problem"}}}},
          "TooManyRequests": {"description": "The token sent more requests than its rate allows.", "headers": {"Retry-After": {"schema": {"type": "integer"}}}, "content": {"application/problem+json": {"schema": {"$ref": "#/components/schemas/Problem"}}}},
          "UnsupportedType": {"description": "The body is sent as another type than JSON (Content-Type: application/json, UTF-8).", "headers": {"Accept": {"schema": {"type": "string"}}}, "content": {"application/problem+json": {"schema": {"$ref": "#/components/schemas/Problem"}}}},
          "URITooLong": {"description": "The path and query hold more than 4096 bytes.", "content": {"application/problem+json": {"schema": {"$ref": "#/components/schemas/Problem"}}}},
          "Unavailable": {"description": "The store is away, or the server is stopping.", "content": {"application/problem+json": {"schema": {"$ref": "#/components/schemas/Problem"}}}}
        }
      }
    }
    """

  static let common = OpenAPIPart(
    paths: "{}",
    schemas: """
      {
        "Problem": {
          "type": "object",
          "required": ["type", "title", "status", "detail"],
          "properties": {
            "type": {"type": "string"},
            "title": {"type": "string"},
            "status": {"type": "integer"},
            "detail": {"type": "string"},
            "field": {"type": "string", "description": "The field, query argument or header the problem is about (a job's field path such as hero.traits[1])."},
            "line": {"type": "integer", "minimum": 1},
            "column": {"type": "integer", "minimum": 1},
            "errors": {"type": "array", "description": "Every problem, when a job has several (each its field, or a position, and its detail).", "items": {"type": "object", "required": ["detail"], "properties": {"field": {"type": "string"}, "position": {"type": "string"}, "detail": {"type": "string"}}}}
          }
        }
      }
      """)

  static let operations = OpenAPIPart(
    paths: """
      {
        "/healthz": {"get": {"operationId": "health", "summary": "Whether the process answers.", "security": [], "responses": {"200": {"description": "It does.", "content": {"text/plain": {"schema": {"type": "string"}}}}}}},
        "/v1/openapi.json": {"get": {"operationId": "openapi", "summary": "This document.", "security": [], "responses": {"200": {"description": "The OpenAPI document.", "content": {"application/json": {"schema": {"type": "object"}}}}}}}
      }
      """,
    schemas: "{}")
}
