import Foundation
import TalecastContract
import TalecastCore
import TalecastQueue

/// Jobs handed over as text rather than files (the HTTP API's request bodies).
extension Talecast {
  /// Checks `text` (one job object, or a list of them) by the same rules as a job file and
  /// stores every job in the queue in one transaction: all or none. `source` names where the
  /// text came from in errors ("request body"); a list's problems name the job by index
  /// (`[2].hero.name`). `idempotencyKey` (a client's key for the whole text) becomes the
  /// queue's key (`key:…`, `key:…/2` for a list's third job); without it, each job's own
  /// `idempotencyKey` field, else a new key: the same text sent twice without a key is two
  /// jobs, as a client that sends no key expects.
  public func submit(
    jobText text: String, source: String, idempotencyKey: String?, maxAttempts: Int = 3
  ) throws -> [SubmitOutcome] {
    let jobs = try JobFileParser.parse(list: text, source: source, library: jobFileLibrary)
    var submissions: [JobSubmission] = []
    for (index, parsed) in jobs.enumerated() {
      var job = parsed
      switch generation.chooseVoice(for: job) {
      case .success(let voice): job.voice = voice.name
      case .failure(let problem):
        throw JobFileError(
          file: source, location: .field(jobs.count == 1 ? "voice" : "[\(index)].voice"),
          problem: problem.description, cause: problem.cause)
      }
      if let problem = generation.premiseProblem(of: job) {
        let field = "occasion" + (problem.field.map { ".\($0)" } ?? "")
        throw JobFileError(
          file: source, location: .field(jobs.count == 1 ? field : "[\(index)].\(field)"),
          problem: problem.message)
      }
      let key: String
      if let idempotencyKey {
        key = jobs.count == 1 ? "key:\(idempotencyKey)" : "key:\(idempotencyKey)/\(index)"
      } else if let own = job.idempotencyKey {
        key = "key:\(own)"
      } else {
        key = "new:\(Identifier.make())"
      }
      submissions.append(
        JobSubmission(
          job: job, idempotencyKey: key, priority: job.priority, runAt: job.runAt,
          maxAttempts: maxAttempts))
    }
    return try queue.submit(submissions)
  }
}
