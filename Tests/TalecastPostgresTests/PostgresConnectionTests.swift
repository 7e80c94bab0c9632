import Foundation
import TalecastPostgres
import TalecastTesting
import Testing

/// The libpq adapter against a real PostgreSQL 15 server the tests start themselves (one
/// shared server, a database per test; the restart test has a server of its own).
@Suite struct PostgresConnectionTests {
  let url: PostgresURL

  init() throws {
    url = try #require(try PostgresURL(try PostgresServer.shared.makeDatabase()))
  }

  @Test func runsStatementsWithParametersAndReadsRows() throws {
    let connection = try PostgresConnection(url)
    try connection.executeScript(
      "CREATE TABLE heroes (id TEXT PRIMARY KEY, name TEXT NOT NULL, age INTEGER, brave BOOLEAN)")
    // A value is never read as SQL, quotes and all.
    let name = "Robert'); DROP TABLE heroes; --"
    let inserted = try connection.execute(
      "INSERT INTO heroes VALUES ($1, $2, $3, $4)",
      [.text("h1"), .text(name), .integer(7), .bool(true)])
    #expect(inserted.affected == 1)
    try connection.execute(
      "INSERT INTO heroes VALUES ($1, $2, $3, $4)",
      [.text("h2"), .text("Ünï"), .null, .bool(false)])
    let rows = try connection.execute("SELECT * FROM heroes ORDER BY id")
    #expect(rows.columns == ["id", "name", "age", "brave"])
    #expect(rows.count == 2)
    #expect(rows.string(0, "name") == name)
    #expect(rows.int(0, "age") == 7 && rows.bool(0, "brave") == true)
    #expect(rows.string(1, "name") == "Ünï" && rows.int(1, "age") == nil)
  }

  /// A whole batch goes as one array parameter: every value comes back as it was, quotes,
  /// backslashes, braces, commas, empty and NULL alike.
  @Test func arrayParametersKeepEveryValue() throws {
    let connection = try PostgresConnection(url)
    let values: [String?] = ["a\"b", "c\\d", nil, "{x,y}", "", "NULL", "ünï \n line"]
    let rows = try connection.execute(
      "SELECT v FROM unnest($1::text[]) WITH ORDINALITY AS t(v, n) ORDER BY n", [.array(values)])
    #expect((0..<rows.count).map { rows.string($0, "v") } == values)
    let numbers = try connection.execute(
      "SELECT sum(x) AS s FROM unnest($1::float8[]) AS t(x)",
      [.array([0.5, 1e-9, 1_800_000_000.25])])
    #expect(numbers.double(0, "s") == 0.5 + 1e-9 + 1_800_000_000.25)
  }

  @Test func aFailedStatementSaysItsCode() throws {
    let connection = try PostgresConnection(url)
    let error = #expect(throws: PostgresError.self) {
      try connection.execute("SELECT * FROM no_such_table")
    }
    guard case .statement(let code, let message) = error else {
      Issue.record("expected a statement error, got \(String(describing: error))")
      return
    }
    #expect(code == "42P01" && message.contains("no_such_table"), "\(message)")
    #expect(error?.isTransient == false)
    #expect(connection.isOpen, "a failed statement leaves the connection usable")
  }

  @Test func notificationsWakeAListener() throws {
    let listener = try PostgresConnection(url)
    try listener.listen("talecast_jobs")
    #expect(try listener.notifications(waitingUpTo: 0.05).isEmpty)
    let sender = try PostgresConnection(url)
    try sender.notify("talecast_jobs", payload: "job-1")
    let started = Date()
    let received = try listener.notifications(waitingUpTo: 5)
    #expect(received == [.init(channel: "talecast_jobs", payload: "job-1")])
    #expect(Date().timeIntervalSince(started) < 4, "woken by the notification, not the timeout")
  }

  /// A refused connection names the host and port, never the password.
  @Test func aRefusedConnectionNamesTheServerButNotThePassword() throws {
    let closed = try #require(
      try PostgresURL(
        "postgresql://talecast:s3cret-pw@127.0.0.1:\(try PostgresServer.freePortForTests())/library"
      ))
    let error = #expect(throws: PostgresError.self) { try PostgresConnection(closed) }
    let text = error.map { "\($0)" } ?? ""
    #expect(text.contains("127.0.0.1:") && text.contains("/library as talecast"), "\(text)")
    #expect(!text.contains("s3cret-pw"), "\(text)")
    #expect(error?.isTransient == true)
    #expect(
      PostgresURL.redactingCredentials("postgresql://a:b@h/d") == "postgresql://a:***@h/d")
    #expect(try PostgresURL("/tmp/talecast.sqlite") == nil, "a path is not a PostgreSQL URL")
  }

  /// After the server restarts, the old connection reports itself lost and a new one works.
  @Test func aRestartLosesTheConnectionAndANewOneWorks() throws {
    let server = try PostgresServer()
    let url = try #require(try PostgresURL(server.url))
    let connection = try PostgresConnection(url)
    try connection.execute("SELECT 1")
    try server.restart()
    let error = #expect(throws: PostgresError.self) { try connection.execute("SELECT 1") }
    #expect(error?.isTransient == true, "\(String(describing: error))")
    let again = try PostgresConnection(url)
    #expect(try again.execute("SELECT 2 AS two").int(0, "two") == 2)
    // A pooled database reconnects by itself: the transaction after a restart just works.
    let database = try PostgresDatabase(url, patience: 20)
    try server.restart()
    #expect(try database.transaction { try $0.execute("SELECT 3 AS three").int(0, "three") } == 3)
  }
}
