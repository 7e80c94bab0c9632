import Foundation
import TalecastAPI
import TalecastCore
import TalecastHTTP
import Testing

/// `/v1/jobs` over a real socket: submit, idempotency, list pages, show, cancel, retry, and
/// the problems of each.
@Suite struct JobRoutesTests {
  @Test func aSubmittedJobIsCreatedOnceForItsIdempotencyKey() throws {
    let api = try APIFixture()
    let first = try api.call(
      "POST", "/v1/jobs", token: "submit", body: APIFixture.job, headers: ["Idempotency-Key": "k-1"]
    )
    #expect(first.status == 201, "\(String(decoding: first.body, as: UTF8.self))")
    let job = try APIFixture.object(first)
    let id = try #require(job["id"] as? String)
    #expect(first.headers["location"] == "/v1/jobs/\(id)")
    #expect(job["state"] as? String == "queued")

    let again = try api.call(
      "POST", "/v1/jobs", token: "submit", body: APIFixture.job, headers: ["Idempotency-Key": "k-1"]
    )
    #expect(again.status == 200)
    #expect(try APIFixture.object(again)["id"] as? String == id)

    // Without a key the same body is another job.
    let other = try api.call("POST", "/v1/jobs", token: "submit", body: APIFixture.job)
    #expect(other.status == 201)
    #expect(try APIFixture.object(other)["id"] as? String != id)

    let shown = try api.call("GET", "/v1/jobs/\(id)", token: "read")
    #expect(shown.status == 200)
    let details = try APIFixture.object(shown)
    #expect(details["progress"] as? Double == 0)
    #expect((details["links"] as? [String: Any])?["events"] as? String == "/v1/jobs/\(id)/events")
  }

  @Test func aListOfJobsIsAllOrNoneAndItsProblemNamesTheJob() throws {
    let api = try APIFixture()
    let bad =
      #"[\#(APIFixture.job), {"hero": {"name": "", "traits": ["Brave", "Kind"]}, "occasion": "magic-garden"}]"#
    let refused = try api.call("POST", "/v1/jobs", body: bad)
    #expect(refused.status == 422)
    #expect(refused.headers["content-type"] == "application/problem+json")
    let problem = try APIFixture.object(refused)
    #expect(problem["field"] as? String == "[1].hero.name")
    #expect(problem["status"] as? Int == 422)
    #expect(try APIFixture.object(try api.call("GET", "/v1/jobs"))["jobs"] as? [Any] != nil)
    #expect(
      (try APIFixture.object(try api.call("GET", "/v1/jobs"))["jobs"] as? [Any])?.isEmpty == true)

