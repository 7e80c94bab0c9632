/// What went wrong talking to PostgreSQL. Messages name the server (host and port) but never a
/// password.
public enum PostgresError: Error, Sendable, Equatable, CustomStringConvertible {
  case badURL(String)
  /// The server could not be reached or refused the connection.
  case connection(server: String, reason: String)
  /// A statement failed; `code` is the SQLSTATE ("40001", "57P01" …).
  case statement(code: String, message: String)
  /// The connection was lost (server restarted, network gone): open a new one.
  case lost(server: String, reason: String)

  public var description: String {
    switch self {
    case .badURL(let reason): "database URL: \(reason)"
    case .connection(let server, let reason): "cannot connect to PostgreSQL at \(server): \(reason)"
    case .statement(let code, let message): "PostgreSQL error \(code): \(message)"
    case .lost(let server, let reason): "lost the connection to PostgreSQL at \(server): \(reason)"
    }
  }

  /// Worth trying again on a new connection or transaction: the connection went away, the
  /// server is shutting down or starting, or a transaction lost a serialization race.
  public var isTransient: Bool {
    switch self {
    case .lost, .connection: true
    case .statement(let code, _):
      code.hasPrefix("08") || code.hasPrefix("57P") || code == "40001" || code == "40P01"
    case .badURL: false
    }
  }
}
