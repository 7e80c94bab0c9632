import TalecastContract
import TalecastCore

extension BatchError: DomainFailure {
  public var domainError: DomainError {
    switch self {
    case .noJobFiles: DomainError(.notFound)
    case .cannotStore, .cannotReadLog: DomainError(.unavailable)
    }
  }
}

extension JobCommandError: DomainFailure {
  public var domainError: DomainError {
    switch self {
    case .noStoryToIllustrate, .everyIllustrationDrawn, .refused: DomainError(.conflict)
    case .illustrationsNotStored: DomainError(.unavailable)
    }
  }
}

extension PlaySessionError: DomainFailure {
  public var domainError: DomainError {
    switch self {
    case .notFound: DomainError(.notFound)
    case .finished: DomainError(.conflict)
    case .badPosition: DomainError(.invalid, field: "position")
    }
  }
}

extension ConfigurationError: DomainFailure {
  public var domainError: DomainError { DomainError(.invalid, field: variable) }
}

extension SpoolError: DomainFailure {
  public var domainError: DomainError { DomainError(.unavailable) }
}

extension UnknownLoggedJob: DomainFailure {
  public var domainError: DomainError { DomainError(.notFound) }
}
