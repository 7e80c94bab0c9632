import TalecastContract
import TalecastCore

/// One stored event as an event stream sends it (Server-Sent Events): `id:` its sequence
/// number in the log, `event:` its type name, `data:` the JSON line `talecast log --json`
/// prints for it. Formatted once per event, however many streams send it.
struct StreamedEvent: Sendable {
  let sequence: Int64
  /// The job it belongs to (its correlation id), for a job's stream.
  let correlationId: String?
  /// Where the job went, for a `JobStateChanged`: a job's stream ends after its outcome.
  let jobState: JobState?
  let text: [UInt8]

  init(_ stored: StoredEvent) {
    sequence = stored.sequence
    correlationId = stored.correlationId
    jobState =
      stored.type == JobStateChanged.typeName
      ? (stored.decoded.event as? JobStateChanged)?.to : nil
    text = Self.message(id: stored.sequence, event: stored.type, data: stored.jsonLine)
  }

  /// One message; `data` on as many `data:` lines as it has lines (the stored JSON has one).
  static func message(id: Int64?, event: String, data: String) -> [UInt8] {
    var text = id.map { "id: \($0)\n" } ?? ""
    text += "event: \(event)\n"
    for line in data.split(separator: "\n", omittingEmptySubsequences: false) {
      text += "data: \(line)\n"
    }
    return Array((text + "\n").utf8)
  }

  /// The last message of a stream, without an id (a client resumes after the last real
  /// event): `event: end` and why it ends.
  static func end(_ reason: StreamEnd) -> [UInt8] {
    message(id: nil, event: "end", data: reason.json)
  }

  /// A comment line that keeps proxies (and the client's idea of the connection) alive; it
  /// is also how the server notices a client that left without a word.
  static let keepAlive = Array(": keep-alive\n\n".utf8)
}

/// Why a stream ends: its job's outcome, or a stopping server.
enum StreamEnd: Sendable {
  case jobEnded(JobState)
  case serverStopping
  case logUnavailable
  /// The token that opened it was revoked, or its signed URL expired.
  case accessEnded

  var json: String {
    switch self {
    case .jobEnded(let state): #"{"reason":"job ended","state":"\#(state.rawValue)"}"#
    case .serverStopping: #"{"reason":"server stopping"}"#
    case .logUnavailable: #"{"reason":"event log unavailable"}"#
    case .accessEnded:
      #"{"reason":"access ended","detail":"the token was revoked or the signed URL expired"}"#
    }
  }
}
