import TalecastCore

extension GrammarError: DomainFailure {
  /// Link Grammar's dictionary is part of the install (`make deps`).
  public var domainError: DomainError { DomainError(.failed) }
}
