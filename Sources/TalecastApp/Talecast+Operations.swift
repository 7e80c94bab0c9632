import TalecastContract
import TalecastCore
import TalecastQueue

/// What whoever runs a host asks of it: is its database there and current, how many jobs
/// stand in each state.
extension Talecast {
  /// Each store's schema version against this build's, read the way `talecast database
  /// status` reads it (a fresh look at the database, not the services' open connections, so
  /// a server that went away is noticed). Throws when the database cannot be reached.
  public func databaseStatus() throws -> DatabaseStatus {
    try DatabaseAdmin.status(of: configuration)
  }

  /// How many jobs are in each state (a state with none is absent).
  public func jobCounts() throws -> [JobState: Int] {
    try queue.counts()
  }
}
