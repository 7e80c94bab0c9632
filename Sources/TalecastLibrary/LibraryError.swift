/// What went wrong with a library request: said so that a person knows what to fix.
public enum LibraryError: Error, Sendable, Equatable, CustomStringConvertible {
  case notFound(kind: String, id: String)
  case ambiguousId(kind: String, id: String, matches: [String])
  case invalid(field: String, problem: String)
  case badQuery(QueryError)
  case badCursor(String)
  case storage(String)

  public var description: String {
    switch self {
    case .notFound(let kind, let id):
      "no \(kind) with id '\(id)' (see 'talecast \(Self.command(kind)) list')"
    case .ambiguousId(let kind, let id, let matches):
      "\(kind) id '\(id)' is ambiguous: it starts \(matches.count) ids (\(matches.prefix(5).joined(separator: ", "))); type more of it"
    case .invalid(let field, let problem): "\(field): \(problem)"
    case .badQuery(let error): error.description
    case .badCursor(let problem): "bad --after cursor: \(problem)"
    case .storage(let message): "library database: \(message)"
    }
  }

  private static func command(_ kind: String) -> String {
    switch kind {
    case "hero": "heroes"
    case "custom event": "custom-events"
    default: "stories"
    }
  }
}
