import Foundation
import TalecastContract
import TalecastCore
import TalecastPostgres
import TalecastStorage
import TalecastTesting
import Testing

@testable import TalecastEventLog

/// A follower of the log hears of what another connection (another process's, in use) stores,
/// through the store's change signal: its safety net is set to a minute here, and every wait
/// is far shorter.
@Suite struct EventFollowerTests {
  /// Two logs on one store, as two processes have: one writes, the other follows.
  func pair(_ driver: EventDriver) throws -> (writer: EventLog, reader: EventLog) {
    switch driver {
    case .sqlite:
      let path = try TemporaryFolder.make("follow").appendingPathComponent("t.sqlite").path
      return (
        try EventLog(database: try Database(path: path)),
        try EventLog(database: try Database(path: path))
      )
    case .memory:
      let store = MemoryEventStore()
      return (EventLog(store: store), EventLog(store: store))
    case .postgres:
      let url = try #require(try PostgresURL(try PostgresServer.shared.makeDatabase()))
      return (
        EventLog(store: try PostgresEventStore(database: try PostgresDatabase(url))),
        EventLog(store: try PostgresEventStore(database: try PostgresDatabase(url)))
      )
    }
  }

  @Test(arguments: EventDriver.allCases)
  func eachStoredEventReachesTheFollowerOnceInOrder(driver: EventDriver) throws {
    let (writer, reader) = try pair(driver)
    try writer.append(StoryGenerationStarted(jobId: "aaaa00000001", source: "before.json"))
    let heard = Locked<[StoredEvent]>([])
    let arrived = DispatchSemaphore(value: 0)
    let follower = EventFollower(log: reader, after: try reader.end(), safetyNet: 60) { events in
      heard.withLock { $0 += events }
      for _ in events { arrived.signal() }
    }
    follower.start()
    for number in 1...3 {
      try writer.append(
        GenerationStageChanged(jobId: "aaaa0000000\(number)", from: nil, to: .writingStory))
      #expect(arrived.wait(timeout: .now() + 5) == .success, "event \(number) unheard")
    }
    follower.stop()
    let ids = heard.withLock { $0.map(\.correlationId) }
    #expect(ids == ["aaaa00000001", "aaaa00000002", "aaaa00000003"])
    let sequences = heard.withLock { $0.map(\.sequence) }
    #expect(sequences == sequences.sorted() && Set(sequences).count == 3)
  }

  /// What was stored before `stop` is handed on by `stop`, even with no wake-up left.
  @Test func stoppingHandsOnWhatWasStoredUpToThen() throws {
    let (writer, reader) = try pair(.memory)
    let heard = Locked(0)
    let follower = EventFollower(log: reader, after: try reader.end(), safetyNet: 60) { events in
      heard.withLock { $0 += events.count }
    }
    follower.start()
    for number in 0..<5 {
      try writer.append(StoryGenerationStarted(jobId: "bbbb0000000\(number)", source: "x"))
    }
    follower.stop()
    #expect(heard.withLock { $0 } == 5)
  }
}
