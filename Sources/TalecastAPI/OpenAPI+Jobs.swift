/// The document's part for `/v1/jobs` (`Routes+Jobs.swift`).
extension OpenAPIPart {
  static let jobs = OpenAPIPart(
    paths: """
      {
        "/v1/jobs": {
          "post": {
            "operationId": "submitJobs",
            "summary": "Submit one job, or a list of 1 to 100 (all or none).",
            "description": "The body is a job as in a job file (see the README), or a JSON list of them. With Idempotency-Key, a request sent again returns the same job(s) (200). With Prefer: wait=N (0 to 60), the answer waits up to N seconds for the jobs to end: 201/200 with the ended jobs, else 202.",
            "parameters": [
              {"name": "Idempotency-Key", "in": "header", "schema": {"type": "string", "minLength": 1, "maxLength": 200}},
              {"name": "Prefer", "in": "header", "schema": {"type": "string", "pattern": "^wait=([0-9]|[1-5][0-9]|60)$"}}
            ],
            "requestBody": {"required": true, "content": {"application/json": {"schema": {"oneOf": [{"$ref": "#/components/schemas/JobInput"}, {"type": "array", "minItems": 1, "maxItems": 100, "items": {"$ref": "#/components/schemas/JobInput"}}]}}}},
            "responses": {
              "201": {"description": "Created (or, after a wait, created and ended).", "headers": {"Location": {"schema": {"type": "string"}}}, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/JobOrJobs"}}}},
              "200": {"description": "Submitted before under this key: the same job(s).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/JobOrJobs"}}}},
              "202": {"description": "Accepted: the wait ended before the jobs did.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/JobOrJobs"}}}},
              "400": {"$ref": "#/components/responses/BadRequest"},
              "401": {"$ref": "#/components/responses/Unauthorized"},
              "403": {"$ref": "#/components/responses/Forbidden"},
              "413": {"description": "The body is larger than the limit.", "content": {"application/problem+json": {"schema": {"$ref": "#/components/schemas/Problem"}}}},
              "422": {"$ref": "#/components/responses/Unprocessable"},
              "429": {"$ref": "#/components/responses/TooManyRequests"},
              "503": {"$ref": "#/components/responses/Unavailable"}
            }
          },
          "get": {
            "operationId": "listJobs",
            "summary": "Jobs, newest first, a page at a time.",
            "parameters": [
              {"name": "state", "in": "query", "description": "States, comma-separated: queued, running, succeeded, failed, cancelled, discarded.", "schema": {"type": "string"}},
              {"name": "limit", "in": "query", "schema": {"type": "integer", "minimum": 1, "maximum": 200, "default": 50}},
              {"name": "after", "in": "query", "description": "The 'next' of the page before.", "schema": {"type": "string"}}
            ],
            "responses": {
              "200": {"description": "A page of jobs.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/JobPage"}}}},
              "400": {"$ref": "#/components/responses/BadRequest"},
              "401": {"$ref": "#/components/responses/Unauthorized"},
              "429": {"$ref": "#/components/responses/TooManyRequests"},
              "503": {"$ref": "#/components/responses/Unavailable"}
            }
          }
        },
        "/v1/jobs/{id}": {
          "parameters": [{"name": "id", "in": "path", "required": true, "schema": {"type": "string"}}],
          "get": {
            "operationId": "getJob",
            "summary": "One job: state, stage, progress, attempts, error, story.",
            "responses": {
              "200": {"description": "The job.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Job"}}}},
              "401": {"$ref": "#/components/responses/Unauthorized"},
              "404": {"$ref": "#/components/responses/NotFound"},
              "429": {"$ref": "#/components/responses/TooManyRequests"},
              "503": {"$ref": "#/components/responses/Unavailable"}
            }
          }
        },
        "/v1/jobs/{id}/cancel": {
          "parameters": [{"name": "id", "in": "path", "required": true, "schema": {"type": "string"}}],
          "post": {
            "operationId": "cancelJob",
            "summary": "Cancel a queued job at once, or ask a running one to stop at its next safe point (202).",
            "responses": {
              "200": {"description": "Cancelled.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Job"}}}},
              "202": {"description": "Asked: the running job stops at its next safe point.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Job"}}}},
              "401": {"$ref": "#/components/responses/Unauthorized"},
              "403": {"$ref": "#/components/responses/Forbidden"},
              "404": {"$ref": "#/components/responses/NotFound"},
              "409": {"$ref": "#/components/responses/Conflict"},
              "429": {"$ref": "#/components/responses/TooManyRequests"},
              "503": {"$ref": "#/components/responses/Unavailable"}
            }
          }
        },
        "/v1/jobs/{id}/retry": {
          "parameters": [{"name": "id", "in": "path", "required": true, "schema": {"type": "string"}}],
          "post": {
            "operationId": "retryJob",
            "summary": "Queue a failed, discarded or cancelled job again (it resumes from its checkpoints).",
            "responses": {
              "200": {"description": "Queued again.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Job"}}}},
              "401": {"$ref": "#/components/responses/Unauthorized"},
              "403": {"$ref": "#/components/responses/Forbidden"},
              "404": {"$ref": "#/components/responses/NotFound"},
              "409": {"$ref": "#/components/responses/Conflict"},
              "429": {"$ref": "#/components/responses/TooManyRequests"},
              "503": {"$ref": "#/components/responses/Unavailable"}
            }
          }
        }
      }
      """,
    schemas: """
      {
        "JobInput": {"type": "object", "description": "A job as in a job file: hero (an object, or a hero's id), occasion (a built-in name, a custom occasion object or id), and options (length, seed, voice, rate, format, illustrations, normalize, providers, priority, runAt, idempotencyKey, pacing).", "required": ["hero"]},
        "Job": {
          "type": "object",
          "required": ["id", "state", "priority", "runAt", "attempts", "maxAttempts", "cancelRequested", "created", "updated", "links"],
          "properties": {
            "id": {"type": "string"},
            "state": {"type": "string", "enum": ["queued", "running", "succeeded", "failed", "cancelled", "discarded"]},
            "priority": {"type": "integer"},
            "runAt": {"type": "string", "format": "date-time"},
            "attempts": {"type": "integer", "minimum": 0},
            "maxAttempts": {"type": "integer", "minimum": 1},
            "cancelRequested": {"type": "boolean"},
            "storyId": {"type": "string"},
            "error": {"type": "string"},
            "created": {"type": "string", "format": "date-time"},
            "updated": {"type": "string", "format": "date-time"},
            "finished": {"type": "string", "format": "date-time"},
            "stage": {"type": "string", "enum": ["writingStory", "synthesizingSpeech", "illustrating", "encodingAudio", "syncing"]},
            "progress": {"type": "number", "minimum": 0, "maximum": 1},
            "attemptHistory": {"type": "array", "items": {"type": "object", "required": ["number", "worker", "started"], "properties": {"number": {"type": "integer"}, "worker": {"type": "string"}, "started": {"type": "string", "format": "date-time"}, "ended": {"type": "string", "format": "date-time"}, "outcome": {"type": "string"}, "error": {"type": "string"}}}},
            "links": {"type": "object", "required": ["self", "events"], "properties": {"self": {"type": "string"}, "events": {"type": "string"}, "story": {"type": "string"}}}
          }
        },
        "JobOrJobs": {"oneOf": [{"$ref": "#/components/schemas/Job"}, {"type": "object", "required": ["jobs"], "properties": {"jobs": {"type": "array", "items": {"$ref": "#/components/schemas/Job"}}}}]},
        "JobPage": {"type": "object", "required": ["jobs"], "properties": {"jobs": {"type": "array", "items": {"$ref": "#/components/schemas/Job"}}, "next": {"type": "string"}}}
      }
      """)
}
