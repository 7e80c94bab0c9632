import CPostgres
import Foundation

/// One connection to a PostgreSQL server through libpq. It owns its `PGconn` and closes it in
/// `deinit`. Not thread-safe (libpq connections are not): one owner uses it at a time, and
/// whoever shares one protects it. @unchecked Sendable: a connection moves between threads
/// only through `PostgresDatabase`'s pool, which hands each to one user at a time.
public final class PostgresConnection: @unchecked Sendable {
  public let url: PostgresURL
  private let connection: OpaquePointer

  /// Connects, or throws `.connection` naming the host and port (never the password).
  /// `connect_timeout` bounds a server that does not answer; the URL's own setting wins.
  public init(_ url: PostgresURL, timeoutSeconds: Int = 10) throws(PostgresError) {
    self.url = url
    if case .failure(let missing) = LibpqLibrary.opened {
      throw .connection(server: url.description, reason: missing.description)
    }
    let settings = url.settings(connectTimeout: timeoutSeconds)
    // The C strings live until PQconnectdbParams returns; both lists end with NULL.
    let keywords = settings.map { strdup($0.keyword) } + [nil]
    let values = settings.map { strdup($0.value) } + [nil]
    defer { for string in keywords + values { free(string) } }
    let made = keywords.map { UnsafePointer($0) }.withUnsafeBufferPointer { keywordList in
      values.map { UnsafePointer($0) }.withUnsafeBufferPointer { valueList in
        pq.PQconnectdbParams(keywordList.baseAddress, valueList.baseAddress, 0)
      }
    }
    guard let connection = made else {
      throw .connection(server: url.description, reason: "out of memory")
    }
    guard pq.PQstatus(connection) == CONNECTION_OK else {
      let reason = Self.message(pq.PQerrorMessage(connection), url: url)
      pq.PQfinish(connection)
      throw .connection(server: url.description, reason: reason)
    }
    self.connection = connection
    // Notices ("relation already exists, skipping") are not errors: keep them off stderr.
    _ = pq.PQsetNoticeProcessor(connection, { _, _ in }, nil)
  }

  deinit { pq.PQfinish(connection) }

  /// Whether the connection is still usable (false after the server went away).
  public var isOpen: Bool { pq.PQstatus(connection) == CONNECTION_OK }

  /// Runs one statement with `$1`, `$2` … parameters sent separately from the text (so no value
  /// is ever read as SQL), and returns its rows.
  @discardableResult
  public func execute(_ sql: String, _ parameters: [PostgresValue] = []) throws(PostgresError)
    -> PostgresRows
  {
    let texts = parameters.map(\.text)
    // Each value is a C string that lives until PQexecParams returns.
    var cStrings: [UnsafeMutablePointer<CChar>?] = texts.map { $0.flatMap { strdup($0) } }
    defer { for string in cStrings { free(string) } }
    let result: OpaquePointer? = cStrings.withUnsafeMutableBufferPointer { buffer in
      buffer.withMemoryRebound(to: UnsafePointer<CChar>?.self) { values in
        pq.PQexecParams(
          connection, sql, Int32(parameters.count), nil, values.baseAddress, nil, nil, 0)
      }
    }
    return try rows(of: result)
  }

  /// Runs statements without parameters (several separated by semicolons): migrations.
  public func executeScript(_ sql: String) throws(PostgresError) {
    _ = try rows(of: pq.PQexec(connection, sql))
  }

  private func rows(of result: OpaquePointer?) throws(PostgresError) -> PostgresRows {
    guard let result else { throw lostOrFailed() }
    defer { pq.PQclear(result) }
    switch pq.PQresultStatus(result) {
    case PGRES_COMMAND_OK, PGRES_EMPTY_QUERY:
      return PostgresRows(
        columns: [], values: [], affected: Int(String(cText: pq.PQcmdTuples(result))) ?? 0)
    case PGRES_TUPLES_OK:
      return PostgresRows(result)
    default:
      if !isOpen { throw lostOrFailed() }
      let code = pq.PQresultErrorField(result, Int32(UInt8(ascii: "C"))).map { String(cString: $0) }
      let message = Self.message(pq.PQresultErrorMessage(result), url: url)
      throw .statement(code: code ?? "?????", message: message)
    }
  }

  private func lostOrFailed() -> PostgresError {
    .lost(server: url.description, reason: Self.message(pq.PQerrorMessage(connection), url: url))
  }

  // MARK: LISTEN / NOTIFY

  /// A notification received on a channel this connection listens to.
  public struct Notification: Sendable, Hashable {
    public var channel: String
    public var payload: String

    public init(channel: String, payload: String) {
      self.channel = channel
      self.payload = payload
    }
  }

  public func listen(_ channel: String) throws(PostgresError) {
    try execute("LISTEN \(Self.identifier(channel))")
  }

  public func notify(_ channel: String, payload: String = "") throws(PostgresError) {
    try execute("SELECT pg_notify($1, $2)", [.text(channel), .text(payload)])
  }

  /// Waits up to `timeout` seconds (nil: as long as it takes) for notifications and returns
  /// those that arrived: empty on timeout, or as soon as `interrupt` (a descriptor, such as a
  /// pipe's end) becomes readable. Throws `.lost` when the connection went away while waiting.
  public func notifications(waitingUpTo timeout: Double?, interrupt: Int32 = -1)
    throws(PostgresError) -> [Notification]
  {
    var received = drainNotifications()
    if !received.isEmpty { return received }
    var descriptors = [
      pollfd(fd: pq.PQsocket(connection), events: Int16(POLLIN), revents: 0),
      pollfd(fd: interrupt, events: Int16(POLLIN), revents: 0),
    ]
    guard descriptors[0].fd >= 0 else { throw lostOrFailed() }
    let ready = poll(&descriptors, 2, timeout.map { Int32(max(0, $0) * 1000) } ?? -1)
    if ready > 0 && descriptors[0].revents != 0 {
      guard pq.PQconsumeInput(connection) == 1 else { throw lostOrFailed() }
      received = drainNotifications()
    }
    return received
  }

  private func drainNotifications() -> [Notification] {
    var received: [Notification] = []
    while let note = pq.PQnotifies(connection) {
      received.append(
        Notification(
          channel: String(cString: note.pointee.relname),
          payload: String(cString: note.pointee.extra)))
      pq.PQfreemem(note)
    }
    return received
  }

  // MARK: helpers

  /// An identifier quoted for SQL ("talecast_jobs" → "\"talecast_jobs\"").
  public static func identifier(_ name: String) -> String {
    "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }

  /// libpq's or the server's message on one line, with `url`'s password taken out: whatever
  /// libpq says goes through here before anyone sees it.
  private static func message(_ pointer: UnsafePointer<CChar>?, url: PostgresURL) -> String {
    guard let pointer else { return "unknown error" }
    // libpq's messages run over several lines, the later ones indented with a tab.
    return url.redact(String(cString: pointer)).split(whereSeparator: \.isNewline)
      .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
      .joined(separator: "; ")
  }
}
