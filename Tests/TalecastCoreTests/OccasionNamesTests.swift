import Foundation
import Testing

@testable import TalecastCore

/// A story's occasion was once called its "event" in every file Talecast writes. Files, queued
/// jobs and logged events of an earlier release keep reading; new ones say "occasion".
@Suite struct OccasionNamesTests {
  let hero = #""hero": {"name": "Luna", "traits": ["Brave", "Kind"]}"#

  @Test func aJobFileNamesItsOccasionByEitherName() throws {
    let new = try JobFileParser.parse(
      text: #"{\#(hero), "occasion": "magic-garden", "seed": 3}"#, source: "new.json")
    let old = try JobFileParser.parse(
      text: #"{\#(hero), "event": "magic-garden", "seed": 3}"#, source: "old.json")
    #expect(new.occasion == .builtIn(.magicGarden))
    #expect(old.occasion == new.occasion)
    let custom = try JobFileParser.parse(
      text: #"{\#(hero), "occasion": {"title": "Tea Time", "keywords": ["teapot"]}}"#,
      source: "c.json")
    guard case .custom(let occasion) = custom.occasion else {
      Issue.record("expected a custom occasion, got \(custom.occasion)")
      return
    }
    #expect(occasion.title == "Tea Time")
    #expect(occasion.keywords == ["teapot"])
  }

  @Test func aJobQueuedByAnEarlierReleaseStillDecodes() throws {
    let job = try JobFileParser.parse(
      text: #"{\#(hero), "occasion": "ocean-voyage", "seed": 9}"#, source: "j.json")
    let written = String(decoding: try JSONEncoder().encode(job), as: UTF8.self)
    #expect(written.contains(#""occasion":"#))
    #expect(!written.contains(#""event":"#))
    // What the queue and a work folder hold for a job stored before the rename.
    let old = written.replacingOccurrences(of: #""occasion":"#, with: #""event":"#)
    let decoded = try JSONDecoder().decode(RenderJob.self, from: Data(old.utf8))
    #expect(decoded == job)
  }

  @Test func aManifestWrittenByAnEarlierReleaseStillDecodes() throws {
    let manifest = StoryManifest(
      storyId: "s1", title: "T",
      hero: Hero(
        name: "Luna", primaryTrait: .brave, secondaryTrait: .kind, appearance: "",
        specialAbility: ""),
      occasion: OccasionReference(.magicGarden), length: .short, seed: 1, voice: "en-us",
      created: Date(timeIntervalSince1970: 1_800_000_000),
      audio: AudioSummary(
        file: "a.m4a", format: "m4a", codec: "aac", sampleRate: 22_050, duration: 3),
      scenes: [])
    let written = String(decoding: try StoryManifest.makeEncoder().encode(manifest), as: UTF8.self)
    #expect(written.contains(#""occasion" : {"#))
    let old = written.replacingOccurrences(of: #""occasion" :"#, with: #""event" :"#)
    let decoded = try StoryManifest.makeDecoder().decode(StoryManifest.self, from: Data(old.utf8))
    #expect(decoded == manifest)
    // Neither name: the error names the new one.
    let neither = written.replacingOccurrences(of: #""occasion" :"#, with: #""elsewhere" :"#)
    #expect(throws: DecodingError.self) {
      try StoryManifest.makeDecoder().decode(StoryManifest.self, from: Data(neither.utf8))
    }
  }

  @Test func aLoggedChangeToACustomEventStillDecodes() throws {
    let old = try JSONDecoder().decode([LibraryEntity].self, from: Data(#"["customEvent"]"#.utf8))
    #expect(old == [.customOccasion])
    let written = String(
      decoding: try JSONEncoder().encode([LibraryEntity.customOccasion]), as: UTF8.self)
    #expect(written == #"["customOccasion"]"#)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([LibraryEntity].self, from: Data(#"["planet"]"#.utf8))
    }
  }
}
