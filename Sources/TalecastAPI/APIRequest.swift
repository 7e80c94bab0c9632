import Foundation
import TalecastCore
import TalecastHTTPServer

/// The way back to one client, for handlers that answer later: every answer, now or later,
/// passes `finish` (CORS headers, the request's metrics) on its way out.
struct APIReply: Sendable {
  let server: ServerReply
  let finish: @Sendable (inout ServerResponse) -> Void

  func send(_ response: ServerResponse) {
    var response = response
    finish(&response)
    server.send(response)
  }

  /// Whether the client has gone (the request ended).
  var isClosed: Bool { server.isClosed }
}

/// A request as a route's handler sees it: the server's request, the path's parameters,
/// the scope it was let in with, and the way to answer later.
struct APIRequest: Sendable {
  let server: ServerRequest
  let parameters: [String: String]
  /// The token (or signed URL) that let it in; nil on open routes.
  let grant: Access.Grant?
  /// The way to answer later (a wait, a stream): it adds what every answer carries.
  let reply: APIReply

  /// The scope of the token (or signed URL) that let it in; nil on open routes.
  var scope: Scope? { grant?.scope }

  var method: String { server.method }

  /// The path parameter `name` (the route's pattern names it, so it is there).
  func parameter(_ name: String) -> String { parameters[name] ?? "" }

  func header(_ name: String) -> String? { server.header(name) }

  /// The body as text: UTF-8, no NUL, sent as JSON. A body of another declared type (a form,
  /// plain text, JSON in another charset) is 415; one without a type is read as JSON.
  func bodyText() throws(Problem) -> String {
    if !server.body.isEmpty, let type = header("content-type"), !Self.isJSON(type) {
      throw Problem(
        status: 415, title: "Unsupported media type",
        detail:
          "the body is sent as '\(TextRule.excerpt(type))'; send JSON (Content-Type: application/json)",
        field: "Content-Type", headers: [("Accept", "application/json")])
    }
    guard let text = String(validating: server.body, as: UTF8.self) else {
      throw .badRequest("the body is not UTF-8 text")
    }
    if text.contains("\0") { throw .badRequest("the body holds a NUL character") }
    return text
  }

  /// Whether a Content-Type is JSON in UTF-8: `application/json`, `application/merge-patch+json`
  /// or any `+json`, with no charset or `utf-8`.
  static func isJSON(_ contentType: String) -> Bool {
    let parts = contentType.lowercased().split(separator: ";").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    guard let media = parts.first,
      media == "application/json" || media.hasPrefix("application/") && media.hasSuffix("+json")
    else { return false }
    return parts.dropFirst().allSatisfy { parameter in
      !parameter.hasPrefix("charset=")
        || ["charset=utf-8", "charset=\"utf-8\""].contains(parameter)
    }
  }

  /// The body decoded as JSON into `type`; a problem names what did not fit.
  func json<T: Decodable>(_ type: T.Type) throws(Problem) -> T {
    let text = try bodyText()
    do {
      return try JSONDecoder().decode(T.self, from: Data(text.utf8))
    } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context)
    {
      throw .unprocessable(context.debugDescription, field: Self.path(context.codingPath))
    } catch let DecodingError.keyNotFound(key, context) {
      throw .unprocessable(
        "missing", field: Self.path(context.codingPath + [key]))
    } catch {
      throw .badRequest("the body is not a JSON object of the expected form")
    }
  }

  private static func path(_ keys: [any CodingKey]) -> String {
    keys.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
      .trimmingPrefix(".").description
  }

  /// The query argument `name` as a whole number in `range`, or `fallback` when absent.
  func integer(_ name: String, in range: ClosedRange<Int>, default fallback: Int) throws(Problem)
    -> Int
  {
    guard let text = server.argument(name) else { return fallback }
    // As JSON writes an integer: digits, a minus first at most (`Int` would take "+5").
    let digits = text.hasPrefix("-") ? text.utf8.dropFirst() : text.utf8[...]
    guard digits.allSatisfy({ (0x30...0x39).contains($0) }), let number = Int(text),
      range.contains(number)
    else {
      throw .badRequest(
        "expected a whole number from \(range.lowerBound) to \(range.upperBound), found '\(text)'",
        field: name)
    }
    return number
  }
}
