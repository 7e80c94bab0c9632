/// Why WordNet could not be read.
public enum LexiconError: Error, Sendable, Equatable, CustomStringConvertible {
  /// A data file is missing or unreadable.
  case missing(path: String)

  public var description: String {
    switch self {
    case .missing(let path):
      "WordNet's data file \(path) is missing or unreadable; install wordnet-base (make deps) "
        + "or set TALECAST_WORDNET to its folder"
    }
  }
}
