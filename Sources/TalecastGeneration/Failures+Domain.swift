import TalecastCore
import TalecastLexicon

extension GenerationError: DomainFailure {
  public var domainError: DomainError { DomainError(.failed) }
}

extension CheckpointError: DomainFailure {
  public var domainError: DomainError { DomainError(.failed) }
}

extension VoiceProblem: DomainFailure {
  public var domainError: DomainError { DomainError(.invalid, field: "voice") }
}

extension PremiseProblem: DomainFailure {
  public var domainError: DomainError { DomainError(.invalid, field: field) }
}

extension ArtMissing: DomainFailure {
  /// OpenMoji's pictures are part of the install (`make deps`).
  public var domainError: DomainError { DomainError(.failed) }
}

extension ProviderError: DomainFailure {
  /// A remote backend: a transient failure passes; a permanent one is what was asked of it.
  public var domainError: DomainError {
    DomainError(kind == .transient ? .unavailable : .failed)
  }
}

/// WordNet's files are part of the install (`make deps`); the lexicon itself knows nothing of
/// the domain, so its error is given a kind here, where the writer reads it.
extension LexiconError: DomainFailure {
  public var domainError: DomainError { DomainError(.failed) }
}

/// The pipeline's own errors, kept inside a stage; given kinds so that one which escapes is
/// still said rightly.
extension StageCancelled: DomainFailure {
  var domainError: DomainError { DomainError(.unavailable) }
  var description: String { "stopped: the job was asked to stop" }
}

extension AttemptsFailed: DomainFailure {
  var domainError: DomainError { DomainError.of(error) }
}

extension StageProblem: DomainFailure {
  var domainError: DomainError { DomainError(.failed) }
}

extension FinishedFolder.MoveFailed: DomainFailure {
  var domainError: DomainError { DomainError(.unavailable) }
}
