/// The document's part for `/v1/heroes` (`Routes+Heroes.swift`).
extension OpenAPIPart {
  /// The server's own answer to a body over its limit (ServerLimits.bodyBytes), before any
  /// route sees the request.
  static let tooLarge = """
    {"description": "The body is larger than the server's limit (256 KiB unless the host sets another).", "content": {"text/plain": {"schema": {"type": "string"}}}}
    """

  static let heroes = OpenAPIPart(
    paths: """
      {
        "/v1/heroes": {
          "get": {
            "operationId": "listHeroes",
            "summary": "The library's heroes, by name.",
            "parameters": [
              {"name": "inactive", "in": "query", "description": "true: retired (inactive) heroes too.", "schema": {"type": "string", "enum": ["true", "false"], "default": "false"}}
            ],
            "responses": {
              "200": {"description": "The heroes.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/HeroList"}}}},
              "400": {"$ref": "#/components/responses/BadRequest"},
              "401": {"$ref": "#/components/responses/Unauthorized"},
              "429": {"$ref": "#/components/responses/TooManyRequests"},
              "503": {"$ref": "#/components/responses/Unavailable"}
            }
          },
          "post": {
            "operationId": "addHero",
            "summary": "Add a hero (as talecast heroes add).",
            "description": "An avatar is a file on the server: it is set with 'talecast heroes edit ID --avatar FILE', never through the API (a body with 'avatar' is refused, 422).",
            "requestBody": {"required": true, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/HeroInput"}}}},
            "responses": {
              "201": {"description": "Added.", "headers": {"Location": {"schema": {"type": "string"}}}, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Hero"}}}},
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
        "/v1/heroes/{id}": {
          "parameters": [{"name": "id", "in": "path", "required": true, "schema": {"type": "string"}}],
          "get": {
            "operationId": "getHero",
            "summary": "One hero, by its exact id.",
            "responses": {
              "200": {"description": "The hero.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Hero"}}}},
              "401": {"$ref": "#/components/responses/Unauthorized"},
              "404": {"$ref": "#/components/responses/NotFound"},
              "429": {"$ref": "#/components/responses/TooManyRequests"},
              "503": {"$ref": "#/components/responses/Unavailable"}
            }
          },
          "patch": {
            "operationId": "editHero",
            "summary": "Change a hero (a merge patch; as talecast heroes edit). Its stories follow a new name.",
            "description": "'avatar': null removes the avatar; any other avatar is refused (422).",
            "requestBody": {"required": true, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/HeroPatch"}}, "application/merge-patch+json": {"schema": {"$ref": "#/components/schemas/HeroPatch"}}}},
            "responses": {
              "200": {"description": "The hero as changed.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Hero"}}}},
              "400": {"$ref": "#/components/responses/BadRequest"},
              "401": {"$ref": "#/components/responses/Unauthorized"},
              "403": {"$ref": "#/components/responses/Forbidden"},
              "404": {"$ref": "#/components/responses/NotFound"},
              "413": \(tooLarge),
              "422": {"$ref": "#/components/responses/Unprocessable"},
              "429": {"$ref": "#/components/responses/TooManyRequests"},
              "503": {"$ref": "#/components/responses/Unavailable"}
            }
          },
          "delete": {
            "operationId": "deleteHero",
            "summary": "Delete a hero; with withStories=true its stories and their files too.",
            "description": "withStories=false keeps the hero's stories (they keep its name). Without withStories, a hero with stories is not deleted (409): the choice must be said, as the CLI asks before it deletes.",
            "parameters": [
              {"name": "withStories", "in": "query", "schema": {"type": "string", "enum": ["true", "false"]}}
            ],
            "responses": {
              "204": {"description": "Deleted."},
              "400": {"$ref": "#/components/responses/BadRequest"},
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
        "Trait": {"type": "string", "enum": ["Brave", "Kind", "Curious", "Funny", "Smart", "Adventurous", "Creative", "Helpful", "Gentle", "Magical"], "description": "Any letter case is accepted."},
        "Hero": {
          "type": "object",
          "required": ["id", "name", "traits", "appearance", "specialAbility", "pronouns", "active", "hasAvatar", "storyCount", "created", "modified", "links"],
          "properties": {
            "id": {"type": "string"},
            "name": {"type": "string"},
            "traits": {"type": "array", "minItems": 2, "maxItems": 2, "items": {"$ref": "#/components/schemas/Trait"}, "description": "The primary trait, then the secondary."},
            "appearance": {"type": "string"},
            "specialAbility": {"type": "string"},
            "pronouns": {"type": "string", "enum": ["she", "he", "they", "it"]},
            "active": {"type": "boolean", "description": "Whether the hero is offered for new stories."},
            "hasAvatar": {"type": "boolean", "description": "Whether the hero has an avatar (a file on the server, never shown)."},
            "storyCount": {"type": "integer", "minimum": 0},
            "created": {"type": "string", "format": "date-time"},
            "modified": {"type": "string", "format": "date-time"},
            "links": {"type": "object", "required": ["self"], "properties": {"self": {"type": "string"}}}
          }
        },
        "HeroInput": {
          "type": "object",
          "required": ["name", "traits"],
          "additionalProperties": false,
          "properties": {
            "name": {"type": "string", "minLength": 1, "maxLength": 80},
            "traits": {"type": "array", "minItems": 2, "maxItems": 2, "uniqueItems": true, "items": {"$ref": "#/components/schemas/Trait"}, "description": "Two different traits (in any letter case)."},
            "appearance": {"type": "string", "maxLength": 200, "default": "a bright smile and a red scarf"},
            "specialAbility": {"type": "string", "maxLength": 200, "default": "never giving up"},
            "pronouns": {"type": "string", "description": "she, he, they or it (she/her and the like too).", "default": "they", "pattern": "^[ ]*([Ss][Hh][Ee]|[Hh][Ee]|[Tt][Hh][Ee][Yy]|[Ii][Tt])[ ]*(/[^\\\\u0000-\\\\u001F\\\\u007F-\\\\u009F]*)?$", "maxLength": 200}
          }
        },
        "HeroPatch": {
          "type": "object",
          "additionalProperties": false,
          "properties": {
            "name": {"type": "string", "minLength": 1, "maxLength": 80},
            "traits": {"type": "array", "minItems": 2, "maxItems": 2, "uniqueItems": true, "items": {"$ref": "#/components/schemas/Trait"}},
            "appearance": {"type": "string", "maxLength": 200},
            "specialAbility": {"type": "string", "maxLength": 200},
            "pronouns": {"type": "string", "pattern": "^[ ]*([Ss][Hh][Ee]|[Hh][Ee]|[Tt][Hh][Ee][Yy]|[Ii][Tt])[ ]*(/[^\\\\u0000-\\\\u001F\\\\u007F-\\\\u009F]*)?$", "maxLength": 200},
            "active": {"type": "boolean"},
            "avatar": {"type": "null", "description": "null removes the avatar."}
          }
        },
        "HeroList": {"type": "object", "required": ["heroes"], "properties": {"heroes": {"type": "array", "items": {"$ref": "#/components/schemas/Hero"}}}}
      }
      """)
}
