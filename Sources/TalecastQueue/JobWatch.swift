/// A store's way of telling idle workers that jobs may be due, so they need not poll: the
/// PostgreSQL store listens for the `NOTIFY` every submission sends, from any host.
public protocol JobWatch: Sendable {
  func stop()
}

extension JobStore {
  /// Stores that cannot tell when jobs arrive (SQLite, memory) leave the pool to poll.
  public func watchForJobs(_ wake: @escaping @Sendable () -> Void) -> (any JobWatch)? { nil }
}
