import TalecastCore

extension ServerError: DomainFailure {
  public var domainError: DomainError {
    switch self {
    case .badAddress: DomainError(.invalid, field: "http")
    case .cannotListen: DomainError(.unavailable)
    }
  }
}
