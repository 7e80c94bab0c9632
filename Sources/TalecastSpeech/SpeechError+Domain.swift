import TalecastCore

extension SpeechError: DomainFailure {
  public var domainError: DomainError { DomainError(.failed) }
}
