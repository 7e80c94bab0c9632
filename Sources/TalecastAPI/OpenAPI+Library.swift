/// The document's part for voices, stats, export and import (`Routes+Library.swift`).
extension OpenAPIPart {
  static let library = OpenAPIPart(
    paths: """
      {
        "/v1/voices": {
          "get": {
            "operationId": "listVoices",
            "summary": "The built-in narrator's voices, neural ones first (as talecast voices).",
            "responses": {
              "200": {"description": "The voices.", "content": {"application/json": {"schema": {"type": "object", "required": ["voices"], "properties": {"voices": {"type": "array", "items": {"$ref": "#/components/schemas/Voice"}}}}}}},
              "401": {"$ref": "#/components/responses/Unauthorized"},
              "429": {"$ref": "#/components/responses/TooManyRequests"},
              "503": {"$ref": "#/components/responses/Unavailable"}
            }
          }
        },
        "/v1/stats": {
          "get": {
            "operationId": "getStats",
            "summary": "The library at a glance (as talecast library stats).",
            "responses": {
              "200": {"description": "The counts.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/LibraryStats"}}}},
              "401": {"$ref": "#/components/responses/Unauthorized"},
              "429": {"$ref": "#/components/responses/TooManyRequests"},
              "503": {"$ref": "#/components/responses/Unavailable"}
            }
          }
        },
        "/v1/export": {
          "get": {
            "operationId": "exportLibrary",
            "summary": "The stories q finds (all without q), with the heroes and custom occasions they use: the same JSON as talecast library export, streamed.",
            "parameters": [
              {"name": "q", "in": "query", "description": "The CLI's query language (hero:Luna plays:0 -favorite:true, words).", "schema": {"type": "string"}}
            ],
            "responses": {
              "200": {"description": "The export, sent as it is written.", "headers": {"Content-Disposition": {"schema": {"type": "string"}}}, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/LibraryExport"}}}},
              "400": {"$ref": "#/components/responses/BadRequest"},
              "401": {"$ref": "#/components/responses/Unauthorized"},
              "429": {"$ref": "#/components/responses/TooManyRequests"},
              "503": {"$ref": "#/components/responses/Unavailable"}
            }
          }
        },
        "/v1/import": {
          "post": {
            "operationId": "importLibrary",
            "summary": "Merge an export into the library by id (as talecast library import): all or nothing.",
            "description": "The body is an export as GET /v1/export or talecast library export writes it, within the server's body limit (256 KiB unless the host sets another; 413 above it). A larger library is imported with talecast library import.",
            "requestBody": {"required": true, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/LibraryExport"}}}},
            "responses": {
              "200": {"description": "What the import changed.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/ImportReport"}}}},
              "400": {"$ref": "#/components/responses/BadRequest"},
              "401": {"$ref": "#/components/responses/Unauthorized"},
              "403": {"$ref": "#/components/responses/Forbidden"},
              "413": \(tooLarge),
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
        "Voice": {"type": "object", "required": ["id", "engine", "name", "languages", "default"], "properties": {"id": {"type": "string", "description": "What a job's voice names: piper:en_US-joe-medium, en-us."}, "engine": {"type": "string", "enum": ["piper", "espeak-ng"], "description": "piper: a neural voice, through sherpa-onnx."}, "name": {"type": "string"}, "languages": {"type": "array", "items": {"type": "string"}}, "shortName": {"type": "string", "description": "A neural voice's short name, which a job may use too (joe)."}, "quality": {"type": "string"}, "sampleRate": {"type": "integer"}, "wordsPerMinute": {"type": "number", "description": "A neural voice's measured pace at its own length scale, pauses left out."}, "source": {"type": "string", "description": "Where a neural voice came from."}, "default": {"type": "boolean", "description": "The voice of a job that names none."}}},
        "LibraryStats": {
          "type": "object",
          "required": ["stories", "new", "inProgress", "completed", "favorites", "needingNewAudio", "totalAudioSeconds", "heroes", "customOccasions"],
          "properties": {
            "stories": {"type": "integer", "minimum": 0},
            "new": {"type": "integer", "minimum": 0, "description": "Never played."},
            "inProgress": {"type": "integer", "minimum": 0, "description": "Played once or twice."},
            "completed": {"type": "integer", "minimum": 0, "description": "Played three times or more."},
            "favorites": {"type": "integer", "minimum": 0},
            "needingNewAudio": {"type": "integer", "minimum": 0, "description": "Text changed since the audio was made."},
            "totalAudioSeconds": {"type": "number", "minimum": 0},
            "heroes": {"type": "integer", "minimum": 0},
            "customOccasions": {"type": "integer", "minimum": 0}
          }
        },
        "LibraryExport": {
          "type": "object",
          "description": "The library export format (format talecast-library, version 1), as the reference's Commands article describes it (library export).",
          "required": ["format", "version", "exported", "heroes", "customOccasions", "stories"],
          "properties": {
            "format": {"type": "string", "const": "talecast-library"},
            "version": {"type": "integer", "const": 1},
            "exported": {"type": "string", "format": "date-time"},
            "heroes": {"type": "array", "items": {"type": "object"}},
            "customOccasions": {"type": "array", "items": {"type": "object"}},
            "stories": {"type": "array", "items": {"type": "object"}}
          }
        },
        "ImportReport": {
          "type": "object",
          "required": ["heroesAdded", "heroesUpdated", "customOccasionsAdded", "customOccasionsUpdated", "storiesAdded", "storiesUpdated", "storiesWithoutFiles"],
          "properties": {
            "heroesAdded": {"type": "integer", "minimum": 0},
            "heroesUpdated": {"type": "integer", "minimum": 0},
            "customOccasionsAdded": {"type": "integer", "minimum": 0},
            "customOccasionsUpdated": {"type": "integer", "minimum": 0},
            "storiesAdded": {"type": "integer", "minimum": 0},
            "storiesUpdated": {"type": "integer", "minimum": 0},
            "storiesWithoutFiles": {"type": "integer", "minimum": 0, "description": "Stories whose audio is not in this library (deleted since the export, or not copied along): kept with their text, marked to be rendered again (audioOutdated)."}
          }
        }
      }
      """)

