import TalecastApp
import TalecastCore
import TalecastLibrary
import TalecastQueue
import TalecastTokens

extension Problem {
  /// The answer for an error a use case threw: its domain's own words, with the status that
  /// fits. An error this does not know is a 500 whose detail says nothing of the server
  /// (the server's log has the rest).
  static func from(_ error: any Error) -> Problem {
    switch error {
    case let problem as Problem: return problem
    case let error as JobFileError: return from(error)
    case let error as QueueError: return from(error)
    case let error as LibraryError: return from(error)
    case let error as QueryError: return query(error)
    case let error as TokenError: return from(error)
    case let error as PlaySessionError: return from(error)
    default:
      return Problem(
        status: 500, title: "Internal error",
        detail: "the request could not be completed; the server's log says why")
    }
  }

  /// A job in a request body: a syntax error names its line and column, a content error its
  /// field, as the CLI does for a job file.
  static func from(_ error: JobFileError) -> Problem {
    var problem = one(error)
    if !error.more.isEmpty {
      problem.detail += " (and \(error.more.count) more: see errors)"
      problem.errors = ([error] + error.more).map { each in
        var entry = ["detail": each.problem]
        switch each.location {
        case .field(let path): entry["field"] = path
        case .position(let line, let column): entry["position"] = "\(line):\(column)"
        case .file: break
        }
        return entry
      }
    }
    return problem
  }

  private static func one(_ error: JobFileError) -> Problem {
    switch error.location {
    case .file:
      return Problem(status: 400, title: "Bad request", detail: error.problem)
    case .position(let line, let column):
      return Problem(
        status: 400, title: "Bad request", detail: error.problem, line: line, column: column)
    case .field(let path):
      return Problem(
        status: 422, title: "Unprocessable content", detail: "field '\(path)': \(error.problem)",
        field: path)
    }
  }

  static func from(_ error: QueueError) -> Problem {
    switch error {
    case .notFound, .ambiguous: return .notFound(error.description)
    case .wrongState: return .conflict(error.description)
    case .damaged:
      return Problem(status: 500, title: "Internal error", detail: error.description)
    }
  }

  /// A token's problem; none carries a token.
  static func from(_ error: TokenError) -> Problem {
    switch error {
    case .notFound, .feedNotFound, .ambiguous: return .notFound(error.description)
    case .nameTaken, .feedNameTaken, .alreadyRevoked: return .conflict(error.description)
    case .invalidName: return .unprocessable(error.description, field: "name")
    case .invalidLifetime: return .unprocessable(error.description, field: "ttl")
    }
  }

  static func from(_ error: LibraryError) -> Problem {
    switch error {
    case .notFound, .ambiguousId, .noStoryMatches: return .notFound(error.description)
    case .alreadyExists: return .conflict(error.description)
    case .invalid(let field, _): return .unprocessable(error.description, field: field)
    case .badQuery(let query): return Problem.query(query)
    case .badCursor, .cursorOfAnotherSort: return .badRequest(error.description, field: "after")
    case .storage: return .unavailable(error.description)
    }
  }

  static func from(_ error: PlaySessionError) -> Problem {
    switch error {
    case .notFound: return .notFound(error.description)
    case .finished: return .conflict(error.description)
    case .badPosition: return .unprocessable(error.description, field: "position")
    }
  }

  /// A query in `q`: the problem, and the column of the token it is about (1-based).
  static func query(_ error: QueryError) -> Problem {
    var problem = Problem.badRequest("bad query: \(error.problem)", field: "q")
    problem.column = error.start + 1
    return problem
  }
}
