import Foundation
import TalecastContract

/// A value the library's statements bind and its rows hold, in the library's SQL layer and no
/// database's: each engine converts it to and from its adapter's values (SQLite's `SQLValue`,
/// PostgreSQL's text). Both schemas keep the library's values in these four kinds: flags as
/// 0 and 1, times as ISO 8601 text to the millisecond (`LibraryTime`).
enum LibraryValue: Sendable, Hashable {
  case integer(Int)
  case real(Double)
  case text(String)
  case null

  static func text(_ value: String?) -> LibraryValue { value.map { .text($0) } ?? .null }
  static func integer(_ value: Int?) -> LibraryValue { value.map { .integer($0) } ?? .null }
  static func flag(_ value: Bool) -> LibraryValue { .integer(value ? 1 : 0) }
  static func time(_ value: Date?) -> LibraryValue {
    value.map { .text(LibraryTime.text($0)) } ?? .null
  }
}

/// One row a query returned, read by column name: each value as the engine converted it from
/// its database (a whole number as `.integer`, a real as `.real`, NULL as `.null`).
struct LibraryRow: Sendable {
  let columns: [String: LibraryValue]

  func string(_ name: String) -> String? {
    if case .text(let text) = columns[name] { return text }
    return nil
  }

  func int(_ name: String) -> Int? {
    if case .integer(let number) = columns[name] { return number }
    return nil
  }

  /// A real, or a whole number as one (`COALESCE(SUM(duration), 0)` of no rows is the
  /// integer 0).
  func double(_ name: String) -> Double? {
    switch columns[name] {
    case .real(let number): number
    case .integer(let number): Double(number)
    default: nil
    }
  }

  func time(_ name: String) -> Date? { LibraryTime.date(string(name)) }
}
