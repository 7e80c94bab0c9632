import Foundation
import TalecastContract
import TalecastCore
import TalecastPostgres
import TalecastStorage
import TalecastTesting
import Testing

@testable import TalecastEventLog

/// The stores the event log's behaviour suite runs on: every test runs once per driver.
enum EventDriver: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case sqlite, memory, postgres
  var testDescription: String { rawValue }
}

@Suite struct EventLogTests {
  func open(_ driver: EventDriver) throws -> EventLog {
    switch driver {
    case .sqlite:
      let database = try Database(
        path: try TemporaryFolder.make("eventlog").appendingPathComponent("t.sqlite").path)
      return try EventLog(database: database)
    case .memory:
      return EventLog(store: MemoryEventStore())
    case .postgres:
      let url = try #require(try PostgresURL(try PostgresServer.shared.makeDatabase()))
      return EventLog(store: try PostgresEventStore(database: try PostgresDatabase(url)))
    }
  }

  @Test(arguments: EventDriver.allCases)
  func everyPublishedEventIsStoredInOrderAndReadBackTyped(driver: EventDriver) throws {
    let log = try open(driver)
    let broker = EventBroker()
    let recording = log.record(from: broker)
    broker.publish(StoryGenerationStarted(jobId: "aaaa00000001", source: "a.json"))
    broker.publish(GenerationStageChanged(jobId: "aaaa00000001", from: nil, to: .writingStory))
    broker.publish(LibraryChanged(storyId: "s1", change: .created))
    recording.cancel()
    broker.publish(LibraryChanged(storyId: "s1", change: .updated))

    let stored = try log.events()
    #expect(
      stored.map(\.type) == ["StoryGenerationStarted", "GenerationStageChanged", "LibraryChanged"])
    #expect(stored.map(\.sequence) == stored.map(\.sequence).sorted())
    let change = try #require(stored[1].decoded.event as? GenerationStageChanged)
    #expect(change.to == .writingStory)
    #expect(stored[1].summary == "entered writingStory")
    #expect(try log.events(EventLog.Filter(correlationId: "aaaa00000001")).count == 2)
    #expect(try log.events(EventLog.Filter(storyId: "s1")).count == 1)
    #expect(try log.events(EventLog.Filter(after: stored[0].sequence)).count == 2)
    #expect(try log.jobs().map(\.jobId) == ["aaaa00000001"])
    #expect(try log.jobId(matching: "aaaa") == "aaaa00000001")
    #expect(try log.jobId(matching: "bbbb") == nil)
    #expect(try log.jobId(matching: "%") == nil)
  }

  @Test(arguments: EventDriver.allCases)
  func theJobThatMadeAStoryIsFound(driver: EventDriver) throws {
    let log = try open(driver)
    try log.append(StoryGenerated(jobId: "job-7", folder: "f", manifest: EventLogTests.manifest))
    #expect(try log.jobId(forStory: "s9") == "job-7")
    #expect(try log.jobId(forStory: "nope") == nil)
  }

  @Test(arguments: EventDriver.allCases)
  func rowsOfUnknownTypesAreKeptAndShownRaw(driver: EventDriver) throws {
    let log = try open(driver)
    try log.store.append(
      EventRecord(
        eventId: "x", type: "FromTheFuture", version: 3, correlationId: nil, storyId: nil,
        timestamp: 0, payload: #"{"a":1}"#))
    // The same event twice is refused, as the databases' unique event ids refuse it.
    #expect(throws: (any Error).self) {
      try log.store.append(
        EventRecord(
          eventId: "x", type: "FromTheFuture", version: 3, correlationId: nil, storyId: nil,
          timestamp: 0, payload: "{}"))
    }
    let stored = try #require(try log.events().first)
    #expect(stored.decoded.event == nil)
    #expect(stored.summary == #"FromTheFuture (unknown type) {"a":1}"#)
    #expect(stored.jsonLine == #"{"seq":1,"type":"FromTheFuture","event":{"a":1}}"#)
  }

  static let manifest = StoryManifest(
    storyId: "s9", title: "T",
    hero: Hero(
      name: "A", primaryTrait: .kind, secondaryTrait: .smart, appearance: "x", specialAbility: "y"),
    occasion: OccasionReference(.magicGarden), length: .short, seed: 1, voice: "en-us",
    created: Date(),
    audio: AudioSummary(
      file: "story.m4a", format: "m4a", codec: "aac", sampleRate: 22_050, duration: 1), scenes: [])
}
