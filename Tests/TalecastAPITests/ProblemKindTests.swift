import Foundation
import TalecastCore
import TalecastPostgres
import Testing

@testable import TalecastAPI
@testable import TalecastContract

/// Each kind of failure (`DomainError`) is answered with its status, whichever service's error
/// carries it; an error with no kind is a 500 that tells the client nothing of the server.
@Suite struct ProblemKindTests {
  @Test func eachKindHasItsStatus() {
    let cases: [(any Error, Int, String?)] = [
      (LibraryError.notFound(kind: .story, id: "abc"), 404, nil),
      (QueueError.notFound("j1"), 404, nil),
      (TokenError.nameTaken("kitchen"), 409, nil),
      (QueueError.wrongState(id: "j1", state: .running, wanted: "cannot retry"), 409, nil),
      (LibraryError.invalid(field: "name", problem: "must not be empty"), 422, "name"),
      (TokenError.invalidLifetime(0), 422, "ttl"),
      (LibraryError.badCursor("zz"), 400, "after"),
      (PostgresError.connection(server: "db:5432", reason: "refused"), 503, nil),
      (LibraryError.storage("disk I/O error"), 503, nil),
      (QueueError.damaged("row 7"), 500, nil),
    ]
    for (error, status, field) in cases {
      let problem = Problem.from(error)
      #expect(problem.status == status, "\(error)")
      #expect(problem.field == field, "\(error)")
    }
  }

  @Test func overALimitIsItsOwnProblem() {
    var tooLong = RuleViolation(
      field: "appearance", problem: "too long: 300 characters, at most 200")
    tooLong.overLimit = true
    let problem = Problem.from(tooLong)
    #expect(
      problem.status == 422 && problem.title == "Over a limit" && problem.field == "appearance")
    #expect(problem.type.hasSuffix("/over-a-limit"))
  }

  @Test func aLibraryValueOverItsLimitIsOverALimit() {
    var tooLong = RuleViolation(field: "name", problem: "too long: 250 characters, at most 100")
    tooLong.overLimit = true
    let problem = Problem.from(LibraryError(tooLong))
    #expect(problem.status == 422 && problem.title == "Over a limit" && problem.field == "name")
  }

  @Test func aQueryNamesItsColumn() {
    let error = QueryError(query: "hero:", start: 0, length: 5, problem: "hero: needs a value")
    let problem = Problem.from(LibraryError.badQuery(error))
    #expect(problem.status == 400 && problem.field == "q" && problem.column == 1)
    #expect(problem.detail == "bad query: hero: needs a value")
  }

  @Test func damageAndDefectsSayNothingOfTheServer() {
    struct Unclassified: Error { let secret = "/srv/talecast/library.sqlite" }
    for error in [QueueError.damaged("SELECT * FROM jobs") as any Error, Unclassified()] {
      let problem = Problem.from(error)
      #expect(problem.status == 500)
      #expect(!problem.detail.contains("SELECT") && !problem.detail.contains("/srv"))
    }
  }
}
