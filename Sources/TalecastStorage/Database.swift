import CSQLite
import Foundation
import TalecastCore

/// One SQLite database file in WAL mode. The connection is not thread-safe by itself, so it
/// is only reached through `read` / `write`, which hold a lock (`Locked`); `write` runs in a transaction.
public final class Database: Sendable {
  private let connection: Locked<Connection>
  public let path: String
  /// Commits seen by a watcher thread of its own, started by the first `watchChanges`.
  let changes: DatabaseChanges

  /// Opens (creating if needed) the database at `path` and switches it to WAL.
  public init(path: String) throws(DatabaseError) {
    self.path = path
    changes = DatabaseChanges(path: path)
    var handle: OpaquePointer?
    let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX
    let status = sqlite3_open_v2(path, &handle, flags, nil)
    guard status == SQLITE_OK, let handle else {
      let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
      sqlite3_close_v2(handle)
      throw DatabaseError(code: status, message: "cannot open \(path): \(message)")
    }
    let opened = Connection(handle: handle)
    sqlite3_busy_timeout(handle, Int32(Self.busyTimeout * 1000))
    let registered = CaseFolding.register(on: handle)
    guard registered == SQLITE_OK else {
      throw DatabaseError(code: registered, message: "cannot add the fold() function")
    }
    // Two processes opening a new media root at once: switching to WAL needs the file to
    // itself, and SQLite answers SQLITE_BUSY there without calling the busy handler (seen in
    // 3 of 6 pairs of `serve`). So it is tried again, for as long as the busy timeout.
    try Self.retryingWhileBusy { () throws(DatabaseError) in
      try opened.execute("PRAGMA journal_mode = WAL")
    }
    try opened.execute("PRAGMA foreign_keys = ON")
    try opened.execute("PRAGMA synchronous = NORMAL")
    // Searches touch many story rows: reading them through a memory map and keeping 64 MiB of
    // pages cached took a search page over 100 000 stories from ≈6 ms to ≈3 ms (make bench).
    try opened.execute("PRAGMA mmap_size = 268435456")
    try opened.execute("PRAGMA cache_size = -65536")
    connection = Locked(opened)
  }

  /// How long a statement waits for another process's lock before it is an error.
  public static let busyTimeout = 10.0

  /// Runs `body` again while SQLite says the database is busy or locked, with growing pauses
  /// (1 ms doubling to 100 ms), until `busyTimeout` has passed; then the last error stands.
  static func retryingWhileBusy(_ body: () throws(DatabaseError) -> Void) throws(DatabaseError) {
    let deadline = ContinuousClock.now + .seconds(busyTimeout)
    var pause = 0.001
    while true {
      do {
        return try body()
      } catch {
        let code = error.code & 0xff
        guard code == SQLITE_BUSY || code == SQLITE_LOCKED, ContinuousClock.now < deadline else {
          throw error
        }
        Thread.sleep(forTimeInterval: pause)
        pause = min(0.1, pause * 2)
      }
    }
  }

  deinit {
    // Cached statements hold the connection; let them go so it can close.
    connection.withLock { $0.statements.removeAll() }
  }

  /// Runs `body` with the connection, outside any transaction.
  public func read<T>(_ body: (borrowing Connection) throws -> T) throws -> T {
    try connection.withLock { connection in try body(connection) }
  }

  /// Runs `body` inside a transaction: committed if it returns, rolled back if it throws.
  public func write<T>(_ body: (borrowing Connection) throws -> T) throws -> T {
    try connection.withLock { connection in
      try connection.execute("BEGIN IMMEDIATE")
      do {
        let result = try body(connection)
        try connection.execute("COMMIT")
        return result
      } catch {
        try? connection.execute("ROLLBACK")
        throw error
      }
    }
  }
}

/// The open connection. Its owner (`Database`) keeps it behind a lock; it closes in `deinit`.
public final class Connection {
  let handle: OpaquePointer
  /// Statements `run` and `rows` prepared before with `reuse`, by SQL text: preparing costs
  /// more than running for the queue's small statements. Opt-in: kept, the library's search
  /// statements ran slower (make bench). Reached only under the owner's lock.
  var statements: [String: Statement] = [:]

  init(handle: OpaquePointer) { self.handle = handle }

  deinit { sqlite3_close_v2(handle) }

  /// Runs one or more statements that return no rows.
  public func execute(_ sql: String) throws(DatabaseError) {
    var message: UnsafeMutablePointer<CChar>?
    let status = sqlite3_exec(handle, sql, nil, nil, &message)
    guard status == SQLITE_OK else {
      let text = message.map { String(cString: $0) } ?? lastMessage
      sqlite3_free(message)
      throw DatabaseError(code: status, message: text, sql: sql)
    }
  }

  /// Prepares a statement and binds `arguments` to its `?` parameters in order.
  public func prepare(_ sql: String, _ arguments: [SQLValue] = []) throws(DatabaseError)
    -> Statement
  {
    let statement = try Statement(connection: self, sql: sql)
    try statement.bind(arguments)
    return statement
  }

  /// Runs a statement that returns no rows; `reuse` keeps it prepared for the next call.
  public func run(_ sql: String, _ arguments: [SQLValue] = [], reuse: Bool = false)
    throws(DatabaseError)
  {
    let statement = reuse ? try cached(sql, arguments) : try prepare(sql, arguments)
    defer { statement.reset() }
    while try statement.step() {}
  }

  /// Runs a query and returns every row; `reuse` keeps it prepared for the next call.
  public func rows(_ sql: String, _ arguments: [SQLValue] = [], reuse: Bool = false)
    throws(DatabaseError) -> [Row]
  {
    let statement = reuse ? try cached(sql, arguments) : try prepare(sql, arguments)
    defer { statement.reset() }
    var rows: [Row] = []
    while try statement.step() { rows.append(statement.row()) }
    return rows
  }

  /// A prepared statement for `sql` from the cache (or newly prepared into it), bound.
  private func cached(_ sql: String, _ arguments: [SQLValue]) throws(DatabaseError) -> Statement {
    let statement: Statement
    if let known = statements[sql] {
      statement = known
    } else {
      statement = try Statement(connection: self, sql: sql)
      // Queries built from user input vary; keep the cache small rather than clever.
      if statements.count >= 128 { statements.removeAll() }
      statements[sql] = statement
    }
    try statement.bind(arguments)
    return statement
  }

  /// Rows changed by the last INSERT, UPDATE or DELETE.
  public var changes: Int { Int(sqlite3_changes(handle)) }

  var lastMessage: String { String(cString: sqlite3_errmsg(handle)) }
}
