import Foundation
import TalecastCore

/// One PostgreSQL database as the stores use it: a small pool of connections, transactions
/// that roll back on any error, and reconnection with back-off when the server goes away (a
/// restart, a failover): a transaction that fails because the connection was lost is run
/// again on a new one, for up to `patience` seconds.
public final class PostgresDatabase: Sendable {
  public let url: PostgresURL
  /// How long to keep trying to reach the server before giving up on a transaction.
  public let patience: Double
  /// Idle connections, taken by one transaction at a time. The lock (`Locked`) guards only
  /// the list: a connection taken from it is its transaction's alone.
  private let idle = Locked<[PostgresConnection]>([])

  /// Connects once to check the server is there (a clear error naming host and port if not).
  public init(_ url: PostgresURL, patience: Double = 60) throws(PostgresError) {
    self.url = url
    self.patience = patience
    let first = try PostgresConnection(url)
    idle.withLock { $0.append(first) }
  }

  /// Runs `body` in a transaction on a connection of the pool: COMMIT when it returns, ROLLBACK
  /// when it throws. Lost connections and serialization failures are retried with back-off.
  @discardableResult
  public func transaction<T>(_ body: (PostgresConnection) throws -> T) throws -> T {
    let started = Date()
    var wait = 0.05
    while true {
      do {
        let connection = try take()
        do {
          try connection.execute("BEGIN")
          let value = try body(connection)
          try connection.execute("COMMIT")
          give(back: connection)
          return value
        } catch {
          if connection.isOpen {
            _ = try? connection.execute("ROLLBACK")
            give(back: connection)
          }
          throw error
        }
      } catch let error as PostgresError where error.isTransient {
        guard Date().timeIntervalSince(started) + wait < patience else { throw error }
        Thread.sleep(forTimeInterval: wait)
        wait = min(wait * 2, 2)
      }
    }
  }

  /// Runs `body` on a connection outside any transaction (migrations take their own locks).
  public func withConnection<T>(_ body: (PostgresConnection) throws -> T) throws -> T {
    let connection = try take()
    defer { if connection.isOpen { give(back: connection) } }
    return try body(connection)
  }

  private func take() throws(PostgresError) -> PostgresConnection {
    while let connection = idle.withLock({ $0.popLast() }) {
      if connection.isOpen { return connection }
    }
    return try PostgresConnection(url)
  }

  private func give(back connection: PostgresConnection) {
    idle.withLock { idle in
      // A few idle connections are enough for a worker pool; more are closed.
      if idle.count < 8 { idle.append(connection) }
    }
  }
}
