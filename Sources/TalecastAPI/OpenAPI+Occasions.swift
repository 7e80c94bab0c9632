/// The document's part for `/v1/occasions` (`Routes+Occasions.swift`).
extension OpenAPIPart {
  static let occasions = OpenAPIPart(
    paths: """
      {
        "/v1/occasions": {
          "get": {
            "operationId": "listOccasions",
            "summary": "The built-in occasions (builtIn, read-only), then the custom ones (favourites first, then by title).",
            "parameters": [
              {"name": "builtIn", "in": "query", "description": "false: only the custom occasions.", "schema": {"type": "string", "enum": ["true", "false"], "default": "true"}}
            ],
            "responses": {
              "200": {"description": "The occasions.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/OccasionList"}}}},
              "400": {"$ref": "#/components/responses/BadRequest"},
              "401": {"$ref": "#/components/responses/Unauthorized"},
              "429": {"$ref": "#/components/responses/TooManyRequests"},
              "503": {"$ref": "#/components/responses/Unavailable"}
            }
          },
          "post": {
            "operationId": "addOccasion",
            "summary": "Add a custom occasion (as talecast occasions add).",
            "requestBody": {"required": true, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/OccasionInput"}}}},
            "responses": {
              "201": {"description": "Added.", "headers": {"Location": {"schema": {"type": "string"}}}, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Occasion"}}}},
              "400": {"$ref": "#/components/responses/BadRequest"},
              "401": {"$ref": "#/components/responses/Unauthorized"},
              "403": {"$ref": "#/components/responses/Forbidden"},
              "413": \(tooLarge),
              "422": {"$ref": "#/components/responses/Unprocessable"},
              "429": {"$ref": "#/components/responses/TooManyRequests"},
              "503": {"$ref": "#/components/responses/Unavailable"}
            }
          }
        },
        "/v1/occasions/{id}": {
          "parameters": [{"name": "id", "in": "path", "required": true, "description": "A custom occasion's exact id, or a built-in occasion's (magic-garden).", "schema": {"type": "string"}}],
          "get": {
            "operationId": "getOccasion",
            "summary": "One occasion, custom or built in.",
            "responses": {
              "200": {"description": "The occasion.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Occasion"}}}},
              "401": {"$ref": "#/components/responses/Unauthorized"},
              "404": {"$ref": "#/components/responses/NotFound"},
              "429": {"$ref": "#/components/responses/TooManyRequests"},
              "503": {"$ref": "#/components/responses/Unavailable"}
            }
          },
          "patch": {
            "operationId": "editOccasion",
            "summary": "Change a custom occasion (a merge patch; as talecast occasions edit). Built-in ones cannot be changed (409).",
            "description": "minimumAge and maximumAge change together: give both (null for no bound) or neither.",
            "requestBody": {"required": true, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/OccasionPatch"}}, "application/merge-patch+json": {"schema": {"$ref": "#/components/schemas/OccasionPatch"}}}},
            "responses": {
              "200": {"description": "The occasion as changed.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Occasion"}}}},
              "400": {"$ref": "#/components/responses/BadRequest"},
              "401": {"$ref": "#/components/responses/Unauthorized"},
              "403": {"$ref": "#/components/responses/Forbidden"},
              "404": {"$ref": "#/components/responses/NotFound"},
              "409": {"$ref": "#/components/responses/Conflict"},
              "413": \(tooLarge),
              "422": {"$ref": "#/components/responses/Unprocessable"},
              "429": {"$ref": "#/components/responses/TooManyRequests"},
              "503": {"$ref": "#/components/responses/Unavailable"}
            }
          },
          "delete": {
            "operationId": "deleteOccasion",
            "summary": "Delete a custom occasion; the stories written for it stay and keep its title. Built-in ones cannot be deleted (409).",
            "responses": {
              "204": {"description": "Deleted."},
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
        "Occasion": {
          "type": "object",
          "required": ["id", "title", "builtIn", "promptSeed", "links"],
          "description": "A built-in occasion has only id, title, builtIn, promptSeed and links.",
          "properties": {
            "id": {"type": "string"},
            "title": {"type": "string"},
            "builtIn": {"type": "boolean"},
            "promptSeed": {"type": "string"},
            "description": {"type": "string"},
            "category": {"$ref": "#/components/schemas/OccasionCategory"},
            "minimumAge": {"type": "integer", "minimum": 0, "maximum": 18},
            "maximumAge": {"type": "integer", "minimum": 0, "maximum": 18},
            "tone": {"type": "string"},
            "keywords": {"type": "array", "items": {"type": "string"}},
            "goal": {"type": "string", "description": "What the hero does, after \\"to\\" (given, or read from the premise when the story is written)."},
            "thing": {"type": "string"},
            "place": {"type": "string"},
            "forWhom": {"type": "string"},
            "deadline": {"type": "string"},
            "usageCount": {"type": "integer", "minimum": 0},
            "favorite": {"type": "boolean"},
            "lastUsed": {"type": "string", "format": "date-time"},
            "created": {"type": "string", "format": "date-time"},
            "modified": {"type": "string", "format": "date-time"},
            "links": {"type": "object", "required": ["self"], "properties": {"self": {"type": "string"}}}
          }
        },
        "OccasionCategory": {"type": "string", "enum": ["daily", "adventure", "emotional", "learning", "celebration", "challenge", "imagination", "custom", "general"], "description": "Any letter case is accepted."},
        "OccasionInput": {
          "type": "object",
          "required": ["title"],
          "additionalProperties": false,
          "properties": {
            "title": {"type": "string", "minLength": 1, "maxLength": 200},
            "description": {"type": "string", "maxLength": 2000},
            "promptSeed": {"type": "string", "maxLength": 2000},
            "category": {"$ref": "#/components/schemas/OccasionCategory"},
            "minimumAge": {"type": ["integer", "null"], "minimum": 0, "maximum": 18},
            "maximumAge": {"type": ["integer", "null"], "minimum": 0, "maximum": 18},
            "tone": {"type": "string", "maxLength": 200},
            "keywords": {"type": "array", "maxItems": 20, "items": {"type": "string", "minLength": 1, "maxLength": 40}},
            "goal": {"type": "string", "maxLength": 200, "description": "A story part: what the hero does (\\"fix the old radio\\"); the premise fills the parts not given; empty clears one."},
            "thing": {"type": "string", "maxLength": 200},
            "place": {"type": "string", "maxLength": 200},
            "forWhom": {"type": "string", "maxLength": 200},
            "deadline": {"type": "string", "maxLength": 200, "description": "\\"before the storm arrives\\", \\"by sunset\\" or a time alone (\\"dawn\\")."},
            "favorite": {"type": "boolean"}
          }
        },
        "OccasionPatch": {
          "type": "object",
          "additionalProperties": false,
          "description": "A merge patch. The ages change together: give both or neither (null clears them).",
          "dependentRequired": {"minimumAge": ["maximumAge"], "maximumAge": ["minimumAge"]},
          "properties": {
            "title": {"type": "string", "minLength": 1, "maxLength": 200},
            "description": {"type": "string", "maxLength": 2000},
            "promptSeed": {"type": "string", "maxLength": 2000},
            "category": {"$ref": "#/components/schemas/OccasionCategory"},
            "minimumAge": {"type": ["integer", "null"], "minimum": 0, "maximum": 18},
            "maximumAge": {"type": ["integer", "null"], "minimum": 0, "maximum": 18},
            "tone": {"type": "string", "maxLength": 200},
            "keywords": {"type": "array", "maxItems": 20, "items": {"type": "string", "minLength": 1, "maxLength": 40}},
            "goal": {"type": "string", "maxLength": 200, "description": "A story part: what the hero does (\\"fix the old radio\\"); the premise fills the parts not given; empty clears one."},
            "thing": {"type": "string", "maxLength": 200},
            "place": {"type": "string", "maxLength": 200},
            "forWhom": {"type": "string", "maxLength": 200},
            "deadline": {"type": "string", "maxLength": 200, "description": "\\"before the storm arrives\\", \\"by sunset\\" or a time alone (\\"dawn\\")."},
            "favorite": {"type": "boolean"}
          }
        },
        "OccasionList": {"type": "object", "required": ["occasions"], "properties": {"occasions": {"type": "array", "items": {"$ref": "#/components/schemas/Occasion"}}}}
      }
      """)
}
