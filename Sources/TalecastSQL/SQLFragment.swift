import Foundation
import TalecastCore

/// A statement, or a part of one, composed for either database and rendered for one
/// (`rendered(for:)`): SQL text the code chose, parameters appended as typed values, and a
/// case-folding match kept as what it means until a dialect spells it. So a statement shared by
/// SQLite and PostgreSQL is written once and no SQL text is ever read to be changed.
///
///     let statement: SQLFragment = "SELECT id FROM stories WHERE job_id = \(jobId)"
///
/// Every interpolated value is a parameter, never SQL; SQL the code chose (a table's name, a
/// sort expression) goes in as `\(raw:)` or as another fragment.
public struct SQLFragment: Sendable, ExpressibleByStringInterpolation {
  public enum Piece: Sendable {
    case sql(String)
    case parameter(StoreValue)
    /// `LIKE` folding ASCII letters' case: SQLite's LIKE does; in the "C" collation
    /// PostgreSQL's ILIKE folds exactly those.
    case caseFoldingLike
  }

  public private(set) var pieces: [Piece]

  public init(pieces: [Piece]) { self.pieces = pieces }

  public init(stringLiteral value: String) { pieces = [.sql(value)] }

  public init(stringInterpolation: Interpolation) { pieces = stringInterpolation.pieces }

  /// `expression LIKE pattern` with `\` escaping LIKE's wildcards, ASCII case folded.
  public static func like(_ expression: SQLFragment, _ pattern: StoreValue) -> SQLFragment {
    "\(expression) \(SQLFragment(pieces: [.caseFoldingLike])) \(pattern) ESCAPE '\\'"
  }

  /// `column` + 1, held at the largest count (`NumberRules.oneMore` in SQL).
  public static func oneMore(_ column: String) -> SQLFragment {
    let largest = String(NumberRules.largestCount)
    return
      "CASE WHEN \(raw: column) < \(raw: largest) THEN \(raw: column) + 1 ELSE \(raw: largest) END"
  }

  public static func + (left: SQLFragment, right: SQLFragment) -> SQLFragment {
    SQLFragment(pieces: left.pieces + right.pieces)
  }

  public static func += (left: inout SQLFragment, right: SQLFragment) {
    left.pieces += right.pieces
  }

  public struct Interpolation: StringInterpolationProtocol {
    fileprivate var pieces: [Piece] = []

    public init(literalCapacity: Int, interpolationCount: Int) {
      pieces.reserveCapacity(2 * interpolationCount + 1)
    }

    public mutating func appendLiteral(_ literal: String) {
      if !literal.isEmpty { pieces.append(.sql(literal)) }
    }

    public mutating func appendInterpolation(_ value: StoreValue) {
      pieces.append(.parameter(value))
    }
    // Plain and optional overloads, so that a literal (`\(1)`) is an integer, not a real.
    public mutating func appendInterpolation(_ text: String) { appendInterpolation(.text(text)) }
    public mutating func appendInterpolation(_ text: String?) { appendInterpolation(.text(text)) }
    public mutating func appendInterpolation(_ number: Int) {
      appendInterpolation(.integer(number))
    }
    public mutating func appendInterpolation(_ number: Int?) {
      appendInterpolation(.integer(number))
    }
    public mutating func appendInterpolation(_ number: Double) {
      appendInterpolation(.real(number))
    }
    public mutating func appendInterpolation(_ number: Double?) {
      appendInterpolation(.real(number))
    }
    public mutating func appendInterpolation(flag: Bool) { appendInterpolation(.flag(flag)) }

    /// SQL the code chose: a table's or column's name, never a value.
    public mutating func appendInterpolation(raw sql: String) { pieces.append(.sql(sql)) }
    public mutating func appendInterpolation(_ fragment: SQLFragment) { pieces += fragment.pieces }
  }

  /// The statement's text in `dialect`'s words and its parameters in order: `?` in SQLite;
  /// `$1`, `$2` … in PostgreSQL, typed for numbers (a bare parameter in `$1 < 0` or
  /// `LIMIT $1` would not say which type it is; text and NULL take theirs from where they
  /// stand).
  public func rendered(for dialect: SQLDialect) -> (sql: String, parameters: [StoreValue]) {
    var sql = ""
    var parameters: [StoreValue] = []
    for piece in pieces {
      switch piece {
      case .sql(let text): sql += text
      case .caseFoldingLike: sql += dialect == .sqlite ? "LIKE" : "ILIKE"
      case .parameter(let value):
        parameters.append(value)
        switch (dialect, value) {
        case (.sqlite, _): sql += "?"
        case (.postgres, .integer): sql += "$\(parameters.count)::int8"
        case (.postgres, .real): sql += "$\(parameters.count)::float8"
        case (.postgres, .text), (.postgres, .null): sql += "$\(parameters.count)"
        }
      }
    }
    return (sql, parameters)
  }
}

extension Sequence<SQLFragment> {
  public func joined(separator: String) -> SQLFragment {
    var result = SQLFragment(pieces: [])
    for (index, fragment) in enumerated() {
      if index > 0 { result += SQLFragment(pieces: [.sql(separator)]) }
      result += fragment
    }
    return result
  }
}
