import Foundation
import Testing

@testable import TalecastCore

@Suite struct EventRegistryTests {
  static let hero = Hero(
    name: "A", primaryTrait: .kind, secondaryTrait: .smart, appearance: "x", specialAbility: "y")
  static let manifest = StoryManifest(
    storyId: "s1", title: "T", hero: hero, occasion: OccasionReference(.magicGarden),
    length: .short,
    seed: 1,
    voice: "en-us", created: Date(timeIntervalSince1970: 1_700_000_000),
    audio: AudioSummary(
      file: "story.m4a", format: "m4a", codec: "aac", sampleRate: 22_050, duration: 1.5),
    scenes: [
      SceneManifest(
        index: 0, text: "Hi.", illustrationPrompt: "p", start: 0, end: 1.5,
        illustration: IllustrationManifest(file: "scene-01.svg", timestamp: 0))
    ])
  static let moment = PlaybackMoment(sessionTime: 3, storyPosition: 1)

  /// One example of every event type Talecast publishes.
  static let samples: [any TalecastEvent] = [
    StoryGenerationStarted(jobId: "j", source: "a.json"),
    GenerationStageChanged(jobId: "j", from: .syncing, to: nil),
    GenerationStageFailed(jobId: "j", stage: .illustrating, attempt: 2, message: "m"),
    GenerationStageProgressed(jobId: "j", stage: .synthesizingSpeech, done: 3, total: 7),
    StoryGenerated(jobId: "j", folder: "stories/s1", manifest: manifest),
    StoryGenerationInterrupted(jobId: "j", stage: .encodingAudio),
    JobStateChanged(jobId: "j", from: .running, to: .queued, attempt: 2, message: "m"),
    StoryGenerationResumed(
      jobId: "j", stage: .illustrating, mode: "skip-illustrations", reused: "story text"),
    StoryIllustrated(
      jobId: "j", folder: "stories/s1", manifest: manifest, drawn: [0, 2], failed: [1]),
    StoryGenerationFailed(jobId: "j", stage: .syncing, message: "m"),
    StoryGenerationCancelled(jobId: "j", stage: nil),
    LibraryChanged(entity: .hero, id: "h1", change: .deleted),
    LibraryStoreFailed(storyId: "s1", message: "m"),
    PlaybackStarted(
      storyId: "s1", title: "T", queuePosition: 1, queueLength: 2, duration: 9, moment: moment),
    IllustrationShown(
      storyId: "s1", title: "T", queuePosition: 1, queueLength: 2, number: 1, count: 3,
      file: "f.svg", moment: moment),
    CaptionHeard(
      storyId: "s1", title: "T", queuePosition: 1, queueLength: 2, number: 2, count: 7,
      text: "Rain & \"sun\".", moment: moment),
    PlaybackFinished(storyId: "s1", title: "T", queuePosition: 1, queueLength: 2, moment: moment),
    PlaybackQueueFinished(storiesPlayed: 2, sessionTime: 9),
    PlayerStateChanged(from: .playing, to: .paused, sessionTime: 4),
    PlaybackPositionSaved(storyId: "s1", position: 12.5),
    EventsLost(
      count: 7, from: Date(timeIntervalSince1970: 1_800_000_000),
      to: Date(timeIntervalSince1970: 1_800_000_060)),
  ]

  @Test func theSamplesCoverEveryRegisteredType() {
    #expect(
      Set(Self.samples.map { type(of: $0).typeName }) == Set(EventRegistry.standard.typeNames))
    #expect(EventRegistry.standard.typeNames.count == EventRegistry.allEventTypes.count)
  }

  @Test(arguments: samples.indices)
  func everyEventTypeRoundTripsThroughJSON(index: Int) throws {
    let event = Self.samples[index]
    let encoder = EventCoding.makeEncoder()
    let json = String(decoding: try encoder.encode(event), as: UTF8.self)
    let decoded = EventRegistry.standard.decode(type: type(of: event).typeName, json: json)
    let back = try #require(decoded.event, "\(decoded)")
    #expect(type(of: back).typeName == type(of: event).typeName)
    #expect(String(decoding: try encoder.encode(back), as: UTF8.self) == json)
    #expect(back.metadata == event.metadata)
  }

  @Test func timestampsKeepTheirMilliseconds() throws {
    let event = Ping(1)
    let json = try EventCoding.makeEncoder().encode(event)
    let back = try EventCoding.makeDecoder().decode(Ping.self, from: json)
    #expect(abs(back.metadata.timestamp.timeIntervalSince(event.metadata.timestamp)) < 0.001)
  }

  @Test func unknownTypesAndBrokenJSONAreKeptRawNotACrash() {
    switch EventRegistry.standard.decode(type: "FromTheFuture", json: #"{"x":1}"#) {
    case .unknown(let type, let json, let reason):
      #expect(type == "FromTheFuture")
      #expect(json == #"{"x":1}"#)
      #expect(reason.contains("no event type named FromTheFuture"))
    case .known: Issue.record("an unknown type must stay unknown")
    }
    if case .known = EventRegistry.standard.decode(type: "LibraryChanged", json: #"{"storyId": 3}"#)
    {
      Issue.record("broken JSON must stay unknown")
    }
  }

  @Test func aJSONLineWrapsTheEventWithItsType() throws {
    let line = try EventCoding.line(for: Pong(4), sequence: 12, encoder: EventCoding.makeEncoder())
    #expect(line.hasPrefix(#"{"seq":12,"type":"Pong","event":{"metadata":"#))
    let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
    #expect((object?["event"] as? [String: Any])?["value"] as? Int == 4)
  }
}
