import Dispatch
import Foundation
import TalecastApp
import TalecastCore
import TalecastTesting
import Testing

@testable import TalecastAPI

/// `/v1/events` and `/v1/jobs/{id}/events` over real sockets, with real events (jobs
/// submitted and cancelled through the app): replay, resume after a disconnect, a job's
/// stream that ends with its outcome, clients that leave, and a stopping server.
@Suite struct EventRoutesTests {
  func submit(_ api: APIFixture) throws -> String {
    try api.talecast.submit(jobText: APIFixture.job, source: "test", idempotencyKey: nil)[0].job.id
  }

  @Test func anEndedJobsStreamReplaysItsEventsThenEnds() throws {
    let api = try APIFixture()
    let id = try submit(api)
    #expect(try api.call("POST", "/v1/jobs/\(id)/cancel", token: "submit").status == 200)
    let response = try api.call("GET", "/v1/jobs/\(id)/events", token: "read")
    #expect(response.status == 200)
    #expect(response.headers["content-type"] == "text/event-stream")
    let text = String(decoding: response.body, as: UTF8.self)
    #expect(text.hasPrefix("retry: 3000\n\n"))
    let stored = try api.talecast.storedEvents(after: 0, ofJob: id)
    #expect(stored.count >= 2)
    let expected =
      stored.map {
        EventStreamReader.Message(id: "\($0.sequence)", event: $0.type, data: $0.jsonLine)
      } + [
        EventStreamReader.Message(
          id: nil, event: "end", data: #"{"reason":"job ended","state":"cancelled"}"#)
      ]
    #expect(EventStreamReader.messages(in: text) == expected)
  }

  @Test func aJobsStreamFollowsItLiveAndEndsAfterItsOutcome() throws {
    let api = try APIFixture()
    let id = try submit(api)
    let other = try submit(api)
    let reader = try EventStreamReader(port: api.service.server.port, path: "/v1/jobs/\(id)/events")
    #expect(reader.read { !$0.events.isEmpty })
    #expect(reader.status == 200)
    // Another job's events are not this stream's.
    #expect(try api.call("POST", "/v1/jobs/\(other)/cancel", token: "submit").status == 200)
    #expect(try api.call("POST", "/v1/jobs/\(id)/cancel", token: "submit").status == 200)
    #expect(reader.read { $0.ended })
    let stored = try api.talecast.storedEvents(after: 0, ofJob: id)
    #expect(reader.events.map(\.id) == stored.map { "\($0.sequence)" })
    #expect(reader.messages.last?.event == "end")
    #expect(reader.messages.last?.data == #"{"reason":"job ended","state":"cancelled"}"#)
    #expect(api.api.events.wait(forCount: 0, timeout: 10))
  }

  @Test func anUnknownJobOrABadPositionIsAProblemBeforeAnyStream() throws {
    let api = try APIFixture()
    let missing = try api.call("GET", "/v1/jobs/nope/events", token: "read")
    #expect(missing.status == 404)
    #expect(missing.headers["content-type"] == "application/problem+json")
    let bad = try api.call(
      "GET", "/v1/events", token: "read", headers: ["Last-Event-ID": "seven"])
    #expect(bad.status == 400)
    #expect(try APIFixture.object(bad)["field"] as? String == "Last-Event-ID")
    let badAfter = try api.call("GET", "/v1/events?after=-1", token: "read")
    #expect(try APIFixture.object(badAfter)["field"] as? String == "after")
    // `after` given is a number (schemathesis sent it empty, and a stream was answered).
    for value in ["", "%205", "+5", "5x"] {
      let odd = try api.call("GET", "/v1/events?after=\(value)", token: "read")
      #expect(odd.status == 400, "after=\(value)")
      #expect(try APIFixture.object(odd)["field"] as? String == "after")
    }
    #expect(try api.call("GET", "/v1/events", token: nil).status == 401)
    #expect(api.api.openEventStreams == 0)
  }

  /// Connect, read some events, leave; more are published; reconnect with Last-Event-ID
  /// while another Talecast on the same store (another process, another host) publishes
  /// more: every event arrives exactly once, in order, on both stores.
  @Test(arguments: ["sqlite", "postgres"])
  func aStreamResumedAfterLastEventIdMissesAndRepeatsNothing(store: String) throws {
    let database =
      store == "sqlite"
      ? DatabaseChoice.sqlite
      : try DatabaseChoice.parse(try PostgresServer.shared.makeDatabase(), field: "database")
    let api = try APIFixture(database: database)
    let elsewhere = try Talecast(
      configuration: TalecastConfiguration(
        mediaRoot: api.media, database: database, defaultVoice: "en-us"))
    let port = api.service.server.port
    _ = try submit(api)
    let start = try api.talecast.lastEventSequence()
    let first = try EventStreamReader(port: port, path: "/v1/events?after=\(start)")
    for _ in 0..<5 { _ = try submit(api) }
    #expect(first.read { $0.events.count >= 3 })
    let firstIds = first.events.compactMap { $0.id.flatMap { Int64($0) } }
    first.abort()
    let lastSeen = try #require(firstIds.last as Int64?)
    for _ in 0..<5 { _ = try submit(api) }
    // Published while the second connection reads the log and hands over to the feed.
    let published = DispatchSemaphore(value: 0)
    Thread {
      for _ in 0..<30 {
        _ = try? elsewhere.submit(jobText: APIFixture.job, source: "test", idempotencyKey: nil)
      }
      published.signal()
    }.start()
    let second = try EventStreamReader(
      port: port, path: "/v1/events", lastEventId: lastSeen)
    #expect(published.wait(timeout: .now() + 30) == .success)
    let end = try api.talecast.lastEventSequence()
    #expect(second.read { ($0.events.last?.id.flatMap { Int64($0) } ?? 0) >= end })
    let secondIds = second.events.compactMap { $0.id.flatMap { Int64($0) } }
    let stored = try api.talecast.storedEvents(after: start, limit: 10_000)
    #expect(stored.count >= 40)
    #expect(firstIds + secondIds == stored.map(\.sequence))
    // Each message is the stored event, as `talecast log --json` prints it.
    #expect(second.events.map(\.data) == stored.suffix(secondIds.count).map(\.jsonLine))
  }

  /// 1,000 clients that connect and leave without a word: the heartbeat notices each, and
  /// nothing stays behind (the API's streams, the server's, the log follower).
  @Test func aThousandConnectAndDisconnectCyclesLeaveNothingBehind() throws {
    let api = try APIFixture(heartbeat: .milliseconds(20))
    let port = api.service.server.port
    #expect(api.api.openEventStreams == 0)
    #expect(api.service.server.openStreams == 0)
    for cycle in 0..<1_000 {
      let reader = try EventStreamReader(port: port, path: "/v1/events")
      guard reader.read(until: { $0.text.contains("retry:") }) else {
        Issue.record("cycle \(cycle): the stream did not open (\(reader.head ?? "no answer"))")
        return
      }
      reader.abort()
    }
    #expect(api.api.events.wait(forCount: 0, timeout: 30), "\(api.api.openEventStreams) left")
    #expect(!api.api.events.isFollowing)
    // The server forgets a stream in the close action after the API's (same thread, next
    // call): give it that moment, bounded.
    let deadline = ContinuousClock.now + .seconds(5)
    while api.service.server.openStreams != 0, ContinuousClock.now < deadline { sched_yield() }
    #expect(api.service.server.openStreams == 0)
    // And the API still streams.
    let id = try submit(api)
    let reader = try EventStreamReader(port: port, path: "/v1/jobs/\(id)/events")
    #expect(reader.read { !$0.events.isEmpty })
  }

  /// A thousand streams at once share one follower of the log: an event reaches each once.
  @Test func manyOpenStreamsEachGetEveryEventFromOneFollower() throws {
    let api = try APIFixture()
    let port = api.service.server.port
    let readers = try (0..<1_000).map { _ in
      try EventStreamReader(port: port, path: "/v1/events")
    }
    #expect(api.api.events.wait(forCount: readers.count, timeout: 20))
    #expect(api.api.events.isFollowing)
    _ = try submit(api)
    let last = "\(try api.talecast.lastEventSequence())"
    for reader in readers {
      #expect(reader.read { $0.events.last?.id == last })
      #expect(reader.events.map(\.id) == [last])
    }
  }

  @Test func aStoppingServerEndsEveryStreamWithAnEndEvent() throws {
    let api = try APIFixture()
    let port = api.service.server.port
    let id = try submit(api)
    let everything = try EventStreamReader(port: port, path: "/v1/events")
    let job = try EventStreamReader(port: port, path: "/v1/jobs/\(id)/events")
    #expect(everything.read { $0.text.contains("retry:") })
    #expect(job.read { !$0.events.isEmpty })
    let stopped = DispatchSemaphore(value: 0)
    let service = api.service
    Thread {
      _ = service.shutdown(timeout: 5)
      stopped.signal()
    }.start()
    let end = EventStreamReader.Message(
      id: nil, event: "end", data: #"{"reason":"server stopping"}"#)
    for reader in [everything, job] {
      #expect(reader.read { $0.ended })
      #expect(reader.messages.last == end)
    }
    #expect(stopped.wait(timeout: .now() + 10) == .success)
  }
}
