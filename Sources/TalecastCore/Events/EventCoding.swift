import Foundation

/// How events are written as JSON, in the event log and in JSON lines: sorted keys, and
/// timestamps in ISO 8601 with milliseconds so stage timings survive the round trip.
public enum EventCoding {
  public static func makeEncoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .custom { date, encoder in
      var container = encoder.singleValueContainer()
      try container.encode(date.formatted(withMilliseconds))
    }
    return encoder
  }

  public static func makeDecoder() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .custom { decoder in
      let text = try decoder.singleValueContainer().decode(String.self)
      if let date = (try? withMilliseconds.parse(text)) ?? (try? Date.ISO8601FormatStyle().parse(text)) {
        return date
      }
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "not an ISO 8601 date: \(text)"))
    }
    return decoder
  }

  static let withMilliseconds = Date.ISO8601FormatStyle(includingFractionalSeconds: true)

  /// One JSON line for an event: `{"type":"…","event":{…}}`, with `"seq"` first when the
  /// event comes from the log.
  public static func line(for event: any TalecastEvent, sequence: Int64? = nil, encoder: JSONEncoder) throws -> String {
    let body = String(decoding: try encoder.encode(event), as: UTF8.self)
    return line(type: type(of: event).typeName, json: body, sequence: sequence)
  }

  public static func line(type: String, json: String, sequence: Int64? = nil) -> String {
    let quoted = String(decoding: (try? JSONEncoder().encode(type)) ?? Data("\"?\"".utf8), as: UTF8.self)
    let prefix = sequence.map { "{\"seq\":\($0)," } ?? "{"
    return "\(prefix)\"type\":\(quoted),\"event\":\(json)}"
  }
}
