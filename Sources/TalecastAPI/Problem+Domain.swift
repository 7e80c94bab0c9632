import TalecastApp
import TalecastContract
import TalecastCore

extension Problem {
  /// The answer for an error a use case threw: its message, with the status of its kind
  /// (`DomainError`). An error with no kind is a defect: a 500 whose detail says nothing of
  /// the server (`API.problemResponse` logs it, naming its type).
  static func from(_ error: any Error) -> Problem {
    if let problem = error as? Problem { return problem }
    if let error = error as? JobFileError { return from(error) }
    guard let failure = error as? any DomainFailure else { return .internalError }
    let domain = failure.domainError
    var problem: Problem
    switch domain.kind {
    case .notFound: problem = .notFound(failure.description)
    case .conflict: problem = .conflict(failure.description)
    case .invalid: problem = .unprocessable(failure.description, field: domain.field)
    case .limit:
      problem = Problem(
        status: 422, title: "Over a limit", detail: failure.description, field: domain.field)
    case .malformed: problem = .badRequest(failure.description, field: domain.field)
    case .unavailable: problem = .unavailable(failure.description)
    // Damage or a bug: the words may name a file or a statement, so they stay in the log.
    case .failed: problem = .internalError
    }
    problem.line = domain.line
    problem.column = domain.column
    if let query = (error as? QueryError) ?? (error as? LibraryError)?.query {
      problem.detail = "bad query: \(query.problem)"
    }
    return problem
  }

  /// A defect or damage: what the client is told (the log says the rest).
  static let internalError = Problem(
    status: 500, title: "Internal error",
    detail: "the request could not be completed; the server's log says why")

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
}

extension LibraryError {
  /// The query a `badQuery` is about.
  var query: QueryError? {
    if case .badQuery(let query) = self { return query }
    return nil
  }
}
