import CSQLite

/// A value bound to or read from SQLite.
public enum SQLValue: Sendable, Hashable {
  case integer(Int64)
  case real(Double)
  case text(String)
  case blob([UInt8])
  case null
}

/// A prepared statement: prepared in `init`, finalized in `deinit`.
public final class Statement {
  private let handle: OpaquePointer
  private let connection: Connection
  let sql: String
  /// The result's column names, read once a run and shared by its rows: a page of rows asked
  /// SQLite for each name and made a `String` of it for every row, and each row hashed every
  /// name into a dictionary of its own.
  private var names: ColumnNames?

  init(connection: Connection, sql: String) throws(DatabaseError) {
    var prepared: OpaquePointer?
    let status = sqlite3_prepare_v2(connection.handle, sql, -1, &prepared, nil)
    guard status == SQLITE_OK, let prepared else {
      throw DatabaseError(code: status, message: connection.lastMessage, sql: sql)
    }
    self.handle = prepared
    self.connection = connection
    self.sql = sql
  }

  deinit { sqlite3_finalize(handle) }

  func bind(_ values: [SQLValue]) throws(DatabaseError) {
    for (offset, value) in values.enumerated() {
      let position = Int32(offset + 1)
      let status: Int32
      switch value {
      case .integer(let number): status = sqlite3_bind_int64(handle, position, number)
      case .real(let number): status = sqlite3_bind_double(handle, position, number)
      case .text(let text):
        // With its length in bytes: a NUL inside the text (JSON allows \u0000) is kept, not
        // the end of it.
        // (An empty buffer may have no address, and a null pointer would bind NULL.)
        var text = text
        status = text.withUTF8 { bytes in
          bytes.withMemoryRebound(to: CChar.self) { characters in
            guard let start = characters.baseAddress, !characters.isEmpty else {
              return sqlite3_bind_text(handle, position, "", 0, tc_sqlite_transient())
            }
            return sqlite3_bind_text(
              handle, position, start, Int32(characters.count), tc_sqlite_transient())
          }
        }
      case .blob(let bytes):
        status = bytes.withUnsafeBytes {
          sqlite3_bind_blob(
            handle, position, $0.baseAddress, Int32($0.count), tc_sqlite_transient())
        }
      case .null: status = sqlite3_bind_null(handle, position)
      }
      guard status == SQLITE_OK else {
        throw DatabaseError(code: status, message: connection.lastMessage, sql: sql)
      }
    }
  }

  /// Makes a cached statement ready to run again with new arguments.
  func reset() {
    sqlite3_reset(handle)
    sqlite3_clear_bindings(handle)
    // Read again at the next run: SQLite may prepare the statement anew after another
    // process changed the schema, with other names in the same count of columns.
    names = nil
  }

  /// Advances to the next row; false when the statement is done.
  func step() throws(DatabaseError) -> Bool {
    switch sqlite3_step(handle) {
    case SQLITE_ROW: return true
    case SQLITE_DONE: return false
    case let status: throw DatabaseError(code: status, message: connection.lastMessage, sql: sql)
    }
  }

  func row() -> Row {
    let count = sqlite3_column_count(handle)
    let names: ColumnNames
    if let known = self.names, known.names.count == Int(count) {
      names = known
    } else {
      names = ColumnNames((0..<count).map { String(cString: sqlite3_column_name(handle, $0)) })
      self.names = names
    }
    var values: [SQLValue] = []
    values.reserveCapacity(Int(count))
    for index in 0..<count {
      switch sqlite3_column_type(handle, index) {
      case SQLITE_INTEGER: values.append(.integer(sqlite3_column_int64(handle, index)))
      case SQLITE_FLOAT: values.append(.real(sqlite3_column_double(handle, index)))
      case SQLITE_TEXT:
        // Text first (it may convert), then its length in bytes, as SQLite's docs ask.
        let text = sqlite3_column_text(handle, index)
        let size = Int(sqlite3_column_bytes(handle, index))
        values.append(
          .text(
            text.map {
              String(decoding: UnsafeBufferPointer(start: $0, count: size), as: UTF8.self)
            } ?? ""))
      case SQLITE_BLOB:
        let size = Int(sqlite3_column_bytes(handle, index))
        let bytes = sqlite3_column_blob(handle, index).map {
          Array(UnsafeRawBufferPointer(start: $0, count: size))
        }
        values.append(.blob(bytes ?? []))
      default: values.append(.null)
      }
    }
    return Row(names: names, values: values)
  }
}

/// A result's column names and where each one is, shared by all its rows. A name that comes
/// twice (a join's `*`) is read from its last column.
public final class ColumnNames: Sendable {
  public let names: [String]
  let positions: [String: Int]

  init(_ names: [String]) {
    self.names = names
    positions = Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { $1 })
  }
}

/// One result row, read by column name.
public struct Row: Sendable {
  let names: ColumnNames
  let values: [SQLValue]

  init(names: ColumnNames, values: [SQLValue]) {
    self.names = names
    self.values = values
  }

  public init(columns: [String: SQLValue]) {
    names = ColumnNames(Array(columns.keys))
    values = names.names.map { columns[$0] ?? .null }
  }

  /// Every column by name.
  public var columns: [String: SQLValue] { columns { $0 } }

  /// Every column by name, each value made into another (one dictionary built, not two).
  public func columns<T>(_ transform: (SQLValue) -> T) -> [String: T] {
    names.positions.mapValues { transform(values[$0]) }
  }

  public subscript(name: String) -> SQLValue? {
    names.positions[name].map { values[$0] }
  }

  public func string(_ name: String) -> String? {
    if case .text(let text) = self[name] { return text }
    return nil
  }

  public func int(_ name: String) -> Int? {
    if case .integer(let number) = self[name] { return Int(number) }
    return nil
  }

  /// Any value as text (numbers in Swift's exact form), for readers shared with stores whose
  /// rows come as text (PostgreSQL's).
  public func text(_ name: String) -> String? {
    switch self[name] {
    case .text(let text): text
    case .integer(let number): String(number)
    case .real(let number): String(number)
    default: nil
    }
  }

  public func double(_ name: String) -> Double? {
    switch self[name] {
    case .real(let number): number
    case .integer(let number): Double(number)
    default: nil
    }
  }
}
