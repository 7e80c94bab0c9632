import Foundation

/// The ranges numbers and times are taken in, whichever door they come through: ranges every
/// store holds alike (SQLite's INTEGER and REAL, PostgreSQL's BIGINT and DOUBLE PRECISION) and
/// JSON reads back exactly (an export, an event), so no store refuses or changes what another
/// keeps.
public enum NumberRules {
  /// The largest count kept (plays, uses, a hero's stories): 2^31−1, the largest PostgreSQL's
  /// INTEGER columns hold (SQLite's and JSON's hold it too). 2^63−1 was kept by SQLite and
  /// refused by PostgreSQL.
  public static let largestCount = Int(Int32.max)
  public static let counts = 0...largestCount

  /// `count` + 1, held at `largestCount`: a count imported at the limit stays there rather
  /// than overflow on one store and not another.
  public static func oneMore(_ count: Int) -> Int { min(count, largestCount - 1) + 1 }

  /// A listener's age, for the ages a custom occasion suits.
  public static let ages = 0...18

  /// The longest a story's audio may last, in seconds (a day).
  public static let longestSeconds = 86_400.0

  /// The times kept: from 1970 to the end of year 9999, the instants every store's text and
  /// ISO 8601 (with a four-digit year) hold alike.
  public static let earliestTime = Date(timeIntervalSince1970: 0)
  public static let latestTime = Date(timeIntervalSince1970: 253_402_300_799)

  /// `count` within `range`, or a violation naming `field`.
  public static func count(
    _ count: Int, field: String, in range: ClosedRange<Int> = counts
  ) throws(RuleViolation) -> Int {
    guard range.contains(count) else {
      throw RuleViolation(
        field: field,
        problem:
          "must be a whole number from \(range.lowerBound) to \(range.upperBound), found \(count)"
      )
    }
    return count
  }

  /// Seconds: finite, from 0 to `upTo` (a day when not given; `limitName` says what that
  /// limit is, such as "the duration").
  public static func seconds(
    _ value: Double, field: String, upTo limit: Double = longestSeconds, limitName: String? = nil
  ) throws(RuleViolation) -> Double {
    guard value.isFinite, value >= 0, value <= limit else {
      let bound = limit == limit.rounded() ? String(Int(limit)) : String(limit)
      throw RuleViolation(
        field: field,
        problem:
          "must be a number of seconds from 0 to \(limitName.map { "\($0) (\(bound))" } ?? bound), found \(value)"
      )
    }
    return value
  }

  /// A time from 1970 to the end of 9999.
  public static func time(_ value: Date, field: String) throws(RuleViolation) -> Date {
    guard value >= earliestTime, value <= latestTime else {
      throw RuleViolation(
        field: field,
        problem:
          "must be a time from 1970-01-01 to 9999-12-31, found \(value.timeIntervalSince1970) s after 1970"
      )
    }
    return value
  }
}
