import Foundation

/// The `occasion` (once `event`) and `providers` fields of a job file.
extension JobFieldReader {
  static let customOccasionFields = [
    "id", "title", "description", "promptSeed", "category", "tone", "keywords", "goal", "thing",
    "place", "forWhom", "deadline",
  ]
  static let providerFields = ["writer", "narrator", "illustrator"]

  /// A built-in occasion by name, or a custom occasion as an object:
  /// `{"title": "Grandma's Visit", "promptSeed": "…", "tone": "gentle", "keywords": ["cake"]}`.
  /// `field` is the name the file gave it ("occasion", or the old "event"), for messages.
  func occasion(from value: JSONValue, field: String = "occasion") throws(JobFileError)
    -> StoryOccasion
  {
    if case .string(let name) = value {
      guard let occasion = BuiltInOccasion(name: name) else {
        throw fail(
          field,
          Suggestion.unknown(
            "occasion", name, among: BuiltInOccasion.allCases.map(\.rawValue),
            more: "or a custom occasion object"))
      }
      return .builtIn(occasion)
    }
    guard case .object(let members) = value else {
      throw fail(
        field,
        "expected a built-in occasion's name or a custom occasion object, found \(describe(value))"
      )
    }
    rejectUnknown(members, known: Self.customOccasionFields, prefix: "\(field).")
    let object = Dictionary(
      members.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    // {"id": "…"} alone names a custom occasion stored in the library.
    if members.count == 1, let idValue = object["id"] {
      let id = try string(idValue, at: "\(field).id")
      guard let occasion = library.customOccasion(id) else {
        throw fail(
          "\(field).id", "no custom occasion with id \"\(id)\" in the library",
          cause: .unknownCustomOccasion(id: id))
      }
      return .custom(occasion)
    }
    func text(_ name: String) throws(JobFileError) -> String? {
      guard let value = object[name] else { return nil }
      return try string(value, at: "\(field).\(name)")
    }
    guard let titleValue = object["title"] else {
      throw fail(
        "\(field).title", "missing (the custom occasion's title, e.g. \"Grandma's Visit\")")
    }
    let title = try string(titleValue, at: "\(field).title")
    var category = OccasionCategory.custom
    if let name = try text("category") {
      guard let parsed = OccasionCategory(name: name) else {
        let known = OccasionCategory.allCases.map(\.rawValue).joined(separator: ", ")
        throw fail("\(field).category", "unknown category \"\(name)\" (one of: \(known))")
      }
      category = parsed
    }
    var keywords: [String] = []
    if let value = object["keywords"] {
      guard case .array(let items) = value else {
        throw fail("\(field).keywords", "expected a list of words, found \(describe(value))")
      }
      guard items.count <= OccasionRules.keywords else {
        throw fail(
          "\(field).keywords",
          "too many: \(items.count) keywords, at most \(OccasionRules.keywords)")
      }
      for (position, item) in items.enumerated() {
        keywords.append(try string(item, at: "\(field).keywords[\(position)]"))
      }
    }
    let id = try text("id").flatMap { $0.isEmpty ? nil : $0 } ?? Self.customOccasionId(title: title)
    var occasion = CustomOccasion(
      id: id, title: title, description: try text("description") ?? "",
      promptSeed: try text("promptSeed") ?? "", category: category, tone: try text("tone") ?? "",
      keywords: keywords)
    for (name, path) in CustomOccasion.partFields {
      occasion[keyPath: path] = try text(name)
    }
    do {
      return .custom(try OccasionRules.checked(occasion))
    } catch {
      throw fail(error, within: field)
    }
  }

  /// `{"writer": "remote", "narrator": "builtin"}`; stages not named use the built-in one.
  func providers(_ value: JSONValue) throws(JobFileError) -> JobProviders {
    guard case .object(let members) = value else {
      throw fail(
        "providers", "expected an object such as {\"writer\": \"remote\"}, found \(describe(value))"
      )
    }
    rejectUnknown(members, known: Self.providerFields, prefix: "providers.")
    var providers = JobProviders()
    for (key, value) in members {
      let path = "providers.\(key)"
      let name = try string(value, at: path)
      guard let choice = ProviderChoice(rawValue: name.lowercased()) else {
        throw fail(path, "unknown provider \"\(name)\" (one of: builtin, remote)")
      }
      switch key {
      case "writer": providers.writer = choice
      case "narrator": providers.narrator = choice
      default: providers.illustrator = choice
      }
    }
    return providers
  }

  /// An inline custom occasion without an id is named after its title, so jobs for the same
  /// event group together in the library: "Grandma's Visit" → "custom-grandma-s-visit".
  static func customOccasionId(title: String) -> String {
    "custom-" + Slug.make(title, maximumLength: 60)
  }
}

/// Looks up what a job file names by id in the library (the app passes the library's
/// lookups; without them, ids are unknown).
public struct JobFileLibrary: Sendable {
  public var hero: @Sendable (String) -> Hero?
  public var customOccasion: @Sendable (String) -> CustomOccasion?

  public init(
    hero: @escaping @Sendable (String) -> Hero? = { _ in nil },
    customOccasion: @escaping @Sendable (String) -> CustomOccasion? = { _ in nil }
  ) {
    self.hero = hero
    self.customOccasion = customOccasion
  }
}

extension JobFieldReader {
  /// `priority` (a whole number, higher first), `runAt` (ISO 8601, not before then) and
  /// `idempotencyKey` (a job submitted twice with one key is one job).
  func queueOptions(_ object: [String: JSONValue]) throws(JobFileError) -> (
    priority: Int, runAt: Date?, key: String?
  ) {
    var priority = 0
    if let value = object["priority"] {
      guard case .number(let literal) = value, let number = Int(literal), abs(number) <= 1_000
      else {
        throw fail(
          "priority", "expected a whole number from -1000 to 1000, found \(describe(value))")
      }
      priority = number
    }
    var runAt: Date?
    if let value = object["runAt"] {
      let text = try string(value, at: "runAt")
      do {
        runAt = try JobRules.runAt(text)
      } catch {
        throw fail(error.field, error.problem)
      }
    }
    var key: String?
    if let value = object["idempotencyKey"] {
      let text = try string(value, at: "idempotencyKey")
      if text.trimmingCharacters(in: .whitespaces).isEmpty {
        throw fail("idempotencyKey", "must not be empty")
      }
      key = text
    }
    return (priority, runAt, key)
  }
}
