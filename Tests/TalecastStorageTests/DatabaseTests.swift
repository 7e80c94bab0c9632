import Foundation
import TalecastTesting
import Testing

@testable import TalecastStorage

@Suite struct DatabaseTests {
  func open() throws -> Database {
    try Database(path: try TemporaryFolder.make("db").appendingPathComponent("test.sqlite").path)
  }

  @Test func valuesRoundTripThroughBoundParameters() throws {
    let db = try open()
    try db.write { try $0.execute("CREATE TABLE t (a INTEGER, b REAL, c TEXT, d BLOB, e TEXT)") }
    try db.write { db in
      try db.run(
        "INSERT INTO t VALUES (?, ?, ?, ?, ?)",
        [.integer(-7), .real(2.5), .text("é'\"; DROP"), .blob([0, 1, 255]), .null])
    }
    let row = try db.read { try $0.rows("SELECT * FROM t")[0] }
    #expect(row.int("a") == -7)
    #expect(row.double("b") == 2.5)
    #expect(row.string("c") == "é'\"; DROP")
    #expect(row.columns["d"] == .blob([0, 1, 255]))
    #expect(row.columns["e"] == .null)
  }

  /// Text is bound and read by its length, so a NUL inside it (JSON's \u0000) is kept.
  @Test func textWithANulInsideRoundTripsWhole() throws {
    let db = try open()
    try db.write { try $0.execute("CREATE TABLE t (c TEXT)") }
    try db.write { try $0.run("INSERT INTO t VALUES (?), (?)", [.text("a\u{0}b"), .text("")]) }
    let rows = try db.read { try $0.rows("SELECT c, length(CAST(c AS BLOB)) AS n FROM t") }
    #expect(rows.map { $0.string("c") } == ["a\u{0}b", ""])
    #expect(rows.map { $0.int("n") } == [3, 0])
  }

  @Test func aFailedWriteRollsBackEverything() throws {
    let db = try open()
    try db.write { try $0.execute("CREATE TABLE t (a INTEGER PRIMARY KEY)") }
    #expect(throws: DatabaseError.self) {
      try db.write { db in
        try db.run("INSERT INTO t VALUES (1)")
        try db.run("INSERT INTO t VALUES (1)")
      }
    }
    #expect(try db.read { try $0.rows("SELECT * FROM t") }.isEmpty)
  }

  @Test func errorsCarryTheCodeMessageAndSQL() throws {
    let db = try open()
    do {
      _ = try db.read { try $0.rows("SELECT * FROM missing") }
      Issue.record("expected an error")
    } catch let error as DatabaseError {
      #expect(error.code == 1)
      #expect(error.message.contains("no such table: missing"))
      #expect(error.sql == "SELECT * FROM missing")
    }
  }

  @Test func anUnopenablePathIsAClearError() {
    #expect(throws: DatabaseError.self) { try Database(path: "/nonexistent/folder/x.sqlite") }
  }
}
