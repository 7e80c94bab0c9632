import Foundation
import TalecastContract
import TalecastCore
import TalecastEventLog
import TalecastLibrary
import TalecastTesting
import Testing

@testable import TalecastApp

/// Events of another Talecast on the same store (another process, in use) reach this one's
/// front door through the shared log, once each, and never its services: a play is counted
/// once and an event stored once.
@Suite struct ForeignEventsTests {
  @Test func anotherTalecastsEventsReachTheFrontDoorOnceAndNeverTheServices() throws {
    let media = try TemporaryFolder.make("foreign")
    let configuration = TalecastConfiguration(
      mediaRoot: media, database: .sqlite, defaultVoice: "en-us")
    let here = try Talecast(configuration: configuration)
    let there = try Talecast(configuration: configuration)
    let manifest = SampleStory.manifest(
      id: "s00000000001", title: "The Dragon Who Sneezed", scenes: ["Once.", "A dragon!"],
      created: Date(timeIntervalSince1970: 1_800_000_000))
    try here.library.stories.store(SampleStory.generated(manifest))

    let heard = Locked<[String]>([])
    let arrived = DispatchSemaphore(value: 0)
    let plays = here.subscribe(PlaybackFinished.self) { event in
      heard.withLock { $0.append(event.metadata.eventId) }
      arrived.signal()
    }
    let changes = here.subscribe(LibraryChanged.self) { event in
      heard.withLock { $0.append(event.metadata.eventId) }
      arrived.signal()
    }
    defer {
      plays.cancel()
      changes.cancel()
    }
    let foreign = try ForeignEvents(here) { _ in true }
    foreign.start()
    // The other Talecast plays the story to its end: its library counts the play, which it
    // announces; both events are in the shared log.
    let played = PlaybackFinished(
      storyId: "s00000000001", title: "The Dragon Who Sneezed", queuePosition: 1, queueLength: 1,
      moment: PlaybackMoment(sessionTime: 9, storyPosition: 9))
    there.broker.publish(played)
    // This one changes something of its own meanwhile: heard once, as it is published.
    try here.library.stories.setFavorite(["s00000000001"], true)
    // The play, the other's LibraryChanged for it, and this one's own LibraryChanged.
    for _ in 0..<3 { #expect(arrived.wait(timeout: .now() + 5) == .success) }
    foreign.stop()

    let ids = heard.withLock { $0 }
    #expect(ids.count == 3 && Set(ids).count == 3, "each event once: \(ids)")
    #expect(ids.contains(played.metadata.eventId))
    let story = try here.library.stories.story(matching: "s00000000001")
    #expect(story.playCount == 1, "the play was counted by the Talecast that played it, once")
    let logged = try here.eventLog.events().filter { $0.eventId == played.metadata.eventId }
    #expect(logged.count == 1)
  }
}
