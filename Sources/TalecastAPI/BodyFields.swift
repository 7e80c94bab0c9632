import Foundation

/// The top-level fields of a JSON object body: an unknown field is refused by name (a typo
/// would otherwise change nothing, silently), and a field sent as null is told from one not
/// sent, as a merge patch (RFC 7396) needs.
struct BodyFields: Sendable {
  let present: Set<String>
  let nulls: Set<String>

  /// Reads the body's fields; `allowed` are the ones it may hold, `nullable` the ones that
  /// may be null (null removes the value), `refused` the known fields it may not set, each
  /// with why.
  init(
    _ request: APIRequest, allowed: [String], nullable: Set<String> = [],
    refused: [String: String] = [:]
  ) throws(Problem) {
    let text = try request.bodyText()
    guard
      let object = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any]
    else {
      throw .badRequest("the body is not a JSON object")
    }
    for key in object.keys.sorted() {
      if let why = refused[key] { throw .unprocessable(why, field: key) }
      guard allowed.contains(key) else {
        throw .unprocessable(
          "unknown field '\(key)' (the fields are \(allowed.joined(separator: ", ")))", field: key)
      }
      if object[key] is NSNull, !nullable.contains(key) {
        throw .unprocessable("'\(key)' may not be null", field: key)
      }
    }
    present = Set(object.keys)
    nulls = Set(object.filter { $0.value is NSNull }.map(\.key))
  }
}

extension APIRequest {
  /// The query argument `name` as true or false; nil when absent.
  func flag(_ name: String) throws(Problem) -> Bool? {
    guard let text = server.argument(name) else { return nil }
    switch text {
    case "true": return true
    case "false": return false
    default: throw .badRequest("expected true or false, found '\(text)'", field: name)
    }
  }
}
