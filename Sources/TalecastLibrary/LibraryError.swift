/// What went wrong with a library request.
public enum LibraryError: Error, Sendable, Equatable, CustomStringConvertible {
  case storyNotFound(String)
  case ambiguousStoryId(String, matches: [String])
  case storage(String)

  public var description: String {
    switch self {
    case .storyNotFound(let id): "no story with id '\(id)' (see 'talecast stories list')"
    case .ambiguousStoryId(let id, let matches):
      "story id '\(id)' is ambiguous: it starts \(matches.count) ids (\(matches.prefix(5).joined(separator: ", "))); type more of it"
    case .storage(let message): "library database: \(message)"
    }
  }
}
