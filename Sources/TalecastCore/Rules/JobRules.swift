import Foundation

/// What a job may ask for beyond its hero and occasion.
public enum JobRules {
  /// The voice, the idempotency key and any other short text a job gives.
  public static let shortText = TextRule(characters: 200)
  /// How far ahead `runAt` may be.
  public static let runAtDays = 366
  /// The widest offset from UTC a `runAt` may give, in minutes: ±14:00, the widest any place
  /// keeps (Kiribati) and the bound XML Schema and JSON Schema's date-time formats set.
  public static let largestOffsetMinutes = 14 * 60

  /// `text` read as an ISO 8601 time no more than `runAtDays` ahead of `now`, with an offset
  /// within ±14:00 ("+99:00" was read as 99 hours).
  public static func runAt(_ text: String, now: Date = Date()) throws(RuleViolation) -> Date {
    let field = "runAt"
    if let offset = offsetMinutes(text), abs(offset) > largestOffsetMinutes {
      throw RuleViolation(
        field: field,
        problem:
          "\(text) has an offset from UTC beyond ±14:00 (write it as Z or within -14:00 to +14:00)")
    }
    guard let date = EventCoding.date(from: text) ?? ISO8601DateFormatter().date(from: text) else {
      throw RuleViolation(
        field: field,
        problem:
          "expected an ISO 8601 time such as \"2026-12-24T18:00:00Z\", found \"\(TextRule.excerpt(text))\""
      )
    }
    let latest = now.addingTimeInterval(Double(runAtDays) * 86_400)
    guard date <= latest else {
      throw RuleViolation(
        field: field,
        problem:
          "\(text) is more than \(runAtDays) days ahead (at most \(EventCoding.timestamp(latest)))")
    }
    return try NumberRules.time(date, field: field)
  }

  /// The offset a time's text ends with ("+05:30", "-0800", "+09"), in minutes; nil for "Z"
  /// or none.
  static func offsetMinutes(_ text: String) -> Int? {
    guard let time = text.firstIndex(of: "T") else { return nil }
    let clock = text[text.index(after: time)...]
    guard let sign = clock.lastIndex(where: { $0 == "+" || $0 == "-" }) else { return nil }
    let digits = clock[clock.index(after: sign)...].filter { $0 != ":" }
    guard (2...4).contains(digits.count), digits.allSatisfy(\.isASCII),
      let hours = Int(digits.prefix(2)),
      let minutes = Int(digits.dropFirst(2).isEmpty ? "0" : digits.dropFirst(2))
    else { return nil }
    return (hours * 60 + minutes) * (clock[sign] == "-" ? -1 : 1)
  }
}
