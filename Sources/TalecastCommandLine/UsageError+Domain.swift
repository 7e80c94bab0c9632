import TalecastCore

extension UsageError: DomainFailure {
  public var domainError: DomainError { DomainError(.malformed) }
}
