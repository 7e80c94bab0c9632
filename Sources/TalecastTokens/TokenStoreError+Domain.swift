import TalecastCore

extension TokenStoreError: DomainFailure {
  public var domainError: DomainError { DomainError(.failed) }
}
