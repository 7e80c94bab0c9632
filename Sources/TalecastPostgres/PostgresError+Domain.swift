import TalecastCore

extension PostgresError: DomainFailure {
  public var domainError: DomainError {
    switch self {
    case .badURL: DomainError(.invalid, field: "database")
    case .connection, .lost: DomainError(.unavailable)
    case .statement: DomainError(.failed)
    }
  }
}
