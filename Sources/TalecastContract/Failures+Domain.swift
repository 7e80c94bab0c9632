import TalecastCore

extension LibraryError: DomainFailure {
  public var domainError: DomainError {
    switch self {
    case .notFound, .ambiguousId, .noStoryMatches: DomainError(.notFound)
    case .alreadyExists: DomainError(.conflict)
    case .invalid(let field, _): DomainError(.invalid, field: field)
    case .overLimit(let field, _): DomainError(.limit, field: field)
    case .badQuery(let query): query.domainError
    case .badCursor, .cursorOfAnotherSort: DomainError(.malformed, field: "after")
    case .storage: DomainError(.unavailable)
    }
  }
}

extension QueryError: DomainFailure {
  /// A query in `q`, and the column of the token it is about (1-based).
  public var domainError: DomainError { DomainError(.malformed, field: "q", column: start + 1) }
}

extension QueueError: DomainFailure {
  public var domainError: DomainError {
    switch self {
    case .notFound, .ambiguous: DomainError(.notFound)
    case .wrongState: DomainError(.conflict)
    case .damaged: DomainError(.failed)
    }
  }
}

extension TokenError: DomainFailure {
  public var domainError: DomainError {
    switch self {
    case .notFound, .feedNotFound, .ambiguous: DomainError(.notFound)
    case .nameTaken, .feedNameTaken, .alreadyRevoked: DomainError(.conflict)
    case .invalidName: DomainError(.invalid, field: "name")
    case .invalidLifetime: DomainError(.invalid, field: "ttl")
    }
  }
}

extension ScriptError: DomainFailure {
  public var domainError: DomainError {
    DomainError(.malformed, field: "script", column: start + 1)
  }
}

extension PlayerError: DomainFailure {
  /// An action the player cannot do where it is (a seek past the end, a story not queued).
  public var domainError: DomainError { DomainError(.conflict) }
}

extension PlaybackFailure: DomainFailure, CustomStringConvertible {
  public var domainError: DomainError { DomainError.of(error) }
  public var description: String { "\(error)" }
}
