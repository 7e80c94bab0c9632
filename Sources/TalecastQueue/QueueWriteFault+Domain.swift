import TalecastCore

extension QueueWriteFault: DomainFailure {
  public var domainError: DomainError { DomainError(.unavailable) }
}
