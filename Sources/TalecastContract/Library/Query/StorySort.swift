import TalecastCore

/// How a story list is ordered: one or more keys, each ascending (`+`) or descending (`-`),
/// e.g. `created-` or `plays-,title+`. The story id always breaks ties, so the order is total
/// and pages never skip or repeat a story.
public struct StorySort: Sendable, Equatable {
  public enum Field: String, CaseIterable, Sendable {
    case created, modified, title, hero, occasion, duration, plays, played, favorite, rank, id

    /// Sorted as numbers (the rest as text, byte by byte).
    package var isNumeric: Bool {
      switch self {
      case .duration, .plays, .favorite, .rank: true
      case .created, .modified, .title, .hero, .occasion, .played, .id: false
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
      // `event` is the old name of `occasion`.
      let wanted = name.lowercased() == "event" ? "occasion" : name.lowercased()
      guard let field = Field(rawValue: wanted) else {
        var problem = "unknown sort key '\(name)'"
        if let close = Suggestion.closest(to: name, in: Field.allCases.map(\.rawValue)) {
          problem += " (did you mean '\(close)'?)"
        }
        throw LibraryError.invalid(
          field: "sort",
          problem: problem
            + "; keys are \(Field.allCases.map(\.rawValue).joined(separator: ", ")), each followed by + or -"
        )
      }
      keys.append(Key(field: field, ascending: ascending))
    }
    guard !keys.isEmpty else { throw LibraryError.invalid(field: "sort", problem: "empty sort") }
    return StorySort(keys: keys)
  }

  /// The sort written back, e.g. "plays-,title+".
  public var text: String {
    keys.map { "\($0.field.rawValue)\($0.ascending ? "+" : "-")" }.joined(separator: ",")
  }

  package var usesRank: Bool { keys.contains { $0.field == .rank } }
}
