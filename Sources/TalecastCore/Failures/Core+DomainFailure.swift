extension RuleViolation: DomainFailure {
  public var domainError: DomainError { DomainError(overLimit ? .limit : .invalid, field: field) }
}

extension JobFileError: DomainFailure {
  public var domainError: DomainError {
    switch location {
    case .file: DomainError(.malformed)
    case .position(let line, let column): DomainError(.malformed, line: line, column: column)
    case .field(let path): DomainError(.invalid, field: path)
    }
  }
}

extension IllegalTransition: DomainFailure {
  public var domainError: DomainError { DomainError(.conflict) }
}

extension StopRequested: DomainFailure {
  public var domainError: DomainError { DomainError(.unavailable) }
}

/// A C library or a data file that is not installed: `make deps` is the fix, not the input.
extension SharedLibrary.Missing: DomainFailure {
  public var domainError: DomainError { DomainError(.failed) }
}

extension DataFolder.Missing: DomainFailure {
  public var domainError: DomainError { DomainError(.failed) }
}

extension OutcomeWaitError: DomainFailure {
  public var domainError: DomainError { DomainError(.unavailable) }
}

extension SchemaError: DomainFailure {
  public var domainError: DomainError { DomainError(.failed) }
}

extension JSONReader.SyntaxError: DomainFailure {
  public var domainError: DomainError { DomainError(.malformed, line: line, column: column) }
  public var description: String { "\(line):\(column): \(message)" }
}
