/// The document's part for `/v1/stories` (`Routes+Stories.swift`) and play sessions
/// (`Routes+Plays.swift`); the files are in `OpenAPI+Files.swift`.
extension OpenAPIPart {
  static let stories = OpenAPIPart(
    paths: """
      {
        "/v1/stories": {
          "get": {
            "operationId": "listStories",
            "summary": "Stories matching a query, a page at a time.",
            "description": "q is the CLI's query language (words, hero:Luna, occasion:birthday, favorite:true, plays:0, created:-1w.., duration:>60 …). Without sort: best match first when q has words, else oldest first.",
            "parameters": [
              {"name": "q", "in": "query", "description": "A library query, as 'talecast stories list' takes it.", "schema": {"type": "string"}},
              {"name": "sort", "in": "query", "description": "Keys, comma-separated, each followed by + or -: created, modified, title, hero, occasion, duration, plays, played, favorite, rank, id.", "schema": {"type": "string"}},
              {"name": "limit", "in": "query", "schema": {"type": "integer", "minimum": 1, "maximum": 200, "default": 50}},
              {"name": "after", "in": "query", "description": "The 'next' of the page before (with the same q and sort).", "schema": {"type": "string", "minLength": 1}}
            ],
            "responses": {
              "200": {"description": "A page of stories, each without its scenes (sceneCount says how many; GET the story for them).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/StoryPage"}}}},
              "400": {"$ref": "#/components/responses/BadRequest"},
              "401": {"$ref": "#/components/responses/Unauthorized"},
              "429": {"$ref": "#/components/responses/TooManyRequests"},
              "503": {"$ref": "#/components/responses/Unavailable"}
            }
          }
        },
        "/v1/stories/{id}": {
          "parameters": [{"name": "id", "in": "path", "required": true, "schema": {"type": "string"}}],
          "get": {
            "operationId": "getStory",
            "summary": "One story by its exact id.",
            "responses": {
              "200": {"description": "The story.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Story"}}}},
              "401": {"$ref": "#/components/responses/Unauthorized"},
              "404": {"$ref": "#/components/responses/NotFound"},
              "429": {"$ref": "#/components/responses/TooManyRequests"},
              "503": {"$ref": "#/components/responses/Unavailable"}
            }
          },
          "patch": {
            "operationId": "changeStory",
            "summary": "Change a story's title, scene texts, language, voice, or whether it is a favourite.",
            "description": "A JSON merge patch (RFC 7396): members left out are kept; none may be null. Changing the title or a scene's text marks the audio outdated (POST …/rerender makes it again). An unknown member is a 422 naming it.",
            "requestBody": {"required": true, "content": {"application/merge-patch+json": {"schema": {"$ref": "#/components/schemas/StoryChange"}}, "application/json": {"schema": {"$ref": "#/components/schemas/StoryChange"}}}},
            "responses": {
              "200": {"description": "The story as it is now.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Story"}}}},
              "400": {"$ref": "#/components/responses/BadRequest"},
              "401": {"$ref": "#/components/responses/Unauthorized"},
              "403": {"$ref": "#/components/responses/Forbidden"},
              "404": {"$ref": "#/components/responses/NotFound"},
              "413": {"description": "The body is larger than the limit.", "content": {"text/plain": {"schema": {"type": "string"}}}},
              "422": {"$ref": "#/components/responses/Unprocessable"},
              "429": {"$ref": "#/components/responses/TooManyRequests"},
              "503": {"$ref": "#/components/responses/Unavailable"}
            }
          },
          "delete": {
            "operationId": "deleteStory",
            "summary": "Delete a story with its files (audio, subtitles, illustrations, manifest).",
            "responses": {
              "204": {"description": "Deleted."},
              "401": {"$ref": "#/components/responses/Unauthorized"},
              "403": {"$ref": "#/components/responses/Forbidden"},
              "404": {"$ref": "#/components/responses/NotFound"},
              "429": {"$ref": "#/components/responses/TooManyRequests"},
              "503": {"$ref": "#/components/responses/Unavailable"}
            }
          }
        },
        "/v1/stories/{id}/rerender": {
          "parameters": [{"name": "id", "in": "path", "required": true, "schema": {"type": "string"}}],
          "post": {
            "operationId": "rerenderStory",
            "summary": "Queue a job that renders the story again with its text as it is now; answers at once.",
            "description": "The story keeps its id, favourite and plays. Follow the job at its Location (or its events); a worker renders it.",
            "responses": {
              "202": {"description": "Queued: the job.", "headers": {"Location": {"schema": {"type": "string"}}}, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Job"}}}},
              "401": {"$ref": "#/components/responses/Unauthorized"},
              "403": {"$ref": "#/components/responses/Forbidden"},
              "404": {"$ref": "#/components/responses/NotFound"},
              "409": {"$ref": "#/components/responses/Conflict"},
              "429": {"$ref": "#/components/responses/TooManyRequests"},
              "503": {"$ref": "#/components/responses/Unavailable"}
            }
          }
        },
        "/v1/stories/{id}/plays": {
          "parameters": [{"name": "id", "in": "path", "required": true, "schema": {"type": "string"}}],
          "post": {
            "operationId": "openPlay",
            "summary": "Open a play session of the story, at the position its listener left it.",
            "description": "Sessions are kept in the server's memory: a restart forgets open ones (their positions, already saved, are not lost). Each position update is saved in the library as it comes; finishing records one play.",
            "responses": {
              "201": {"description": "Opened.", "headers": {"Location": {"schema": {"type": "string"}}}, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Play"}}}},
              "401": {"$ref": "#/components/responses/Unauthorized"},
              "403": {"$ref": "#/components/responses/Forbidden"},
              "404": {"$ref": "#/components/responses/NotFound"},
              "429": {"$ref": "#/components/responses/TooManyRequests"},
              "503": {"$ref": "#/components/responses/Unavailable"}
            }
          }
        },
        "/v1/plays/{id}": {
          "parameters": [{"name": "id", "in": "path", "required": true, "schema": {"type": "string"}}],
          "get": {
            "operationId": "getPlay",
            "summary": "One open (or finished) play session.",
            "responses": {
              "200": {"description": "The session.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Play"}}}},
              "401": {"$ref": "#/components/responses/Unauthorized"},
              "404": {"$ref": "#/components/responses/NotFound"},
              "429": {"$ref": "#/components/responses/TooManyRequests"}
            }
          },
          "patch": {
            "operationId": "movePlay",
            "summary": "The listener is at this position (seconds; past the end is the end).",
            "requestBody": {"required": true, "content": {"application/merge-patch+json": {"schema": {"$ref": "#/components/schemas/PlayChange"}}, "application/json": {"schema": {"$ref": "#/components/schemas/PlayChange"}}}},
            "responses": {
              "200": {"description": "The session.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Play"}}}},
              "400": {"$ref": "#/components/responses/BadRequest"},
              "401": {"$ref": "#/components/responses/Unauthorized"},
              "403": {"$ref": "#/components/responses/Forbidden"},
              "404": {"$ref": "#/components/responses/NotFound"},
              "409": {"$ref": "#/components/responses/Conflict"},
              "413": {"description": "The body is larger than the limit.", "content": {"text/plain": {"schema": {"type": "string"}}}},
              "422": {"$ref": "#/components/responses/Unprocessable"},
              "429": {"$ref": "#/components/responses/TooManyRequests"},
              "503": {"$ref": "#/components/responses/Unavailable"}
            }
          }
        },
        "/v1/plays/{id}/finish": {
          "parameters": [{"name": "id", "in": "path", "required": true, "schema": {"type": "string"}}],
          "post": {
            "operationId": "finishPlay",
            "summary": "The story was played to its end: one play in the library. A finished session takes nothing more (409).",
            "responses": {
              "200": {"description": "Finished.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Play"}}}},
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
        "Story": {
          "type": "object",
          "required": ["id", "title", "hero", "occasion", "language", "voice", "format", "duration", "sceneCount", "favorite", "playCount", "position", "audioOutdated", "status", "created", "modified", "links"],
          "properties": {
            "sceneCount": {"type": "integer", "minimum": 0},
            "id": {"type": "string"},
            "title": {"type": "string"},
            "hero": {"type": "object", "required": ["name"], "properties": {"id": {"type": "string", "description": "Absent once the hero was deleted."}, "name": {"type": "string"}}},
            "occasion": {"type": "object", "required": ["id", "title", "custom"], "properties": {"id": {"type": "string"}, "title": {"type": "string"}, "custom": {"type": "boolean"}}},
            "language": {"type": "string"},
            "voice": {"type": "string", "description": "The voice of its next render."},
            "spokenBy": {"type": "object", "description": "Who spoke its audio (a whole story only; absent for stories rendered before it was recorded).", "required": ["engine", "voice"], "properties": {"engine": {"type": "string", "description": "sherpa-onnx 2.0.1 (onnxruntime 1.28.2), espeak-ng 1.51, remote."}, "voice": {"type": "string"}, "detail": {"type": "string"}}},
            "format": {"type": "string", "description": "The audio's format: m4a, mp3, opus or wav."},
            "duration": {"type": "number", "minimum": 0, "description": "Measured seconds of audio."},
            "scenes": {"type": "array", "items": {"$ref": "#/components/schemas/Scene"}},
            "favorite": {"type": "boolean"},
            "playCount": {"type": "integer", "minimum": 0},
            "lastPlayed": {"type": "string", "format": "date-time"},
            "position": {"type": "number", "minimum": 0, "description": "Seconds into the story where its listener left it."},
            "audioOutdated": {"type": "boolean", "description": "The text changed since the audio was made."},
            "status": {"type": "string", "enum": ["complete", "partial"]},
            "jobId": {"type": "string"},
            "created": {"type": "string", "format": "date-time"},
            "modified": {"type": "string", "format": "date-time"},
            "links": {"type": "object", "required": ["self", "audio", "manifest", "plays", "rerender"], "properties": {"self": {"type": "string"}, "audio": {"type": "string"}, "subtitles": {"type": "string"}, "manifest": {"type": "string"}, "plays": {"type": "string"}, "rerender": {"type": "string"}}}
          }
        },
        "Scene": {
          "type": "object",
          "required": ["number", "title", "text", "start", "end"],
          "properties": {
            "number": {"type": "integer", "minimum": 1},
            "title": {"type": "string", "description": "The scene's chapter title in the audio and the feeds ('Scene N' for a story made before scenes had titles)."},
            "text": {"type": "string", "description": "As it reads now (it may have been edited since the audio was made)."},
            "start": {"type": "number", "minimum": 0, "description": "Measured start in the audio, seconds."},
            "end": {"type": "number", "minimum": 0},
            "illustration": {"type": "object", "required": ["timestamp", "href"], "properties": {"timestamp": {"type": "number", "minimum": 0, "description": "The second at which it shows."}, "href": {"type": "string"}}}
          }
        },
        "StoryPage": {"type": "object", "required": ["stories"], "properties": {"stories": {"type": "array", "items": {"$ref": "#/components/schemas/Story"}}, "next": {"type": "string"}}},
        "StoryChange": {
          "type": "object",
          "additionalProperties": false,
          "properties": {
            "title": {"type": "string"},
            "language": {"type": "string"},
            "voice": {"type": "string"},
            "favorite": {"type": "boolean"},
            "scenes": {"type": "object", "description": "By 1-based scene number: {\\"2\\": {\\"text\\": \\"…\\"}}.", "propertyNames": {"pattern": "^[1-9][0-9]{0,3}$"}, "additionalProperties": {"type": "object", "required": ["text"], "additionalProperties": false, "properties": {"text": {"type": "string"}}}}
          }
        },
        "Play": {
          "type": "object",
          "required": ["id", "storyId", "title", "duration", "position", "finished", "started", "updated", "links"],
          "properties": {
            "id": {"type": "string"},
            "storyId": {"type": "string"},
            "title": {"type": "string"},
            "duration": {"type": "number", "minimum": 0},
            "position": {"type": "number", "minimum": 0},
            "finished": {"type": "boolean"},
            "started": {"type": "string", "format": "date-time"},
            "updated": {"type": "string", "format": "date-time"},
            "links": {"type": "object", "required": ["self", "story", "audio", "finish"], "properties": {"self": {"type": "string"}, "story": {"type": "string"}, "audio": {"type": "string"}, "finish": {"type": "string"}}}
          }
        },
        "PlayChange": {"type": "object", "required": ["position"], "additionalProperties": false, "properties": {"position": {"type": "number", "minimum": 0}}}
      }
      """)
}
