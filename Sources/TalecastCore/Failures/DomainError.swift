/// What went wrong, in the domain's own terms: the one vocabulary of failure that both front
/// doors word, the CLI as its message, hint and exit code (64 for what was typed, 1 for the
/// rest) and the API as problem+json with the status of the kind. An error says which kind it
/// is by being a `DomainFailure`; one that does not is a defect (the API answers 500 and logs
/// it, and `DomainFailureTests` names every error type that crosses a door without a kind).
public struct DomainError: Sendable, Hashable {
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// No such record: a story, hero, occasion, job, token, feed or play session.
    case notFound
    /// The record is not in a state for this, or the name is taken.
    case conflict
    /// A value breaks a rule of the domain; `field` says which.
    case invalid
    /// A value over a documented limit (a length, a count); `field` says which.
    case limit
    /// What was sent cannot be read at all: a job's JSON, a query, a script, a cursor.
    case malformed
    /// A store, a backend or the host cannot do it now (down, busy, stopping): try again.
    case unavailable
    /// Something failed that no input explains: damaged data, a missing install, a bug.
    case failed
  }

  public var kind: Kind
  /// The field, option or argument it is about, in the domain's names (`hero.name`, `q`).
  public var field: String?
  /// Where in a text it is, 1-based: a job file's line and column, a query's column.
  public var line: Int?
  public var column: Int?

  public init(_ kind: Kind, field: String? = nil, line: Int? = nil, column: Int? = nil) {
    self.kind = kind
    self.field = field
    self.line = line
    self.column = column
  }

  /// Whether it is a mistake in what the user typed or sent (the CLI's exit code 64, the
  /// API's 4xx that sending again unchanged will not fix).
  public var isUsage: Bool { [.invalid, .limit, .malformed].contains(kind) }
}

/// An error that says which kind of failure it is. Its `description` is the message: what
/// went wrong, in words for a person, never SQL, a stack or a secret.
public protocol DomainFailure: Error, CustomStringConvertible {
  var domainError: DomainError { get }
}

extension DomainError {
  /// The kind of any error: its own for a `DomainFailure`, `failed` for the rest (a defect).
  public static func of(_ error: any Error) -> DomainError {
    (error as? any DomainFailure)?.domainError ?? DomainError(.failed)
  }
}
