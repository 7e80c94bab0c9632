/// The `event` and `providers` fields of a job file.
extension JobFieldReader {
  static let customEventFields = [
    "id", "title", "description", "promptSeed", "category", "tone", "keywords",
  ]
  static let providerFields = ["writer", "narrator", "illustrator"]

  /// A built-in event by name, or a custom event as an object:
  /// `{"title": "Grandma's Visit", "promptSeed": "…", "tone": "gentle", "keywords": ["cake"]}`.
  func occasion(from value: JSONValue) throws(JobFileError) -> StoryOccasion {
    if case .string(let name) = value {
      guard let event = BuiltInEvent(name: name) else {
        throw fail(
          "event", "unknown event \"\(name)\" (one of: \(eventNames), or a custom event object)")
      }
      return .builtIn(event)
    }
    guard case .object(let members) = value else {
      throw fail(
        "event",
        "expected a built-in event's name or a custom event object, found \(describe(value))")
    }
    try rejectUnknown(members, known: Self.customEventFields, prefix: "event.")
    let object = Dictionary(
      members.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    func text(_ field: String) throws(JobFileError) -> String? {
      guard let value = object[field] else { return nil }
      return try string(value, at: "event.\(field)").trimmingCharacters(in: .whitespacesAndNewlines)
    }
    guard let title = try text("title"), !title.isEmpty else {
      throw fail("event.title", "missing (the custom event's title, e.g. \"Grandma's Visit\")")
    }
    var category = EventCategory.custom
    if let name = try text("category") {
      guard let parsed = EventCategory(name: name) else {
        let known = EventCategory.allCases.map(\.rawValue).joined(separator: ", ")
        throw fail("event.category", "unknown category \"\(name)\" (one of: \(known))")
      }
      category = parsed
    }
    var keywords: [String] = []
    if let value = object["keywords"] {
      guard case .array(let items) = value else {
        throw fail("event.keywords", "expected a list of words, found \(describe(value))")
      }
      for (position, item) in items.enumerated() {
        let word = try string(item, at: "event.keywords[\(position)]")
          .trimmingCharacters(in: .whitespacesAndNewlines)
        if word.isEmpty { throw fail("event.keywords[\(position)]", "must not be empty") }
        keywords.append(word)
      }
    }
    let id = try text("id").flatMap { $0.isEmpty ? nil : $0 } ?? Self.customEventId(title: title)
    return .custom(
      CustomEvent(
        id: id, title: title, description: try text("description") ?? "",
        promptSeed: try text("promptSeed") ?? "", category: category, tone: try text("tone") ?? "",
        keywords: keywords))
  }

  /// `{"writer": "remote", "narrator": "builtin"}`; stages not named use the built-in one.
  func providers(_ value: JSONValue) throws(JobFileError) -> JobProviders {
    guard case .object(let members) = value else {
      throw fail(
        "providers", "expected an object such as {\"writer\": \"remote\"}, found \(describe(value))"
      )
    }
    try rejectUnknown(members, known: Self.providerFields, prefix: "providers.")
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

  /// An inline custom event without an id is named after its title, so jobs for the same
  /// event group together in the library: "Grandma's Visit" → "custom-grandma-s-visit".
  static func customEventId(title: String) -> String {
    "custom-" + Slug.make(title, maximumLength: 60)
  }
}
