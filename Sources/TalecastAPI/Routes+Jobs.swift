import Dispatch
import Foundation
import TalecastApp
import TalecastContract
import TalecastCore
import TalecastHTTPServer

/// `/v1/jobs`: submit (with `Idempotency-Key` and `Prefer: wait=N`), list, show, cancel, retry.
extension API {
  var jobRoutes: [Route] {
    [
      Route("POST", "/v1/jobs", scope: .submit) { [self] in try submitJobs($0) },
      Route("GET", "/v1/jobs", scope: .read) { [self] in try listJobs($0) },
      Route("GET", "/v1/jobs/{id}", scope: .read) { [self] in try showJob($0) },
      Route("POST", "/v1/jobs/{id}/cancel", scope: .submit) { [self] in try cancelJob($0) },
      Route("POST", "/v1/jobs/{id}/retry", scope: .submit) { [self] in try retryJob($0) },
    ]
  }

  func submitJobs(_ request: APIRequest) throws -> ServerResponse? {
    let key = request.header("idempotency-key")
    if let key, key.isEmpty || key.utf8.count > 200 || key.contains(where: \.isNewline) {
      throw Problem.badRequest(
        "expected a key of 1 to 200 characters on one line", field: "Idempotency-Key")
    }
    let wait = Self.preferredWait(request.header("prefer")).map { min($0, options.longestWait) }
    let text = try request.bodyText()
    let isList = text.drop { $0.isWhitespace }.first == "["
    let outcomes = try talecast.submit(
      jobText: text, source: "request body", idempotencyKey: key)
    let created = outcomes.contains {
      if case .existing = $0 { return false } else { return true }
    }
    let ids = outcomes.map(\.job.id)
    guard let wait else {
      return try submitted(
        outcomes.map(\.job), isList: isList, status: created ? 201 : 200)
    }
    // No thread waits: the answer is sent from the jobs' end, or the time-out's, while the
    // connection stays suspended.
    _ = try talecast.whenJobsEnd(ids, timeout: Double(wait)) { [self] waited in
      let answer: ServerResponse
      do {
        let waited = try waited.get()
        var response = try submitted(
          waited.jobs, isList: isList,
          status: waited.end == .ended ? (created ? 201 : 200) : 202)
        response.headers.append(("Preference-Applied", "wait=\(wait)"))
        answer = response
      } catch {
        answer = problemResponse(error)
      }
      request.reply.send(answer)
    }
    return nil
  }

  private func submitted(_ jobs: [QueuedJob], isList: Bool, status: Int) throws -> ServerResponse {
    if isList {
      return try JSONAnswer.response(
        ["jobs": jobs.map(JobResource.init)], status: status)
    }
    return try JSONAnswer.response(
      JobResource(jobs[0]), status: status, headers: [("Location", "/v1/jobs/\(jobs[0].id)")])
  }

  /// `Prefer: wait=N` (RFC 7240) in seconds; nil without it. A preference is a hint: one that
  /// does not parse is ignored, as the RFC asks, and the answer's `Preference-Applied` says
  /// what wait was honoured.
  static func preferredWait(_ header: String?) -> Int? {
    guard let header else { return nil }
    for preference in header.split(separator: ",") {
      let parts = preference.split(separator: "=", maxSplits: 1).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard parts.count == 2, parts[0].lowercased() == "wait", let seconds = Int(parts[1]),
        seconds >= 0
      else { continue }
      return seconds
    }
    return nil
  }

  func listJobs(_ request: APIRequest) throws -> ServerResponse? {
    var states: Set<JobState> = []
    if let text = request.server.argument("state") {
      for name in text.split(separator: ",") {
        guard let state = JobState(rawValue: String(name)) else {
          throw Problem.badRequest(
            Suggestion.unknown(
              "state", String(name), among: JobState.allCases.map(\.rawValue), quote: "'"),
            field: "state")
        }
        states.insert(state)
      }
    }
    let limit = try request.integer("limit", in: 1...200, default: 50)
    let after = request.server.argument("after")
    if let after, try exactJob(after) == nil {
      // A cursor that names no job: that job is not found (a well-formed request, so not 400).
      throw Problem.notFound("no job '\(after)' to page after (a 'next' from the page before)")
    }
    let jobs = try talecast.jobs(states: states, limit: limit, before: after)
    return try JSONAnswer.response(
      JobPage(
        jobs: jobs.map(JobResource.init), next: jobs.count == limit ? jobs.last?.id : nil))
  }

  func showJob(_ request: APIRequest) throws -> ServerResponse? {
    let id = request.parameter("id")
    guard let details = try exactJob(id) else { throw Problem.notFound("no job with id '\(id)'") }
    let history = try? talecast.history(ofJob: details.job.id)
    return try JSONAnswer.response(
      JobResource(details.job, attempts: details.attempts, history: history))
  }

  func cancelJob(_ request: APIRequest) throws -> ServerResponse? {
    let id = request.parameter("id")
    guard try exactJob(id) != nil else { throw Problem.notFound("no job with id '\(id)'") }
    let outcome = try talecast.cancelJob(id).outcome
    let job = try talecast.job(id).job
    // A running job stops at its next safe point: accepted, not done.
    return try JSONAnswer.response(JobResource(job), status: outcome == .cancelled ? 200 : 202)
  }

  func retryJob(_ request: APIRequest) throws -> ServerResponse? {
    let id = request.parameter("id")
    guard try exactJob(id) != nil else { throw Problem.notFound("no job with id '\(id)'") }
    let job = try talecast.requeueJob(id)
    return try JSONAnswer.response(JobResource(job))
  }

  /// The job with exactly this id (the CLI's unique prefixes are for people typing).
  func exactJob(_ id: String) throws -> JobDetails? {
    do {
      let details = try talecast.job(id)
      return details.job.id == id ? details : nil
    } catch QueueError.notFound, QueueError.ambiguous {
      return nil
    }
  }
}
