import TalecastContract
import TalecastCore

/// A JSON object body read by the strict reader (a syntax error names its line and column),
/// in the style of a JSON merge patch (RFC 7396): a member given is a change, one left out is
/// kept. Every member must be known: a typo is a 422 naming it, not a silent no-op.
struct PatchBody {
  let members: [String: JSONValue]

  init(_ text: String, known: [String]) throws(Problem) {
    let document: JSONValue
    do {
      document = try JSONReader.parse(text)
    } catch {
      var problem = Problem.badRequest(error.message)
      problem.line = error.line
      problem.column = error.column
      throw problem
    }
    guard case .object(let list) = document else {
      throw .unprocessable("expected a JSON object, found \(document.kindName)")
    }
    var members: [String: JSONValue] = [:]
    for (key, value) in list {
      guard known.contains(key) else {
        throw .unprocessable(
          "unknown field '\(key)' (fields: \(known.joined(separator: ", ")))", field: key)
      }
      guard members[key] == nil else { throw .unprocessable("given twice", field: key) }
      members[key] = value
    }
    self.members = members
  }

  func string(_ key: String) throws(Problem) -> String? {
    guard let value = members[key] else { return nil }
    guard case .string(let text) = value else { throw Self.expected("a string", value, key) }
    return text
  }

  func bool(_ key: String) throws(Problem) -> Bool? {
    guard let value = members[key] else { return nil }
    guard case .bool(let flag) = value else { throw Self.expected("true or false", value, key) }
    return flag
  }

  func number(_ key: String) throws(Problem) -> Double? {
    guard let value = members[key] else { return nil }
    guard case .number(let text) = value, let number = Double(text), number.isFinite else {
      throw Self.expected("a number", value, key)
    }
    return number
  }

  static func expected(_ kind: String, _ value: JSONValue, _ field: String) -> Problem {
    // Merge-patch null removes a member; no member here can be removed.
    if case .null = value { return .unprocessable("cannot be removed (null)", field: field) }
    return .unprocessable("expected \(kind), found \(value.kindName)", field: field)
  }
}

extension PatchBody {
  static let storyFields = ["title", "language", "voice", "favorite", "scenes"]

  /// A story's change: what `talecast stories edit` can change (title, scene texts, language,
  /// voice) and `favorite`. Scenes are an object by 1-based number, `{"2": {"text": "…"}}`,
  /// so that one scene changes without restating the others (a merge patch replaces arrays).
  func storyChange() throws(Problem) -> (edit: StoryEdit, favorite: Bool?) {
    var edit = StoryEdit(
      title: try string("title"), language: try string("language"), voice: try string("voice"))
    if let value = members["scenes"] {
      guard case .object(let scenes) = value else {
        throw Self.expected("an object of scene numbers", value, "scenes")
      }
      for (key, scene) in scenes {
        let field = "scenes.\(key)"
        guard let number = Int(key), number >= 1, String(number) == key else {
          throw .unprocessable("expected a scene number from 1, found '\(key)'", field: field)
        }
        guard case .object(let parts) = scene else {
          throw Self.expected("an object with 'text'", scene, field)
        }
        for (name, _) in parts where name != "text" {
          throw .unprocessable("unknown field '\(name)' (fields: text)", field: "\(field).\(name)")
        }
        guard let text = parts.first(where: { $0.key == "text" })?.value else {
          throw .unprocessable("missing", field: "\(field).text")
        }
        guard case .string(let words) = text else {
          throw Self.expected("a string", text, "\(field).text")
        }
        edit.sceneTexts[number] = words
      }
    }
    return (edit, try bool("favorite"))
  }
}
