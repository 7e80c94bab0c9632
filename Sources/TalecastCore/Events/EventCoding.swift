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
