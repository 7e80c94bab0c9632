import Foundation

/// Where a PostgreSQL database is: a `postgresql://` (or `postgres://`) URL, read here rather
/// than by libpq so that libpq never sees the password inside a URI (its parse errors quote
/// the text they could not read: `invalid percent-encoded token: "50%offSecret"`). The
/// connection gets the parts as separate keywords (`settings`).
///
/// The last `@` separates the credentials from the server, and the first `:` of the
/// credentials the user from the password, so a password may hold `@`, `:`, `/`, `?`, spaces
/// or any Unicode as typed; `%XX` is decoded, a `%` not followed by two hex digits is kept as
/// it is. `description` names the host, port, database and user but never the password, so
/// it can go into any message or log; `redact` takes the password out of any other text.
public struct PostgresURL: Sendable, Hashable, CustomStringConvertible {
  public let host: String
  public let port: Int
  public let database: String
  public let user: String?
  /// The password as libpq gets it (decoded), and as it was written in the URL.
  private let password: String?
  private let writtenPassword: String?
  /// libpq's settings from the URL's query (`sslmode`, `connect_timeout`, `host` for a socket
  /// folder …), by keyword.
  private let options: [(keyword: String, value: String)]

  /// Nil when `text` is not a PostgreSQL URL; throws when it is one but cannot be read (the
  /// message never holds the password).
  public init?(_ text: String) throws(PostgresError) {
    let lowered = text.lowercased()
    guard let scheme = ["postgresql://", "postgres://"].first(where: { lowered.hasPrefix($0) })
    else { return nil }
    let rest = text.dropFirst(scheme.count)
    // The credentials end at the last "@" before the query: a query's value may hold an "@"
    // too (`?password=a@b`), and read as credentials it would be shown as the user.
    let at = rest[..<Self.queryStart(rest)].lastIndex(of: "@")
    let credentials = at.map { rest[..<$0] }
    let server = at.map { rest[rest.index(after: $0)...] } ?? rest
    let queryStart = server.firstIndex(of: "?")
    let beforeQuery = server[..<(queryStart ?? server.endIndex)]
    let slash = beforeQuery.firstIndex(of: "/")
    let authority = beforeQuery[..<(slash ?? beforeQuery.endIndex)]
    let path = slash.map { beforeQuery[beforeQuery.index(after: $0)...] } ?? ""
    // What a message may show of the URL: the user, never the password.
    let shown =
      text.prefix(scheme.count)
      + (credentials.map { $0.prefix { $0 != ":" } + ($0.contains(":") ? ":***@" : "@") } ?? "")
      + server
    let problem = { (what: String) in
      PostgresError.badURL("\(what) in \(Self.redactingCredentials(String(shown)))")
    }

    var options: [(keyword: String, value: String)] = []
    for pair in (queryStart.map { server[server.index(after: $0)...] } ?? "").split(separator: "&")
    {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard parts.count == 2, !parts[0].isEmpty else {
        throw problem("a query setting is not keyword=value")
      }
      let keyword = Self.decoded(parts[0])
      // libpq's one alias among its URI settings.
      if keyword == "ssl" && Self.decoded(parts[1]) == "true" {
        options.append(("sslmode", "require"))
      } else {
        options.append((keyword, Self.decoded(parts[1])))
      }
    }
    func option(_ keyword: String) -> String? { options.last { $0.keyword == keyword }?.value }

    let (hostText, portText) = try Self.split(authority: authority, problem: problem)
    guard !hostText.contains(",") else { throw problem("more than one host") }
    host = hostText.isEmpty ? option("host") ?? "localhost" : Self.decoded(hostText)
    let givenPort = portText ?? option("port")
    guard let port = givenPort.map({ Int($0) }) ?? 5432, (1...65535).contains(port) else {
      throw problem("the port is not a number from 1 to 65535")
    }
    self.port = port
    if let credentials {
      let colon = credentials.firstIndex(of: ":")
      let name = Self.decoded(credentials[..<(colon ?? credentials.endIndex)])
      user = name.isEmpty ? option("user") : name
      writtenPassword = colon.map { String(credentials[credentials.index(after: $0)...]) }
    } else {
      user = option("user")
      writtenPassword = nil
    }
    password = writtenPassword.map { Self.decoded($0[...]) } ?? option("password")
    let name = Self.decoded(path)
    database = name.isEmpty ? option("dbname") ?? user ?? "postgres" : name
    var settings = options.filter { !["password", "user", "dbname", "port"].contains($0.keyword) }
    if !hostText.isEmpty { settings.removeAll { $0.keyword == "host" } }
    self.options = settings
  }

  public var description: String {
    "\(host):\(port)/\(database)" + (user.map { " as \($0)" } ?? "")
  }

