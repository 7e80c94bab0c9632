import CPostgres

/// A value sent as a statement parameter, in PostgreSQL's text form.
public enum PostgresValue: Sendable, Hashable {
  case text(String)
  case integer(Int)
  case real(Double)
  case bool(Bool)
  case null

  /// An array parameter (for `$1::text[]`, `unnest`), in PostgreSQL's array literal: every
  /// element quoted with its backslashes and quotes escaped, nil as NULL. One parameter for a
  /// whole batch is what keeps a batch to one round trip.
  public static func array(_ values: [String?]) -> PostgresValue {
    // Built byte by byte: a batch of job payloads is a few hundred kilobytes, and escaping it
    // with string replacement took longer than PostgreSQL took to insert it.
    var bytes: [UInt8] = [UInt8(ascii: "{")]
    bytes.reserveCapacity(values.reduce(2) { $0 + ($1?.utf8.count ?? 4) + 3 })
    for (index, value) in values.enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
      guard let value else {
        bytes.append(contentsOf: "NULL".utf8)
        continue
      }
      bytes.append(UInt8(ascii: "\""))
      for byte in value.utf8 {
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
          bytes.append(UInt8(ascii: "\\"))
        }
        bytes.append(byte)
      }
      bytes.append(UInt8(ascii: "\""))
    }
    bytes.append(UInt8(ascii: "}"))
    return .text(String(decoding: bytes, as: UTF8.self))
  }

  public static func array(_ values: [Int]) -> PostgresValue { array(values.map { String($0) }) }
  public static func array(_ values: [Double]) -> PostgresValue { array(values.map { String($0) }) }

  var text: String? {
    switch self {
    case .text(let value): value
    case .integer(let value): String(value)
    case .real(let value): String(value)
    case .bool(let value): value ? "true" : "false"
    case .null: nil
    }
  }
}

/// The rows a statement returned, copied out of libpq's result (which is freed at once).
public struct PostgresRows: Sendable {
  public let columns: [String]
  /// Per row, per column: the text form, or nil for NULL.
  public let values: [[String?]]
  /// Per column, its type's OID (`pg_type.oid`: 20 int8, 701 float8, 25 text …).
  public let types: [UInt32]
  /// Rows changed by an INSERT, UPDATE or DELETE.
  public let affected: Int

  init(columns: [String], values: [[String?]], affected: Int) {
    self.columns = columns
    self.values = values
    self.types = []
    self.affected = affected
  }

  init(_ result: OpaquePointer) {
    let rowCount = Int(pq.PQntuples(result))
    let columnCount = Int(pq.PQnfields(result))
    columns = (0..<columnCount).map { String(cText: pq.PQfname(result, Int32($0))) }
    types = (0..<columnCount).map { UInt32(pq.PQftype(result, Int32($0))) }
    values = (0..<rowCount).map { row in
      (0..<columnCount).map { column in
        pq.PQgetisnull(result, Int32(row), Int32(column)) == 1
          ? nil : String(cText: pq.PQgetvalue(result, Int32(row), Int32(column)))
      }
    }
    affected = rowCount
  }

  public var count: Int { values.count }

  /// The value of `column` in `row`, by name.
  public func string(_ row: Int, _ column: String) -> String? {
    guard let index = columns.firstIndex(of: column) else { return nil }
    return values[row][index]
  }

  public func int(_ row: Int, _ column: String) -> Int? { string(row, column).flatMap { Int($0) } }
  public func double(_ row: Int, _ column: String) -> Double? {
    string(row, column).flatMap { Double($0) }
  }
  public func bool(_ row: Int, _ column: String) -> Bool? { string(row, column).map { $0 == "t" } }
}