    let good = try api.call("POST", "/v1/jobs", body: "[\(APIFixture.job), \(APIFixture.job)]")
    #expect(good.status == 201)
    #expect((try APIFixture.object(good)["jobs"] as? [Any])?.count == 2)
  }

  /// The built-in writer must read a custom occasion's premise: one it cannot is refused when
  /// submitted, saying what was not understood; a remote writer takes it as it is.
  @Test func anUnreadablePremiseIsRefusedAtSubmission() throws {
    let api = try APIFixture()
    let occasion =
      #""occasion": {"title": "Odd", "promptSeed": "Purple monkey dishwasher zonk."}"#
    let hero = #""hero": {"name": "Mia", "traits": ["Brave", "Kind"]}"#
    let refused = try api.call("POST", "/v1/jobs", body: "{\(hero), \(occasion)}")
    #expect(refused.status == 422)
    let problem = try APIFixture.object(refused)
    #expect(problem["field"] as? String == "occasion.promptSeed")
    #expect((problem["detail"] as? String)?.contains("\"zonk\"") == true, "\(problem)")

    let badGoal = #""occasion": {"title": "Odd", "goal": "purple"}"#
    let goal = try api.call("POST", "/v1/jobs", body: "{\(hero), \(badGoal)}")
    #expect(goal.status == 422)
    #expect(try APIFixture.object(goal)["field"] as? String == "occasion.goal")

    let remote = #""providers": {"writer": "remote"}"#
    let taken = try api.call("POST", "/v1/jobs", body: "{\(hero), \(occasion), \(remote)}")
    #expect(taken.status == 201, "\(String(decoding: taken.body, as: UTF8.self))")

    let readable =
      #""occasion": {"title": "Radio", "promptSeed": "The hero fixes the old radio before the storm arrives.", "place": "the shed"}"#
    #expect(try api.call("POST", "/v1/jobs", body: "{\(hero), \(readable)}").status == 201)

    // An occasion kept in the library meets the same check.
    let stored = try api.call(
      "POST", "/v1/occasions", body: #"{"title": "Odd", "promptSeed": "Blorp zonk."}"#)
    #expect(stored.status == 422)
    #expect(try APIFixture.object(stored)["field"] as? String == "promptSeed")
  }

  /// A job with several problems gets them all: the first as the problem's field, every one
  /// under `errors`.
  @Test func everyProblemOfAJobIsAnswered() throws {
    let api = try APIFixture()
    let refused = try api.call(
      "POST", "/v1/jobs",
      body: #"{"hero": {"name": "A", "traits": ["Brave", "Knd"]}, "occasion": "space-journy"}"#)
    #expect(refused.status == 422)
    let problem = try APIFixture.object(refused)
    #expect(problem["field"] as? String == "hero.traits[1]")
    let errors = problem["errors"] as? [[String: String]] ?? []
    #expect(errors.map { $0["field"] } == ["hero.traits[1]", "occasion"])
    #expect(errors.last?["detail"]?.contains(#"did you mean "space-journey"?"#) == true)
  }

  @Test func aSyntaxErrorNamesItsLineAndColumn() throws {
    let api = try APIFixture()
    let response = try api.call("POST", "/v1/jobs", body: "{\n  \"hero\": ,\n}")
    #expect(response.status == 400)
    let problem = try APIFixture.object(response)
    #expect(problem["line"] as? Int == 2)
    #expect(problem["column"] as? Int == 11)
  }

  @Test func jobsArePagedNewestFirstByState() throws {
    let api = try APIFixture()
    var ids: [String] = []
    for _ in 0..<5 {
      ids.append(
        try APIFixture.object(try api.call("POST", "/v1/jobs", body: APIFixture.job))["id"]
          as! String)
    }
    var seen: [String] = []
    var path = "/v1/jobs?limit=2&state=queued"
    while true {
      let page = try APIFixture.object(try api.call("GET", path, token: "read"))
      seen += (page["jobs"] as! [[String: Any]]).map { $0["id"] as! String }
      guard let next = page["next"] as? String else { break }
      path = "/v1/jobs?limit=2&state=queued&after=\(next)"
    }
    #expect(seen == ids.reversed())
    let none = try APIFixture.object(try api.call("GET", "/v1/jobs?state=failed"))
    #expect((none["jobs"] as? [Any])?.isEmpty == true)
    let badState = try api.call("GET", "/v1/jobs?state=lost")
    #expect(badState.status == 400)
    #expect(try APIFixture.object(badState)["field"] as? String == "state")
  }

  @Test func aQueuedJobIsCancelledAndRetried() throws {
    let api = try APIFixture()
    let id =
      try APIFixture.object(try api.call("POST", "/v1/jobs", body: APIFixture.job))["id"]
      as! String
    let retriedTooSoon = try api.call("POST", "/v1/jobs/\(id)/retry", token: "submit")
    #expect(retriedTooSoon.status == 409)
    let cancelled = try api.call("POST", "/v1/jobs/\(id)/cancel", token: "submit")
    #expect(cancelled.status == 200)
    #expect(try APIFixture.object(cancelled)["state"] as? String == "cancelled")
    let retried = try api.call("POST", "/v1/jobs/\(id)/retry", token: "submit")
    #expect(retried.status == 200)
    #expect(try APIFixture.object(retried)["state"] as? String == "queued")
    #expect(try api.call("POST", "/v1/jobs/\(id.prefix(6))/cancel").status == 404)
  }

  @Test func tokensAndScopesAreChecked() throws {
    let api = try APIFixture()
    let none = try api.call("GET", "/v1/jobs", token: nil)
    #expect(none.status == 401)
    #expect(none.headers["www-authenticate"]?.hasPrefix("Bearer") == true)
    #expect(try api.call("GET", "/v1/jobs", token: "nope").status == 401)
    let reader = try api.call("POST", "/v1/jobs", token: "read", body: APIFixture.job)
    #expect(reader.status == 403)
    #expect(try api.call("GET", "/healthz", token: nil).status == 200)
  }

  @Test func unknownRoutesAndMethodsAreToldApart() throws {
    let api = try APIFixture()
    #expect(try api.call("GET", "/v1/nothing").status == 404)
    let wrong = try api.call("DELETE", "/v1/jobs")
    #expect(wrong.status == 405)
    #expect(wrong.headers["allow"] == "POST, GET, HEAD")
  }

  @Test func preferWaitAnswers202WhenTheJobHasNotEnded() throws {
    let api = try APIFixture()
    let response = try api.call(
      "POST", "/v1/jobs", body: APIFixture.job, headers: ["Prefer": "wait=1"])
    // No workers on this host: the job is still queued after the wait.
    #expect(response.status == 202)
    #expect(response.headers["preference-applied"] == "wait=1")
    // Longer than the host's limit (60 s): waits the limit, and says so. Malformed: ignored.
    let capped = try APIFixture(longestWait: 1)
    let long = try capped.call(
      "POST", "/v1/jobs", body: APIFixture.job, headers: ["Prefer": "wait=99"])
    #expect(long.status == 202)
    #expect(long.headers["preference-applied"] == "wait=1")
    let ignored = try api.call(
      "POST", "/v1/jobs", body: APIFixture.job, headers: ["Prefer": "wait=soon"])
    #expect(ignored.status == 201)
  }

  /// A wait ends with the job's end, not its time-out: cancelled while waited for, the job is
  /// answered at once.
  @Test func aWaitEndsWhenTheJobEnds() throws {
    let api = try APIFixture()
    let first = try api.call(
      "POST", "/v1/jobs", body: APIFixture.job, headers: ["Idempotency-Key": "ends"])
    let id = try #require(try APIFixture.object(first)["id"] as? String)
    DispatchQueue.global().asyncAfter(deadline: .now() + 0.5) {
      _ = try? api.call("POST", "/v1/jobs/\(id)/cancel")
    }
    let started = ContinuousClock.now
    let waited = try api.call(
      "POST", "/v1/jobs", body: APIFixture.job,
      headers: ["Idempotency-Key": "ends", "Prefer": "wait=30"])
    #expect(ContinuousClock.now - started < .seconds(10), "the answer waited for the time-out")
    #expect(waited.status == 200)
    #expect(try APIFixture.object(waited)["state"] as? String == "cancelled")
  }

  /// Forty clients waiting at once hold no thread each: the server's threads grow by a few,
  /// not by forty, and the waits run side by side (a thread blocked per wait, on Dispatch's
  /// pool of about one thread a core, answered them two at a time: 43 s for forty 4-s waits).
  @Test func manyWaitsHoldNoThreads() throws {
    let api = try APIFixture()
    func threads() -> Int {
      (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task").count) ?? 0
    }
    _ = try api.call("GET", "/v1/jobs")
    let before = threads()
    let started = ContinuousClock.now
    // The clients are curl processes: their threads are not this process's.
    let clients = try (0..<40).map { number in
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
      process.arguments = [
        "-s", "-o", "/dev/null", "-X", "POST", "-H", "Authorization: Bearer submit",
        "-H", "Content-Type: application/json", "-H", "Prefer: wait=4",
        "-H", "Idempotency-Key: many-\(number)", "--data", APIFixture.job,
        api.base + "/v1/jobs",
      ]
      try process.run()
      return process
    }
    // While every client waits (the jobs stay queued: no workers here).
    let waiting = Locked(0)
    for _ in 0..<30 where waiting.withLock({ $0 }) < 40 {
      Thread.sleep(forTimeInterval: 0.1)
      waiting.withLock { $0 = (try? api.talecast.jobs(states: [.queued], limit: 100).count) ?? 0 }
    }
    Thread.sleep(forTimeInterval: 0.5)
    let during = threads()
    for client in clients { client.waitUntilExit() }
    let answered = ContinuousClock.now - started
    #expect(answered < .seconds(15), "forty 4-s waits took \(answered): they did not run together")
    #expect(waiting.withLock { $0 } == 40)
    #expect(during - before < 12, "\(before) threads before, \(during) while 40 clients waited")
    #expect(clients.allSatisfy { $0.terminationStatus == 0 })
  }
}
