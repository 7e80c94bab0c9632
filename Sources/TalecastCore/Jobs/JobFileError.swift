/// Why a job file was rejected: which file, where in it, and what is wrong.
public struct JobFileError: Error, Sendable, Hashable, CustomStringConvertible {
  public enum Location: Sendable, Hashable {
    /// The file as a whole (unreadable, empty).
    case file
    /// A syntax error at a line and column (1-based).
    case position(line: Int, column: Int)
    /// A content error at a field path such as `hero.traits[1]`.
    case field(String)
  }

  public let file: String
  public let location: Location
  public let problem: String

  public init(file: String, location: Location, problem: String) {
    self.file = file
    self.location = location
    self.problem = problem
  }

  public var description: String {
    switch location {
    case .file: "\(file): \(problem)"
    case .position(let line, let column): "\(file):\(line):\(column): \(problem)"
    case .field(let path): "\(file): field '\(path)': \(problem)"
    }
  }
}