  /// The keywords and values libpq connects with (`PQconnectdbParams`): the URL's parts and
  /// query settings; the password among them, so this goes to libpq and nowhere else.
  func settings(connectTimeout: Int) -> [(keyword: String, value: String)] {
    var settings = options
    if !options.contains(where: { $0.keyword == "host" }) && host != "localhost" {
      settings.append(("host", host))
    }
    settings.append(("port", "\(port)"))
    settings.append(("dbname", database))
    if let user { settings.append(("user", user)) }
    if let password { settings.append(("password", password)) }
    if !options.contains(where: { $0.keyword == "connect_timeout" }) {
      settings.append(("connect_timeout", "\(connectTimeout)"))
    }
    return settings
  }

  /// `message` with this URL's password taken out wherever it appears (as decoded, as written
  /// and percent-encoded), and any credentials `redactingCredentials` finds. Every message
  /// that comes from libpq or the server goes through this before it is shown or logged.
  public func redact(_ message: String) -> String {
    var text = message
    let forms = [
      password, writtenPassword, password.map { Self.encoded($0) },
      password.map { Self.encoded($0, lowercase: true) },
    ]
    for form in Set(forms.compactMap { $0 }).sorted(by: { $0.count > $1.count })
    where !form.isEmpty {
      text = text.replacingOccurrences(of: form, with: "***")
    }
    return Self.redactingCredentials(text)
  }

  /// `text` with the password of any URL in it (between "://user:" and the last "@" before the
  /// next space) and of any `password=` setting replaced by "***".
  public static func redactingCredentials(_ text: String) -> String {
    var result = ""
    var rest = text[...]
    while let scheme = rest.range(of: "://") {
      result += rest[..<scheme.upperBound]
      rest = rest[scheme.upperBound...]
      let end = rest.firstIndex { $0 == " " || $0 == "\"" || $0 == "'" } ?? rest.endIndex
      guard let at = rest[..<queryStart(rest[..<end])].lastIndex(of: "@") else { continue }
      let credentials = rest[..<at]
      result += credentials.firstIndex(of: ":").map { credentials[...$0] + "***" } ?? credentials
      rest = rest[at...]
    }
    result += rest
    return result.replacingOccurrences(
      of: #"password\s*=\s*('(\\.|[^'])*'|\S+)"#, with: "password=***",
      options: [.regularExpression, .caseInsensitive])
  }

  /// Where the query starts in what follows the scheme: at the first "?" followed by a
  /// setting (`name=`), so that a password may hold a "?" (but not "?name=" unencoded).
  static func queryStart(_ rest: Substring) -> Substring.Index {
    var index = rest.startIndex
    while let mark = rest[index...].firstIndex(of: "?") {
      let after = rest[rest.index(after: mark)...]
      let name = after.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      if !name.isEmpty, after.dropFirst(name.count).first == "=" { return mark }
      index = rest.index(after: mark)
    }
    return rest.endIndex
  }

  /// Host and port of `host`, `host:port` or `[v6]:port`.
  private static func split(
    authority: Substring, problem: (String) -> PostgresError
  ) throws(PostgresError) -> (host: Substring, port: String?) {
    if authority.hasPrefix("[") {
      guard let close = authority.firstIndex(of: "]") else {
        throw problem("an IPv6 address without its closing ]")
      }
      let after = authority[authority.index(after: close)...]
      guard after.isEmpty || after.hasPrefix(":") else { throw problem("text after the ]") }
      return (
        authority[authority.index(after: authority.startIndex)..<close],
        after.isEmpty ? nil : String(after.dropFirst())
      )
    }
    guard let colon = authority.lastIndex(of: ":") else { return (authority, nil) }
    return (authority[..<colon], String(authority[authority.index(after: colon)...]))
  }

  /// `%XX` sequences decoded as UTF-8; a `%` that starts none is kept as it is.
  static func decoded(_ text: Substring) -> String {
    let bytes = Array(text.utf8)
    var result: [UInt8] = []
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
        let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
      {
        result.append(high << 4 | low)
        index += 3
      } else {
        result.append(bytes[index])
        index += 1
      }
    }
    return String(decoding: result, as: UTF8.self)
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  /// Every byte but unreserved ASCII as `%XX`: how a password is written in a URL (upper- or
  /// lower-case hex).
  static func encoded(_ text: String, lowercase: Bool = false) -> String {
    let unreserved = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~".utf8)
    return text.utf8.map { byte in
      unreserved.contains(byte)
        ? String(UnicodeScalar(byte)) : "%" + String(format: lowercase ? "%02x" : "%02X", byte)
    }.joined()
  }

  public static func == (left: PostgresURL, right: PostgresURL) -> Bool {
    left.description == right.description && left.password == right.password
      && left.options.elementsEqual(right.options) { $0 == $1 }
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(description)
    hasher.combine(password)
  }
}
