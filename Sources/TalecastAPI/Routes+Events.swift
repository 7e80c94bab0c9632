import Foundation
import TalecastHTTPServer

/// `/v1/events` and `/v1/jobs/{id}/events`: the event log as Server-Sent Events, resumed
/// after `Last-Event-ID` (or `?after=`, for clients that cannot set a header).
extension API {
  var eventRoutes: [Route] {
    [
      Route("GET", "/v1/events", scope: .read, signable: true) { [self] in
        try openEventStream($0, jobId: nil)
      },
      Route("GET", "/v1/jobs/{id}/events", scope: .read, signable: true) { [self] request in
        let id = request.parameter("id")
        guard try exactJob(id) != nil else { throw Problem.notFound("no job with id '\(id)'") }
        return try openEventStream(request, jobId: id)
      },
    ]
  }

  /// Event streams open now (each until its client leaves, its job ends or the server stops).
  public var openEventStreams: Int { events.count }

  /// Ends every event stream with a last `end` event, before the server stops.
  public func endEventStreams() { events.stop() }

  private func openEventStream(_ request: APIRequest, jobId: String?) throws -> ServerResponse? {
    let headers = [
      ("Content-Type", "text/event-stream"), ("Cache-Control", "no-cache"),
      ("X-Accel-Buffering", "no"),
    ]
    let position = try Self.lastEventId(request)
    // HEAD: the head only; a stream would stay open with nothing to send it to.
    if request.method == "HEAD" { return ServerResponse(status: 200, headers: headers) }
    let stream = ServerStream()
    do {
      // A job's stream replays the job from its start; the whole log's starts from now.
      let after = try position ?? (jobId == nil ? talecast.lastEventSequence() : 0)
      try events.open(
        EventSubscriber(
          stream: stream, jobId: jobId, after: after, retry: options.eventRetry,
          stillAllowed: options.access.stillAllowed(request.grant)))
    } catch {
      talecast.logger.warning("http: an event stream cannot follow the event log: \(error)")
      throw Problem.unavailable("the event log cannot be read now")
    }
    return ServerResponse(status: 200, headers: headers, body: .stream(stream))
  }

  /// The position to resume after: the `Last-Event-ID` header (what `EventSource` sends when
  /// it reconnects), else the `after` query argument; nil without either.
  static func lastEventId(_ request: APIRequest) throws(Problem) -> Int64? {
    // Both are checked, so a bad one is said even when the other decides. Each, when given,
    // is a number, as the document says: an empty header too (a browser whose last id was
    // reset to nothing sends none; schemathesis found an empty one taken as none).
    let header = try position(
      request.header("last-event-id")?.trimmingCharacters(in: .whitespaces),
      field: "Last-Event-ID")
    let argument = try position(request.server.argument("after"), field: "after")
    return header ?? argument
  }

  private static func position(_ text: String?, field: String) throws(Problem) -> Int64? {
    guard let text else { return nil }
    guard text.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let position = Int64(text),
      position >= 0
    else {
      throw .badRequest(
        "expected an event's id (a whole number, 0 or more), found '\(text)'", field: field)
    }
    return position
  }
}
