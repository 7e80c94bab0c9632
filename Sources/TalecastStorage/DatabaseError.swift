import CSQLite

/// A failed SQLite call: the result code, SQLite's message, and the SQL being run.
public struct DatabaseError: Error, Sendable, CustomStringConvertible {
  public let code: Int32
  public let message: String
  public let sql: String?

  public init(code: Int32, message: String, sql: String? = nil) {
    self.code = code
    self.message = message
    self.sql = sql
  }

  public var description: String {
    var text = "SQLite error \(code): \(message)"
    if let sql { text += " (in: \(sql.trimmingCharacters(in: .whitespacesAndNewlines)))" }
    return text
  }
}

extension DatabaseError {
  /// A constraint refused the change (a unique index, a foreign key, a check).
  public var isConstraint: Bool { code & 0xff == SQLITE_CONSTRAINT }
}
