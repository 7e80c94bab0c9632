import Foundation

/// A value a store's statements bind and its rows hold, in the SQL layer and no database's:
/// each engine converts it to and from its adapter's values (SQLite's `SQLValue`, PostgreSQL's
/// text). Every schema keeps its values in these four kinds (flags as 0 and 1).
public enum StoreValue: Sendable, Hashable {
  case integer(Int)
  case real(Double)
  case text(String)
  case null

  public static func text(_ value: String?) -> StoreValue { value.map { .text($0) } ?? .null }
  public static func integer(_ value: Int?) -> StoreValue {
    value.map { .integer($0) } ?? .null
  }
  public static func real(_ value: Double?) -> StoreValue { value.map { .real($0) } ?? .null }
  public static func flag(_ value: Bool) -> StoreValue { .integer(value ? 1 : 0) }
}

/// One row a query returned, read by column name: each value as the engine converted it from
/// its database (a whole number as `.integer`, a real as `.real`, NULL as `.null`).
public struct StoreRow: Sendable {
  public let columns: [String: StoreValue]

  public init(columns: [String: StoreValue]) { self.columns = columns }

  public func string(_ name: String) -> String? {
    if case .text(let text) = columns[name] { return text }
    return nil
  }

  public func int(_ name: String) -> Int? {
    if case .integer(let number) = columns[name] { return number }
    return nil
  }

  /// A real, or a whole number as one (`COALESCE(SUM(duration), 0)` of no rows is the
  /// integer 0).
  public func double(_ name: String) -> Double? {
    switch columns[name] {
    case .real(let number): number
    case .integer(let number): Double(number)
    default: nil
    }
  }

  /// A time kept as UNIX seconds (a real).
  public func seconds(_ name: String) -> Date? {
    double(name).map(Date.init(timeIntervalSince1970:))
  }
}
