/// How long a story should be; the writer aims for the word count and scene range.
public enum StoryLength: String, CaseIterable, Codable, Sendable {
  case short, medium, long

  /// The approximate number of words the writer aims for.
  public var targetWords: Int {
    switch self {
    case .short: 300
    case .medium: 500
    case .long: 900
    }
  }

  /// The range of scene counts for this length; the seed picks within it.
  public var sceneRange: ClosedRange<Int> {
    switch self {
    case .short: 3...4
    case .medium: 4...6
    case .long: 6...8
    }
  }
}
