/// What a story is written for: one of the built-in occasions or a user's custom occasion.
public enum StoryOccasion: Sendable, Hashable, Codable {
  case builtIn(BuiltInOccasion)
  case custom(CustomOccasion)

  /// The built-in occasion's identifier, or the custom occasion's id.
  public var id: String {
    switch self {
    case .builtIn(let event): event.rawValue
    case .custom(let event): event.id
    }
  }

  public var title: String {
    switch self {
    case .builtIn(let event): event.title
    case .custom(let event): event.title
    }
  }

  /// What the story is about, for a writer (built-in or remote).
  public var promptSeed: String {
    switch self {
    case .builtIn(let event): event.promptSeed
    case .custom(let event): event.promptSeed
    }
  }

  /// The mood a custom occasion asks for ("gentle", "funny"); empty for built-in ones.
  public var tone: String {
    if case .custom(let event) = self { return event.tone }
    return ""
  }

  public var keywords: [String] {
    if case .custom(let event) = self { return event.keywords }
    return []
  }
}

extension OccasionReference {
  public init(_ occasion: StoryOccasion) {
    self.init(id: occasion.id, title: occasion.title)
  }
}
