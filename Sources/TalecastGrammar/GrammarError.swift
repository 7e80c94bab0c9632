/// Why the grammar could not be used.
public enum GrammarError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Link Grammar's English dictionary did not load (the data package is missing or broken).
  case dictionaryMissing(String)

  public var description: String {
    switch self {
    case .dictionaryMissing(let why):
      "Link Grammar's English dictionary did not load (\(why)); install liblink-grammar5 and "
        + "its data (make deps)"
    }
  }
}
