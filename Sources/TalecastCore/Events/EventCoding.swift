import Foundation

/// How events are written as JSON, in the event log and in JSON lines: sorted keys, and
/// timestamps in ISO 8601 with milliseconds so stage timings survive the round trip.
public enum EventCoding {
  public static func makeEncoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .custom { date, encoder in
      var container = encoder.singleValueContainer()
      try container.encode(timestamp(date))
    }
    return encoder
  }

  public static func makeDecoder() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .custom { decoder in
      let text = try decoder.singleValueContainer().decode(String.self)
      if let date = date(from: text) { return date }
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "not an ISO 8601 date: \(text)"))
    }
    return decoder
  }

  /// "2026-11-21T20:48:23.120Z", from a whole count of milliseconds (Foundation's fractional
  /// formatter truncates, which would shift a stored time by a millisecond).
  public static func timestamp(_ date: Date) -> String {
    let milliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded())
    let (seconds, fraction) = milliseconds.quotientAndRemainder(dividingBy: 1000)
    let (wholeSeconds, positiveFraction) =
      fraction < 0 ? (seconds - 1, fraction + 1000) : (seconds, fraction)
    let base = Date(timeIntervalSince1970: Double(wholeSeconds)).formatted(
      Date.ISO8601FormatStyle())
    let digits = String(positiveFraction)
    return base.dropLast() + "." + String(repeating: "0", count: 3 - digits.count) + digits + "Z"
  }

  /// Reads `timestamp(_:)`'s form, or any ISO 8601 time without fractions.
  public static func date(from text: String) -> Date? {
    if let date = canonicalDate(text) { return date }
    guard let dot = text.firstIndex(of: "."), text.hasSuffix("Z") else {
      return try? Date.ISO8601FormatStyle().parse(text)
    }
    let digits = text[text.index(after: dot)..<text.index(before: text.endIndex)]
    guard let whole = try? Date.ISO8601FormatStyle().parse(text[..<dot] + "Z"), !digits.isEmpty,
      digits.allSatisfy(\.isASCII),
      let fraction = Int64(digits.prefix(3).padding(toLength: 3, withPad: "0", startingAt: 0))
    else { return nil }
    let milliseconds = Int64(whole.timeIntervalSince1970) * 1000 + fraction
    return Date(timeIntervalSince1970: Double(milliseconds) / 1000)
  }

  /// `timestamp(_:)`'s own form read by hand ("2026-11-21T20:48:23.120Z", a valid day of
  /// 1970–9999): every stored time is in it, and a page of stories read 40 of them through
  /// Foundation's ISO 8601 parser, half the page's time. Nil for anything else, which the
  /// parser then reads as before.
  static func canonicalDate(_ text: String) -> Date? {
    var text = text
    return text.withUTF8 { bytes -> Date? in
      guard bytes.count == 24, bytes[4] == 0x2D, bytes[7] == 0x2D, bytes[10] == 0x54,
        bytes[13] == 0x3A, bytes[16] == 0x3A, bytes[19] == 0x2E, bytes[23] == 0x5A
      else { return nil }
      func number(_ start: Int, _ count: Int) -> Int? {
        var value = 0
        for index in start..<(start + count) {
          let digit = Int(bytes[index]) - 0x30
          guard (0...9).contains(digit) else { return nil }
          value = value * 10 + digit
        }
        return value
      }
      guard let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
        let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2),
        let millisecond = number(20, 3), year >= 1970, (1...12).contains(month), day >= 1,
        day <= daysIn(month: month, year: year), hour < 24, minute < 60, second < 60
      else { return nil }
      let days = daysSinceEpoch(year: year, month: month, day: day)
      let milliseconds =
        ((Int64(days) * 24 + Int64(hour)) * 60 + Int64(minute)) * 60_000 + Int64(second) * 1_000
        + Int64(millisecond)
      return Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }
  }

  private static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Days from 1970-01-01 to a day of the proleptic Gregorian calendar (Howard Hinnant's
  /// days-from-civil).
  private static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
    let shifted = month <= 2 ? year - 1 : year
    let era = (shifted >= 0 ? shifted : shifted - 399) / 400
    let yearOfEra = shifted - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// One JSON line for an event: `{"type":"…","event":{…}}`, with `"seq"` first when the
  /// event comes from the log.
  public static func line(
    for event: any TalecastEvent, sequence: Int64? = nil, encoder: JSONEncoder
  ) throws -> String {
    let body = String(decoding: try encoder.encode(event), as: UTF8.self)
    return line(type: type(of: event).typeName, json: body, sequence: sequence)
  }

  public static func line(type: String, json: String, sequence: Int64? = nil) -> String {
    let quoted = String(
      decoding: (try? JSONEncoder().encode(type)) ?? Data("\"?\"".utf8), as: UTF8.self)
    let prefix = sequence.map { "{\"seq\":\($0)," } ?? "{"
    return "\(prefix)\"type\":\(quoted),\"event\":\(json)}"
  }
}
