import Foundation

/// Where a PostgreSQL database is: a `postgresql://` (or `postgres://`) URL as libpq reads it.
/// `description` names the host, port, database and user but never the password, so it can go
/// into any message or log.
public struct PostgresURL: Sendable, Hashable, CustomStringConvertible {
  /// The URL exactly as given, for libpq.
  public let text: String
  public let host: String
  public let port: Int
  public let database: String
  public let user: String?

  /// Nil when `text` is not a PostgreSQL URL; throws when it is one but cannot be read.
  public init?(_ text: String) throws(PostgresError) {
    let lowered = text.lowercased()
    guard lowered.hasPrefix("postgresql://") || lowered.hasPrefix("postgres://") else {
      return nil
    }
    guard let components = URLComponents(string: text) else {
      throw PostgresError.badURL("not a URL: \(Self.redacting(text))")
    }
    self.text = text
    // A socket folder may be given as ?host=/path (libpq's way) instead of a host name.
    let hostQuery = components.queryItems?.first { $0.name == "host" }?.value
    host = components.host.flatMap { $0.isEmpty ? nil : $0 } ?? hostQuery ?? "localhost"
    let portQuery = components.queryItems?.first { $0.name == "port" }?.value.flatMap { Int($0) }
    port = components.port ?? portQuery ?? 5432
    let path =
      components.path.hasPrefix("/") ? String(components.path.dropFirst()) : components.path
    database = path.isEmpty ? (components.user ?? "postgres") : path
    user = components.user
  }

  public var description: String {
    "\(host):\(port)/\(database)" + (user.map { " as \($0)" } ?? "")
  }

  /// `text` with any password between "://user:" and "@" replaced by "***".
  public static func redacting(_ text: String) -> String {
    guard let scheme = text.range(of: "://"),
      let at = text[scheme.upperBound...].firstIndex(of: "@")
    else { return text }
    let credentials = text[scheme.upperBound..<at]
    guard let colon = credentials.firstIndex(of: ":") else { return text }
    return String(text[..<colon]) + ":***" + String(text[at...])
  }
}
