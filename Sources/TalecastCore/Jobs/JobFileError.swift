/// Why a job file was rejected: which file, where in it, and what is wrong, in the service's
/// terms (a front door adds its own advice from `cause`).
public struct JobFileError: Error, Sendable, Hashable, CustomStringConvertible {
  public enum Location: Sendable, Hashable {
    /// The file as a whole (unreadable, empty).
    case file
    /// A syntax error at a line and column (1-based).
    case position(line: Int, column: Int)
    /// A content error at a field path such as `hero.traits[1]`.
    case field(String)
  }

  /// What the problem is about, when it names something the service can list: a front door
  /// says where to look (the CLI: which command lists heroes, custom occasions, voices).
  public enum Cause: Sendable, Hashable {
    /// The file names a hero by an id the library does not have.
    case unknownHero(id: String)
    /// The file names a custom occasion by an id the library does not have.
    case unknownCustomOccasion(id: String)
    /// The voice speaks `language`, but the story is written in another.
    case voiceLanguage(voice: String, language: String)
  }

  public let file: String
  public let location: Location
  public let problem: String
  public let cause: Cause?
  /// The job's other problems, in the file's order: a job file's problems are said at once.
  public var more: [JobFileError] = []

  public init(file: String, location: Location, problem: String, cause: Cause? = nil) {
    self.file = file
    self.location = location
    self.problem = problem
    self.cause = cause
  }

  /// Every problem, one line each.
  public var description: String {
    ([self] + more).map(\.line).joined(separator: "\n")
  }

  /// This problem alone, on one line.
  public var line: String {
    switch location {
    case .file: "\(file): \(problem)"
    case .position(let line, let column): "\(file):\(line):\(column): \(problem)"
    case .field(let path): "\(file): field '\(path)': \(problem)"
    }
  }
}
