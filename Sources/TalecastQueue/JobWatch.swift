import TalecastContract
import TalecastCore
import TalecastPostgres

extension JobStore {
  /// Stores that cannot tell when jobs arrive leave the pool to poll.
  public func watchForJobs(_ wake: @escaping @Sendable () -> Void) -> (any StoreWatch)? { nil }
}

extension SQLiteJobStore {
  /// Every commit to the database, by any process, wakes idle workers: SQLite cannot say which
  /// table changed. A claim that finds nothing is a short write transaction (the claim and the
  /// endings it carries are one commit); the doorbell folds a burst of commits into one look.
  public func watchForJobs(_ wake: @escaping @Sendable () -> Void) -> (any StoreWatch)? {
    database.watchChanges(wake)
  }
}

extension PostgresJobStore {
  /// The `NOTIFY` every submission (and every job given back to the queue) sends, from any host.
  public func watchForJobs(_ wake: @escaping @Sendable () -> Void) -> (any StoreWatch)? {
    let listener = PostgresListener(url: database.url, channel: Self.channel, wake: wake)
    return StoreWatchHandle { listener.stop() }
  }
}