  static let metrics = OpenAPIPart(
    paths: """
      {
        "/readyz": {
          "get": {
            "operationId": "ready",
            "summary": "Whether this host can take requests: its database answers and every store's schema is this build's.",
            "security": [],
            "responses": {
              "200": {"description": "Ready.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Readiness"}}}},
              "503": {"$ref": "#/components/responses/Unavailable"}
            }
          }
        },
        "/metrics": {
          "get": {
            "operationId": "metrics",
            "summary": "Prometheus metrics (text exposition format 0.0.4); an admin token's bearer (authorization in the scrape config).",
            "description": "talecast_database_up, talecast_jobs{state}, talecast_queue_depth (gauges); talecast_stage_duration_seconds{stage} (histogram); talecast_renders_total, talecast_render_failures_total{stage} (counters); talecast_http_requests_total{method,route,status} (counter) and talecast_http_request_duration_seconds{method,route} (histogram). Counters start at the server's start; requests answered later (Prefer: wait, event streams) are not in the HTTP ones.",
            "responses": {
              "200": {"description": "The metrics.", "content": {"text/plain": {"schema": {"type": "string"}}}},
              "401": {"$ref": "#/components/responses/Unauthorized"},
              "403": {"$ref": "#/components/responses/Forbidden"},
              "429": {"$ref": "#/components/responses/TooManyRequests"}
            }
          }
        }
      }
      """,
    schemas: """
      {
        "Readiness": {"type": "object", "required": ["ready", "database", "schemas"], "properties": {"ready": {"type": "boolean"}, "database": {"type": "string", "enum": ["SQLite", "PostgreSQL"]}, "schemas": {"type": "array", "items": {"type": "object", "required": ["store", "version"], "properties": {"store": {"type": "string"}, "version": {"type": "integer"}}}}}}
      }
      """)
}
