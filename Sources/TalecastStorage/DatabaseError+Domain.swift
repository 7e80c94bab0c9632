import CSQLite
import TalecastCore

extension DatabaseError: DomainFailure {
  /// Busy, locked, full or unreachable files pass (try again); anything else is damage or a bug.
  public var domainError: DomainError {
    switch code & 0xff {
    case SQLITE_BUSY, SQLITE_LOCKED, SQLITE_FULL, SQLITE_IOERR, SQLITE_CANTOPEN, SQLITE_READONLY:
      DomainError(.unavailable)
    case SQLITE_CONSTRAINT: DomainError(.conflict)
    default: DomainError(.failed)
    }
  }
}
