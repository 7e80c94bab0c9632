import TalecastCore

/// How a story list is ordered: one or more keys, each ascending (`+`) or descending (`-`),
/// e.g. `created-` or `plays-,title+`. The story id always breaks ties, so the order is total
/// and pages never skip or repeat a story.
public struct StorySort: Sendable, Equatable {
  public enum Field: String, CaseIterable, Sendable {
    case created, modified, title, hero, event, duration, plays, played, favorite, rank, id

    /// A non-null SQL expression for the field (NULLs would break keyset comparisons).
    func expression(_ dialect: LibraryDialect) -> String {
      switch self {
      case .created: "s.created"
      case .modified: "s.modified"
      case .title: "lower(s.title)"
      case .hero: "lower(s.hero_name)"
      case .event: "lower(s.event_title)"
      case .duration: "s.duration"
      case .plays: "s.play_count"
      case .played: "COALESCE(s.last_played, '')"
      case .favorite: "s.favorite"
      case .rank:
        // Lower is better in both: FTS5's bm25, and ts_rank negated (as float8, so a cursor's
        // decimal text compares equal to it).
        dialect == .sqlite
          ? "stories_search.rank" : "(-ts_rank(s.search, stories_search.q))::float8"
      case .id: "s.id"
      }
    }
  }

  public struct Key: Sendable, Equatable {
    public let field: Field
    public let ascending: Bool
  }

  public let keys: [Key]

  public static let oldestFirst = StorySort(keys: [Key(field: .created, ascending: true)])
  public static let newestFirst = StorySort(keys: [Key(field: .created, ascending: false)])
  /// Best match first (bm25: lower is better).
  public static let bestMatch = StorySort(keys: [Key(field: .rank, ascending: true)])

  public static func parse(_ text: String) throws(LibraryError) -> StorySort {
    var keys: [Key] = []
    for part in text.split(separator: ",").map(String.init) {
      var name = part
      var ascending = true
      if let last = name.last, last == "+" || last == "-" {
        ascending = last == "+"
        name.removeLast()
      }
      guard let field = Field(rawValue: name.lowercased()) else {
        var problem = "unknown sort key '\(name)'"
        if let close = Suggestion.closest(to: name, in: Field.allCases.map(\.rawValue)) {
          problem += " (did you mean '\(close)'?)"
        }
        throw LibraryError.invalid(
          field: "--sort",
          problem: problem
            + "; keys are \(Field.allCases.map(\.rawValue).joined(separator: ", ")), each followed by + or -"
        )
      }
      keys.append(Key(field: field, ascending: ascending))
    }
    guard !keys.isEmpty else { throw LibraryError.invalid(field: "--sort", problem: "empty sort") }
    return StorySort(keys: keys)
  }

  /// The sort written back, e.g. "plays-,title+".
  public var text: String {
    keys.map { "\($0.field.rawValue)\($0.ascending ? "+" : "-")" }.joined(separator: ",")
  }

  var usesRank: Bool { keys.contains { $0.field == .rank } }
}
