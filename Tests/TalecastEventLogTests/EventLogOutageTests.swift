import Foundation
import TalecastContract
import TalecastCore
import TalecastPostgres
import TalecastTesting
import Testing

@testable import TalecastEventLog

/// The event log's PostgreSQL server goes away for longer than a transaction waits for it
/// (`patience`, 60 s in the program, half a second here): events published meanwhile wait in
/// memory and are written in order once it is back; beyond the backlog's room, the log says
/// how many were lost and when.
///
/// Repro (issue 26, finding 9): with the server stopped for over a minute while a render
/// went on, `log --job` had gaps: each append gave up after the transaction's patience and
/// the event was dropped (logged as a failed handler).
@Suite(.serialized) struct EventLogOutageTests {
  /// A log on a server of its own (stopped and started by the test).
  func open(_ server: PostgresServer, backlog: Int = 10_000) throws -> EventLog {
    let url = try #require(try PostgresURL(server.url))
    let database = try PostgresDatabase(url, patience: 0.5)
    return EventLog(
      store: try PostgresEventStore(database: database), backlog: backlog, longestPause: 0.2)
  }

  func publish(_ broker: EventBroker, _ names: [String]) {
    for name in names { broker.publish(LibraryStoreFailed(storyId: "story", message: name)) }
  }

  /// The messages of the stored `LibraryStoreFailed` events, and the summaries of any gaps.
  func stored(_ log: EventLog) throws -> [String] {
    try log.events().map { stored in
      guard case .known(let event) = stored.decoded else { return stored.type }
      switch event {
      case let failed as LibraryStoreFailed: return failed.message
      case let lost as EventsLost: return "lost \(lost.count)"
      default: return stored.type
      }
    }
  }

  /// Whether `condition` holds within `seconds` (looked at every 50 ms).
  func eventually(_ seconds: Double = 30, _ condition: () throws -> Bool) rethrows -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if try condition() { return true }
      Thread.sleep(forTimeInterval: 0.05)
    }
    return try condition()
  }

  @Test func eventsPublishedDuringAnOutageAreWrittenInOrderWhenTheServerIsBack() throws {
    let server = try PostgresServer()
    let log = try open(server)
    let broker = EventBroker()
    let recording = log.record(from: broker)
    defer { recording.cancel() }
    let before = (1...3).map { "before \($0)" }
    let during = (1...20).map { "during \($0)" }
    let after = (1...2).map { "after \($0)" }
    publish(broker, before)
    try server.stop()
    publish(broker, during)
    try server.start()
    publish(broker, after)
    let expected = before + during + after
    let arrived = try eventually { try stored(log).count >= expected.count }
    let count = try stored(log).count
    #expect(arrived, "only \(count) of \(expected.count) events in the log")
    #expect(try stored(log) == expected)
  }

  @Test func aBacklogThatOverflowsRecordsTheGap() throws {
    let server = try PostgresServer()
    let log = try open(server, backlog: 5)
    let broker = EventBroker()
    let recording = log.record(from: broker)
    defer { recording.cancel() }
    publish(broker, ["before"])
    try server.stop()
    let during = (1...12).map { "during \($0)" }
    publish(broker, during)
    #expect(log.waiting == 5)
    try server.start()
    #expect(log.flush(timeout: 30) == 0, "everything waiting was written")
    publish(broker, ["after"])
    let got = try stored(log)
    #expect(got == ["before"] + during.prefix(5) + ["lost 7", "after"], "\(got)")
    let summaries = try log.events().map(\.summary)
    #expect(summaries.contains { $0.hasPrefix("7 events lost between ") }, "\(summaries)")
  }

  @Test func eventsThatCannotBeWrittenBeforeTheEndAreReportedLost() throws {
    let server = try PostgresServer()
    let log = try open(server)
    let broker = EventBroker()
    let recording = log.record(from: broker)
    defer { recording.cancel() }
    try server.stop()
    publish(broker, ["one", "two"])
    #expect(log.flush(timeout: 0.3) == 2)
  }
}
