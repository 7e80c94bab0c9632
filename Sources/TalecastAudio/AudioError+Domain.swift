import TalecastCore

extension AudioError: DomainFailure {
  public var domainError: DomainError { DomainError(.failed) }
}
