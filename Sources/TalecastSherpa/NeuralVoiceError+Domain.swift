import TalecastCore

extension NeuralVoiceError: DomainFailure {
  public var domainError: DomainError { DomainError(.failed) }
}
