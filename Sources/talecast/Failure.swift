import TalecastCommandLine
import TalecastCore

/// How a command ends on an error: its message and hint on standard error (`Hints`), and the
/// exit code of its kind (`DomainError`): 64 for a mistake in what was typed (a value that
/// breaks a rule or a limit, a query or file that cannot be read), 1 for the rest (not found,
/// a conflict, a store or backend away, damage). The API answers the same kinds with its
/// statuses, so both doors agree on what each error is.
enum Failure {
  static func report(_ error: any Error) -> Int32 {
    Output.error("Error: \(Hints.message(error))")
    return exitCode(error)
  }

  static func exitCode(_ error: any Error) -> Int32 {
    DomainError.of(error).isUsage ? UsageError.exitCode : 1
  }
}

extension ImportFileError: DomainFailure {
  var domainError: DomainError { DomainError(.malformed) }
}

extension UsageProblem: DomainFailure {
  var domainError: DomainError { DomainError(.malformed) }
}
