import Foundation
import TalecastHTTPServer

/// An error answer in the form of RFC 9457 (`application/problem+json`): a status, a short
/// title, what went wrong (`detail`) and, for a job or a query, where (`field`, `line`,
/// `column`). Its text comes from the same domain rules every door uses; it never carries SQL,
/// a path on the server, a stack or a token.
struct Problem: Error, Sendable {
  var status: Int
  var title: String
  var detail: String
  /// A job's field path (`hero.traits[1]`), a query argument or a header.
  var field: String? = nil
  var line: Int? = nil
  var column: Int? = nil
  var headers: [(name: String, value: String)] = []
  /// Every problem when there are several (a job's fields): `field` and `detail` each.
  var errors: [[String: String]] = []

  /// `type` is a fragment of the API's documentation: one per kind of problem.
  var type: String {
    "https://talecast.invalid/problems/\(title.lowercased().replacingOccurrences(of: " ", with: "-"))"
  }

  var response: ServerResponse {
    var object: [String: Any] = ["type": type, "title": title, "status": status, "detail": detail]
    if let field { object["field"] = field }
    if let line { object["line"] = line }
    if let column { object["column"] = column }
    if !errors.isEmpty { object["errors"] = errors }
    let body =
      (try? JSONSerialization.data(
        withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data()
    return ServerResponse(
      status: status, headers: [("Content-Type", "application/problem+json")] + headers,
      body: .bytes(Array(body)))
  }

  static func badRequest(_ detail: String, field: String? = nil) -> Problem {
    Problem(status: 400, title: "Bad request", detail: detail, field: field)
  }

  static func notFound(_ detail: String) -> Problem {
    Problem(status: 404, title: "Not found", detail: detail)
  }

  static func conflict(_ detail: String) -> Problem {
    Problem(status: 409, title: "Conflict", detail: detail)
  }

  static func unprocessable(_ detail: String, field: String? = nil) -> Problem {
    Problem(status: 422, title: "Unprocessable content", detail: detail, field: field)
  }

  static func tooManyRequests(rate: TokenRate, retryAfter seconds: Int) -> Problem {
    Problem(
      status: 429, title: "Too many requests",
      detail:
        "a token may make \(rate.perSecond.formatted()) requests a second (bursts of \(rate.burst)); try again in \(seconds) s",
      headers: [("Retry-After", "\(seconds)")])
  }

  static func unavailable(_ detail: String) -> Problem {
    Problem(
      status: 503, title: "Service unavailable", detail: detail, headers: [("Retry-After", "5")])
  }
}
