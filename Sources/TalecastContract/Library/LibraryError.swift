/// What went wrong with a library request, in the library's terms: which kind of record, which
/// id, which field (`title`, `sort` …, as the library's types call them). A front door adds its
/// own words: it names a field as the input that sets it (`description(naming:)`) and adds
/// advice (the CLI names the command that lists the records) from `kind`.
public enum LibraryError: Error, Sendable, Equatable, CustomStringConvertible {
  case notFound(kind: LibraryRecordKind, id: String)
  case ambiguousId(kind: LibraryRecordKind, id: String, matches: [String])
  /// A record with this id is there already (another job's story, a hero added twice).
  case alreadyExists(kind: LibraryRecordKind, id: String)
  /// Neither a story id nor a query that finds a story.
  case noStoryMatches(String)
  case invalid(field: String, problem: String)
  /// A value over a documented limit (too long, too many).
  case overLimit(field: String, problem: String)
  case badQuery(QueryError)
  case badCursor(String)
  /// A page cursor given with another sort than the one it was made for (sorts as written).
  case cursorOfAnotherSort(made: String, asked: String)
  /// The store failed (a lost server, a full disk); said in the store's words, never its SQL.
  case storage(String)

  public var description: String { description(naming: { $0 }) }

  /// The description with every field the library names said as `name` says it.
  public func description(naming name: (String) -> String) -> String {
    switch self {
    case .notFound(let kind, let id): "no \(kind.rawValue) with id '\(id)'"
    case .ambiguousId(let kind, let id, let matches):
      "\(kind.rawValue) id '\(id)' is ambiguous: it starts \(matches.count) ids (\(matches.prefix(5).joined(separator: ", "))); type more of it"
    case .alreadyExists(let kind, let id):
      "the library has a \(kind.rawValue) with id '\(id)' already"
    case .noStoryMatches(let reference): "no story has the id or matches the query '\(reference)'"
    case .invalid(let field, let problem), .overLimit(let field, let problem):
      "\(name(field)): \(problem)"
    case .badQuery(let error): error.description
    case .badCursor(let problem): "bad page cursor: \(problem)"
    case .cursorOfAnotherSort(let made, let asked):
      "bad page cursor: it was made for \(name("sort")) \(made), not \(name("sort")) \(asked)"
    case .storage(let message): "library database: \(message)"
    }
  }
}
