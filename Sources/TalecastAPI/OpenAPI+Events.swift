/// The document's part for the event streams (`Routes+Events.swift`).
extension OpenAPIPart {
  static let events = OpenAPIPart(
    paths: """
      {
        "/v1/events": {
          "get": {
            "operationId": "streamEvents",
            "summary": "Every event, as Server-Sent Events, until the client leaves or the server stops.",
            "description": "Each message: 'id:' the event log's sequence number, 'event:' the event's type name, 'data:' the event as one JSON line ({\\"seq\\":…,\\"type\\":…,\\"event\\":{…}}, as 'talecast log --json' prints it). Without Last-Event-ID (or 'after') the stream starts with the next event; with one, the events after it are read from the log first, then live ones follow, with none missing or repeated. A comment (': keep-alive') comes every 15 s; 'retry:' advice once at the start. A stopping server sends 'event: end' with data {\\"reason\\":\\"server stopping\\"} (no id) and ends the stream; so does a stream whose token is revoked or whose signed URL expires ({\\"reason\\":\\"access ended\\"}, at the next batch of events or heartbeat). An EventSource, which cannot send a header, may use a signed URL instead of the bearer token.",
            "parameters": [
              {"name": "Last-Event-ID", "in": "header", "description": "Resume after this event's id (what EventSource sends when it reconnects).", "schema": {"type": "integer", "minimum": 0, "maximum": 9223372036854775807}},
              {"name": "after", "in": "query", "description": "Resume after this event's id, for clients that cannot set Last-Event-ID (the header wins when both are given).", "schema": {"type": "integer", "minimum": 0, "maximum": 9223372036854775807}}
            ],
            "responses": {
              "200": {"description": "The events, as text/event-stream.", "headers": {"Cache-Control": {"schema": {"type": "string"}}}, "content": {"text/event-stream": {"schema": {"$ref": "#/components/schemas/ServerSentEvent"}}}},
              "400": {"$ref": "#/components/responses/BadRequest"},
              "401": {"$ref": "#/components/responses/Unauthorized"},
              "429": {"$ref": "#/components/responses/TooManyRequests"},
              "503": {"$ref": "#/components/responses/Unavailable"}
            }
          }
        },
        "/v1/jobs/{id}/events": {
          "parameters": [{"name": "id", "in": "path", "required": true, "schema": {"type": "string"}}],
          "get": {
            "operationId": "streamJobEvents",
            "summary": "One job's events, as Server-Sent Events, from its start (or after Last-Event-ID) until its outcome.",
            "description": "Messages as for /v1/events, only the job's. After the job's outcome (the JobStateChanged event to succeeded, failed, cancelled or discarded) comes 'event: end' with data {\\"reason\\":\\"job ended\\",\\"state\\":…} and the stream ends; a job that has already ended replays its events and ends.",
            "parameters": [
              {"name": "Last-Event-ID", "in": "header", "description": "Resume after this event's id (what EventSource sends when it reconnects).", "schema": {"type": "integer", "minimum": 0, "maximum": 9223372036854775807}},
              {"name": "after", "in": "query", "description": "Resume after this event's id, for clients that cannot set Last-Event-ID (the header wins when both are given).", "schema": {"type": "integer", "minimum": 0, "maximum": 9223372036854775807}}
            ],
            "responses": {
              "200": {"description": "The events, as text/event-stream.", "headers": {"Cache-Control": {"schema": {"type": "string"}}}, "content": {"text/event-stream": {"schema": {"$ref": "#/components/schemas/ServerSentEvent"}}}},
              "400": {"$ref": "#/components/responses/BadRequest"},
              "401": {"$ref": "#/components/responses/Unauthorized"},
              "404": {"$ref": "#/components/responses/NotFound"},
              "429": {"$ref": "#/components/responses/TooManyRequests"},
              "503": {"$ref": "#/components/responses/Unavailable"}
            }
          }
        }
      }
      """,
    schemas: """
      {
        "ServerSentEvent": {
          "type": "object",
          "description": "One message of the stream: 'id' is the event log's sequence number (absent on the end message), 'event' the event's type ('end' last), 'data' the event as the JSON line 'talecast log --json' prints (a StreamEnd on the end message).",
          "required": ["data"],
          "properties": {
            "id": {"type": "string", "pattern": "^[0-9]+$"},
            "event": {"type": "string"},
            "data": {"type": "string"},
            "retry": {"type": "integer", "minimum": 0}
          }
        },
        "StreamEnd": {
          "type": "object",
          "description": "The data of the last message of a stream, 'event: end'.",
          "required": ["reason"],
          "properties": {
            "reason": {"type": "string", "enum": ["job ended", "server stopping", "event log unavailable", "access ended"]},
            "state": {"type": "string", "enum": ["succeeded", "failed", "cancelled", "discarded"]}
          }
        }
      }
      """)
}
