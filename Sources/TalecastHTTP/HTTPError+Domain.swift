import TalecastCore

extension HTTPError: DomainFailure {
  /// A remote backend that could not be reached or answered wrongly: try again later.
  public var domainError: DomainError { DomainError(.unavailable) }
}
