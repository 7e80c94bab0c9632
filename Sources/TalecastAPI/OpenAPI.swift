import Foundation
import TalecastHTTPServer

/// One area's part of the OpenAPI 3.1 document served at `/v1/openapi.json`: its paths and its
/// schemas as JSON text, kept beside the routes they describe (`OpenAPI+Jobs.swift` beside
/// `Routes+Jobs.swift`). A test holds every route to a documented operation and back.
struct OpenAPIPart: Sendable {
  /// A JSON object: path → path item.
  let paths: String
  /// A JSON object: schema name → schema (under `components.schemas`).
  let schemas: String
}

extension API {
  /// The areas' parts, in the order the document lists them.
  static var documentParts: [OpenAPIPart] {
    [
      .common, .operations, .jobs, .events, .stories, .files, .heroes, .occasions, .library,
      .metrics, .signedURLs, .feeds, .web,
    ]
  }

  /// The whole document, assembled once (the parts are static text).
  static let document: [UInt8] = {
    var paths: [String: Any] = [:]
    var schemas: [String: Any] = [:]
    for part in documentParts {
      paths.merge(parse(part.paths)) { first, _ in first }
      schemas.merge(parse(part.schemas)) { first, _ in first }
    }
    // Every route answers a path or query that is not text (a NUL, a control character,
    // bytes that are not UTF-8) with 400, one longer than the API reads with 414, and a body
    // that is not JSON with 415.
    for (path, item) in paths {
      guard var item = item as? [String: Any] else { continue }
      if let parameters = item["parameters"] as? [[String: Any]] {
        item["parameters"] = parameters.map(textParameter)
      }
      for (method, operation) in item {
        guard var operation = operation as? [String: Any],
          var responses = operation["responses"] as? [String: Any]
        else { continue }
        if let parameters = operation["parameters"] as? [[String: Any]] {
          operation["parameters"] = parameters.map(textParameter)
        }
        // A body (JSON, every one) sent as another type is 415.
        let bodyAnswers = operation["requestBody"] == nil ? [] : [("415", "UnsupportedType")]
        for (status, name) in [("400", "BadRequest"), ("414", "URITooLong")] + bodyAnswers
        where responses[status] == nil {
          responses[status] = ["$ref": "#/components/responses/\(name)"]
        }
        operation["responses"] = responses
        item[method] = operation
      }
      paths[path] = item
    }
    var document = parse(OpenAPIPart.head)
    document["paths"] = paths
    var components = document["components"] as? [String: Any] ?? [:]
    components["schemas"] = signing(applyingTextRules(to: schemas))
    document["components"] = components
    let data = try! JSONSerialization.data(
      withJSONObject: document, options: [.sortedKeys, .withoutEscapingSlashes])
    return Array(data)
  }()

  /// A path or query parameter whose value is free text says what the server takes: no NUL,
  /// control character or U+FFFD (`API.unreadableTarget`), and a path segment is not empty.
  static func textParameter(_ parameter: [String: Any]) -> [String: Any] {
    guard ["path", "query"].contains(parameter["in"] as? String),
      var schema = parameter["schema"] as? [String: Any], schema["type"] as? String == "string",
      schema["pattern"] == nil, schema["enum"] == nil, schema["format"] == nil
    else { return parameter }
    schema["pattern"] = "^[^\\u0000-\\u001F\\u007F-\\u009F\\uFFFD]*$"
    if parameter["in"] as? String == "path", schema["minLength"] == nil { schema["minLength"] = 1 }
    var parameter = parameter
    parameter["schema"] = schema
    return parameter
  }

  /// The routes a URL may be signed for (`Route.signable`; `OpenAPIDocumentTests` holds the
  /// two together), as the pattern of `SignedURLInput.path`: a template's `{…}` is one segment
  /// of the characters a path may hold unescaped.
  static let signableTemplates = [
    "/v1/events", "/v1/jobs/{id}/events", "/v1/stories/{id}/audio",
    "/v1/stories/{id}/subtitles.vtt", "/v1/stories/{id}/illustrations/{n}",
    "/v1/stories/{id}/cover", "/v1/stories/{id}/manifest",
  ]

  static var signablePathPattern: String {
    let segment = "[A-Za-z0-9._~!$&'()*+,;=:@-]+"
    let templates = signableTemplates.map { template in
      template.split(separator: "/", omittingEmptySubsequences: false).map { part in
        part.hasPrefix("{") ? segment : NSRegularExpression.escapedPattern(for: String(part))
      }.joined(separator: "/")
    }
    return "^(" + templates.joined(separator: "|") + ")$"
  }

  private static func signing(_ schemas: [String: Any]) -> [String: Any] {
    var schemas = schemas
    guard var input = schemas["SignedURLInput"] as? [String: Any],
      var properties = input["properties"] as? [String: Any],
      var path = properties["path"] as? [String: Any]
    else { return schemas }
    path["pattern"] = signablePathPattern
    path["maxLength"] = API.longestTarget
    properties["path"] = path
    input["properties"] = properties
    schemas["SignedURLInput"] = input
    return schemas
  }

  private static func parse(_ text: String) -> [String: Any] {
    // The parts are the program's own text: one that does not parse is a bug the tests catch.
    (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:]
  }
}
