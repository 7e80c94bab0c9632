/// The document's part for `/v1/jobs` (`Routes+Jobs.swift`).
extension OpenAPIPart {
  static let jobs = OpenAPIPart(
    paths: """
      {
        "/v1/jobs": {
          "post": {
            "operationId": "submitJobs",
            "summary": "Submit one job, or a list of 1 to 100 (all or none).",
            "description": "The body is a job as in a job file (see the reference's Job files article), or a JSON list of them. With Idempotency-Key, a request sent again returns the same job(s) (200). With Prefer: wait=N, the answer waits up to N seconds (at most the host's limit, 60 by default; Preference-Applied says the wait honoured) for the jobs to end: 201/200 with the ended jobs, else 202.",
            "parameters": [
              {"name": "Idempotency-Key", "in": "header", "schema": {"type": "string", "minLength": 1, "maxLength": 200}},
              {"name": "Prefer", "in": "header", "description": "wait=N (seconds); a preference that does not parse is ignored (RFC 7240).", "schema": {"type": "string"}}
            ],
            "requestBody": {"required": true, "content": {"application/json": {"schema": {"oneOf": [{"$ref": "#/components/schemas/JobInput"}, {"type": "array", "minItems": 1, "maxItems": 100, "items": {"$ref": "#/components/schemas/JobInput"}}]}}}},
            "responses": {
              "201": {"description": "Created (or, after a wait, created and ended).", "headers": {"Location": {"schema": {"type": "string"}}}, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/JobOrJobs"}}}},
              "200": {"description": "Submitted before under this key: the same job(s).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/JobOrJobs"}}}},
              "202": {"description": "Accepted: the wait ended before the jobs did.", "headers": {"Preference-Applied": {"schema": {"type": "string"}}}, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/JobOrJobs"}}}},
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
              {"name": "state", "in": "query", "description": "States, comma-separated: queued, running, succeeded, failed, cancelled, discarded.", "schema": {"type": "string", "pattern": "^$|^(queued|running|succeeded|failed|cancelled|discarded)(,(queued|running|succeeded|failed|cancelled|discarded))*$"}},
              {"name": "limit", "in": "query", "schema": {"type": "integer", "minimum": 1, "maximum": 200, "default": 50}},
              {"name": "after", "in": "query", "description": "The 'next' of the page before (a job's id; 404 when no job has it).", "schema": {"type": "string", "minLength": 1}}
            ],
            "responses": {
              "200": {"description": "A page of jobs.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/JobPage"}}}},
              "400": {"$ref": "#/components/responses/BadRequest"},
              "404": {"$ref": "#/components/responses/NotFound"},
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
        "JobInput": {
          "type": "object",
          "description": "A job as in a job file (the reference's Job files article has every rule). Unknown fields are refused (422).",
          "required": ["hero", "occasion"],
          "additionalProperties": false,
          "properties": {
            "hero": {"oneOf": [
              {"type": "string", "description": "A stored hero's id."},
              {"type": "object", "required": ["name", "traits"], "additionalProperties": false, "properties": {
                "name": {"type": "string", "minLength": 1, "maxLength": 60},
                "traits": {"type": "array", "minItems": 2, "maxItems": 2, "items": {"type": "string", "enum": ["Brave", "Kind", "Curious", "Funny", "Smart", "Adventurous", "Creative", "Helpful", "Gentle", "Magical"]}},
                "appearance": {"type": "string"},
                "specialAbility": {"type": "string"},
                "pronouns": {"type": "string", "pattern": "^[ ]*([Ss][Hh][Ee]|[Hh][Ee]|[Tt][Hh][Ee][Yy]|[Ii][Tt])[ ]*(/[^\\\\u0000-\\\\u001F\\\\u007F-\\\\u009F]*)?$", "maxLength": 200}
              }}
            ]},
            "occasion": {"oneOf": [
              {"type": "string", "description": "A built-in occasion's id or title.", "enum": ["bedtime-adventure", "forest-exploration", "ocean-voyage", "space-journey", "birthday-celebration", "first-day-of-school", "rainy-day-discovery", "dragon-friendship", "magic-garden", "snowy-mountain-rescue"]},
              {"type": "object", "description": "A custom occasion ({title, promptSeed, tone, keywords, category, description, id, goal, thing, place, forWhom, deadline}) or a stored one ({id}).", "anyOf": [{"required": ["title"]}, {"required": ["id"]}]}
            ]},
            "length": {"type": "string", "enum": ["short", "medium", "long"]},
            "seed": {"type": "integer", "minimum": 0},
            "voice": {"type": "string", "minLength": 1, "maxLength": 100},
            "format": {"type": "string", "enum": ["m4a", "m4b", "mp3", "opus", "wav"]},
            "normalize": {"type": "boolean"},
            "illustrations": {"type": "boolean"},
            "rate": {"type": "integer", "minimum": 80, "maximum": 450},
            "providers": {"type": "object", "properties": {"writer": {"type": "string", "enum": ["builtin", "remote"]}, "narrator": {"type": "string", "enum": ["builtin", "remote"]}, "illustrator": {"type": "string", "enum": ["builtin", "remote"]}}},
            "priority": {"type": "integer", "minimum": -1000, "maximum": 1000},
            "runAt": {"type": "string", "format": "date-time"},
            "idempotencyKey": {"type": "string", "minLength": 1, "maxLength": 200},
            "pacing": {"type": "object", "properties": {"sentence": {"type": "number", "minimum": 0, "maximum": 2}, "scene": {"type": "number", "minimum": 0, "maximum": 5}}}
          }
        },
        "Job": {
          "type": "object",
          "required": ["id", "source", "state", "priority", "runAt", "attempts", "maxAttempts", "cancelRequested", "created", "updated", "links"],
          "properties": {
            "id": {"type": "string"},
            "source": {"type": "string", "description": "Where the job came from: a job file's name (not its folder), or `request body`."},
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
