import TalecastHTTPServer

/// One route: a method, a path pattern (`/v1/jobs/{id}`), the scope it needs (nil: open to
/// all, as `/healthz` is) and what answers it. A handler returns its answer, or nil when it
/// answers later through `request.reply` (a wait, an event stream).
struct Route: Sendable {
  typealias Handler = @Sendable (APIRequest) throws -> ServerResponse?

  let method: String
  let pattern: String
  let segments: [Segment]
  let scope: Scope?
  /// Whether a signed URL (for `<audio>` and `EventSource`, which cannot send headers) may
  /// stand in for a token.
  let signable: Bool
  let handler: Handler

  enum Segment: Sendable, Equatable {
    case literal(String)
    case parameter(String)
  }

  init(
    _ method: String, _ pattern: String, scope: Scope?, signable: Bool = false,
    handler: @escaping Handler
  ) {
    self.method = method
    self.pattern = pattern
    self.segments = pattern.split(separator: "/").map { part in
      part.hasPrefix("{") && part.hasSuffix("}")
        ? .parameter(String(part.dropFirst().dropLast())) : .literal(String(part))
    }
    self.scope = scope
    self.signable = signable
    self.handler = handler
  }

  /// The path's parameters when `parts` fit this route's pattern.
  func match(_ parts: [Substring]) -> [String: String]? {
    guard parts.count == segments.count else { return nil }
    var parameters: [String: String] = [:]
    for (segment, part) in zip(segments, parts) {
      switch segment {
      case .literal(let text): if text != part { return nil }
      case .parameter(let name): parameters[name] = String(part)
      }
    }
    return parameters
  }
}
