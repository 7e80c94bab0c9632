import Foundation
import TalecastHTTPServer

/// JSON answers: dates as ISO 8601, keys sorted so that the same resource reads the same.
enum JSONAnswer {
  static func encoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  static func response<T: Encodable>(
    _ value: T, status: Int = 200, headers: [(name: String, value: String)] = []
  ) throws -> ServerResponse {
    let body = try encoder().encode(value)
    return ServerResponse(
      status: status, headers: [("Content-Type", "application/json")] + headers,
      body: .bytes(Array(body)))
  }
}
