import TalecastApp
import TalecastContract
import TalecastCore
import TalecastHTTPServer

/// `/readyz` (open: may this host take requests) and `/metrics` (admin scope: Prometheus
/// scrapes with a bearer token, `authorization` in its scrape config).
extension API {
  var metricsRoutes: [Route] {
    [
      Route("GET", "/readyz", scope: nil) { [self] _ in try readiness() },
      Route("GET", "/metrics", scope: .admin) { [self] _ in metrics() },
    ]
  }

  /// 200 when the database answers and every store's schema is this build's; 503 otherwise.
  func readiness() throws -> ServerResponse {
    let status: DatabaseStatus
    do {
      status = try talecast.databaseStatus()
    } catch {
      talecast.logger.warning("http: readyz: the database does not answer: \(error)")
      return Problem.unavailable("the database does not answer").response
    }
    guard status.isCurrent else {
      return Problem.unavailable(
        status.isNewer
          ? "the database is newer than this Talecast"
          : "the database's schema is behind this Talecast (talecast database migrate)"
      ).response
    }
    return try JSONAnswer.response(ReadinessResource(status))
  }

  func metrics() -> ServerResponse {
    var text = MetricsText()
    let counts = try? talecast.jobCounts()
    text.family(
      "talecast_database_up", .gauge, help: "Whether the queue's store answered this scrape.")
    text.sample("talecast_database_up", [], counts == nil ? 0 : 1)
    if let counts {
      text.family("talecast_jobs", .gauge, help: "Jobs in the queue, by state.")
      for state in JobState.allCases {
        text.sample("talecast_jobs", [("state", state.rawValue)], Double(counts[state] ?? 0))
      }
      text.family(
        "talecast_queue_depth", .gauge, help: "Jobs waiting to be run (queued, due or not).")
      text.sample("talecast_queue_depth", [], Double(counts[.queued] ?? 0))
    }
    stageMetrics.write(to: &text)
    requestMetrics.write(to: &text)
    return ServerResponse(status: 200, contentType: MetricsText.contentType, text: text.text)
  }
}

/// A ready host's database (`Readiness`): its kind and each store's schema version (never
/// where it is: a path or a server's address stays on the host).
struct ReadinessResource: Encodable, Sendable {
  let ready: Bool
  let database: String
  let schemas: [Schema]

  struct Schema: Encodable, Sendable {
    let store: String
    let version: Int
  }

  init(_ status: DatabaseStatus) {
    ready = status.isCurrent
    database = status.kind
    schemas = status.tables.map { Schema(store: $0.store, version: $0.version) }
  }
}
