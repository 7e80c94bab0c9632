import Foundation
import TalecastCore

/// The value side of `field:value`, already checked for its field.
public enum QueryValue: Sendable, Equatable {
  /// Case-insensitive substring.
  case text(String)
  case flag(Bool)
  /// Inclusive bounds; nil is open.
  case count(Int?, Int?)
  /// Seconds, inclusive lower and exclusive upper bound; nil is open.
  case seconds(Double?, Double?)
  /// Instants, inclusive lower and exclusive upper bound; nil is open.
  case time(Date?, Date?)

  package struct Problem: Error {
    package let problem: String
    package init(_ problem: String) { self.problem = problem }
  }

  package static func parse(_ raw: String, for field: QueryField, now: Date) throws(Problem)
    -> QueryValue
  {
    switch field {
    case .id, .title, .hero, .occasion, .voice, .language:
      guard !raw.isEmpty else { throw Problem("needs a value, such as \(field.rawValue):Luna") }
      // In NFC, as stored text is: "zoé" written either way is one name.
      return .text(TextFolding.composed(raw))
    case .favorite, .outdated:
      switch raw.lowercased() {
      case "true", "yes", "1": return .flag(true)
      case "false", "no", "0": return .flag(false)
      default: throw Problem("expected true or false, found '\(raw)'")
      }
    case .plays:
      let (low, high) = try range(raw) { text throws(Problem) in
        guard let value = Int(text), value >= 0 else {
          throw Problem("expected a whole number of plays, found '\(text)'")
        }
        return value
      }
      return .count(low, high)
    case .duration:
      let (low, high, single) = try rangeKeepingSingle(raw, parse: seconds)
      // One value means that whole second: duration:2:05 is 2:05.0 up to 2:06.
      return single ? .seconds(low, low.map { $0 + 1 }) : .seconds(low, high)
    case .created, .played:
      return try timeRange(raw, now: now)
    }
  }

  private static func range<T>(_ raw: String, parse: (String) throws(Problem) -> T) throws(Problem)
    -> (T?, T?)
  {
    let (low, high, single) = try rangeKeepingSingle(raw, parse: parse)
    return single ? (low, low) : (low, high)
  }

  /// "a..b", "a..", "..b" or "a" (single).
  private static func rangeKeepingSingle<T>(_ raw: String, parse: (String) throws(Problem) -> T)
    throws(Problem)
    -> (T?, T?, Bool)
  {
    guard let dots = raw.range(of: "..") else {
      return (try parse(raw), nil, true)
    }
    let lowText = String(raw[..<dots.lowerBound])
    let highText = String(raw[dots.upperBound...])
    if lowText.isEmpty && highText.isEmpty {
      throw Problem("a range needs at least one end, such as 1..2 or ..5")
    }
    let low = lowText.isEmpty ? nil : try parse(lowText)
    let high = highText.isEmpty ? nil : try parse(highText)
    return (low, high, false)
  }

  /// "90", "90s", "5m", "1h", "5:00", "1:02:03" → seconds.
  package static func seconds(_ text: String) throws(Problem) -> Double {
    let problem = Problem("expected a length such as 90, 90s, 5m or 5:00, found '\(text)'")
    if text.contains(":") {
      let parts = text.split(separator: ":", omittingEmptySubsequences: false).map { Double($0) }
      guard parts.count <= 3, parts.allSatisfy({ $0 != nil && $0! >= 0 }) else { throw problem }
      return parts.reduce(0.0) { $0 * 60 + $1! }
    }
    let units: [Character: Double] = ["s": 1, "m": 60, "h": 3600]
    if let unit = text.last, let factor = units[unit], let value = Double(text.dropLast()),
      value >= 0
    {
      return value * factor
    }
    guard let value = Double(text), value >= 0 else { throw problem }
    return value
  }

  private static func timeRange(_ raw: String, now: Date) throws(Problem) -> QueryValue {
    guard let dots = raw.range(of: "..") else {
      let (start, end) = try moment(raw, now: now)
      // A day means that day; a relative time means "since then".
      return .time(start, end == start ? nil : end)
    }
    let lowText = String(raw[..<dots.lowerBound])
    let highText = String(raw[dots.upperBound...])
    if lowText.isEmpty && highText.isEmpty {
      throw Problem("a range needs at least one end, such as -1w.. or ..2026-11-01")
    }
    let low = lowText.isEmpty ? nil : try moment(lowText, now: now).start
    let high = highText.isEmpty ? nil : try moment(highText, now: now).end
    return .time(low, high)
  }

  /// A day (UTC) as its start and the next day's start, or a relative instant as itself twice.
  private static func moment(_ text: String, now: Date) throws(Problem) -> (start: Date, end: Date)
  {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let today = calendar.startOfDay(for: now)
    switch text.lowercased() {
    case "today": return (today, calendar.date(byAdding: .day, value: 1, to: today)!)
    case "yesterday": return (calendar.date(byAdding: .day, value: -1, to: today)!, today)
    default: break
    }
    if let sign = text.first, sign == "-", let unit = text.last,
      let amount = Int(text.dropFirst().dropLast()), amount >= 0
    {
      let components: [Character: Calendar.Component] = [
        "h": .hour, "d": .day, "w": .weekOfYear, "m": .month, "y": .year,
      ]
      guard let component = components[unit],
        let instant = calendar.date(byAdding: component, value: -amount, to: now)
      else { throw Problem("expected a unit h, d, w, m or y in '\(text)'") }
      return (instant, instant)
    }
    let parts = text.split(separator: "-").map { Int($0) }
    if parts.count == 3, let year = parts[0], let month = parts[1], let day = parts[2],
      let start = calendar.date(from: DateComponents(year: year, month: month, day: day)),
      calendar.component(.day, from: start) == day
    {
      return (start, calendar.date(byAdding: .day, value: 1, to: start)!)
    }
    throw Problem(
      "expected a date such as 2026-11-01, today, or -3d / -1w / -2m / -1y, found '\(text)'")
  }
}
