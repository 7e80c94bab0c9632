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
    /// A parameter, alone in its segment or with fixed text around it (`{feed}.xml`,
    /// `cover.{type}`), as OpenAPI's path templates allow.
    case parameter(String, prefix: String = "", suffix: String = "")
  }

  init(
    _ method: String, _ pattern: String, scope: Scope?, signable: Bool = false,
    handler: @escaping Handler
  ) {
    self.method = method
    self.pattern = pattern
    // "/" is one empty segment, as the router splits the path "/".
    self.segments =
      pattern == "/"
      ? [.literal("")]
      : pattern.split(separator: "/").map { part in
        guard let open = part.firstIndex(of: "{"), let close = part.firstIndex(of: "}"),
          open < close
        else { return .literal(String(part)) }
        return .parameter(
          String(part[part.index(after: open)..<close]), prefix: String(part[..<open]),
          suffix: String(part[part.index(after: close)...]))
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
      case .parameter(let name, let prefix, let suffix):
        guard part.count > prefix.count + suffix.count, part.hasPrefix(prefix),
          part.hasSuffix(suffix)
        else { return nil }
        parameters[name] = String(part.dropFirst(prefix.count).dropLast(suffix.count))
      }
    }
    return parameters
  }
}
