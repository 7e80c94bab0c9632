import TalecastCore

extension EventStoreError: DomainFailure {
  public var domainError: DomainError { DomainError(.conflict) }
}
