import Foundation
import TalecastContract
import TalecastCore
import TalecastHTTP
import TalecastLibrary
import TalecastTesting
import Testing

@testable import TalecastAPI

/// Voices, stats, export and import over a real socket, and heroes deleted with or without
/// their stories.
@Suite struct LibraryRoutesTests {
  /// A library of one hero (Luna), one custom occasion and one story of Luna's.
  static func library() throws -> LibraryExport {
    let made = Date(timeIntervalSince1970: 1_800_000_000)
    let hero = HeroRecord(
      hero: SampleStory.luna, avatar: nil, active: true, created: made, modified: made,
      storyCount: 0)
    let occasion = CustomOccasion(
      id: "occasion0001", title: "Grandma's Visit", category: .celebration, keywords: ["cake"],
      created: made, modified: made)
    let manifest = SampleStory.manifest(id: "story0000001", title: "Luna and the Garden")
    let story = LibraryStory(
      id: "story0000001", title: manifest.title, heroId: SampleStory.luna.id, heroName: "Luna",
      occasionId: "magic-garden", occasionTitle: "Magic Garden", customOccasionId: nil,
      language: "en", voice: "en-us", folder: "stories/story0000001-story",
      audioFile: "story.m4a", format: "m4a", duration: 60,
      scenes: manifest.scenes.map { SceneText(text: $0.text, illustrationPrompt: "picture") },
      favorite: true, playCount: 1, lastPlayed: made, position: 12, audioNeedsRegeneration: false,
      jobId: nil, created: made, modified: made, manifest: manifest)
    return LibraryExport(
      format: LibraryExport.formatName, version: 1, exported: made, heroes: [hero],
      customOccasions: [occasion], stories: [story])
  }

  static func text(_ export: LibraryExport) throws -> String {
    String(decoding: try LibraryExport.makeEncoder().encode(export), as: UTF8.self)
  }

  @Test func anExportIsImportedIntoAnotherLibrary() throws {
    let first = try APIFixture()
    let imported = try first.call("POST", "/v1/import", body: try Self.text(Self.library()))
    #expect(imported.status == 200, "\(String(decoding: imported.body, as: UTF8.self))")
    let report = try APIFixture.object(imported)
    #expect(report["storiesAdded"] as? Int == 1)
    #expect(report["heroesAdded"] as? Int == 1)
    #expect(report["customOccasionsAdded"] as? Int == 1)

    let stats = try APIFixture.object(try first.call("GET", "/v1/stats", token: "read"))
    #expect(stats["stories"] as? Int == 1)
    #expect(stats["inProgress"] as? Int == 1)
    #expect(stats["favorites"] as? Int == 1)
    #expect(stats["heroes"] as? Int == 1)
    #expect(stats["customOccasions"] as? Int == 1)
    #expect(stats["totalAudioSeconds"] as? Double == 60)

    let exported = try first.call("GET", "/v1/export", token: "read")
    #expect(exported.status == 200)
    #expect(exported.headers["content-type"] == "application/json")
    let export = try LibraryExport.makeDecoder().decode(LibraryExport.self, from: exported.body)
    #expect(export.stories.map(\.id) == ["story0000001"])
    #expect(export.heroes.map(\.id) == [SampleStory.luna.id])

    let second = try APIFixture()
    let again = try second.call(
      "POST", "/v1/import", body: String(decoding: exported.body, as: UTF8.self))
    #expect(again.status == 200)
    #expect(try APIFixture.object(again)["storiesAdded"] as? Int == 1)
    let copy = try LibraryExport.makeDecoder().decode(
      LibraryExport.self, from: try second.call("GET", "/v1/export").body)
    #expect(copy.stories == export.stories)
    #expect(copy.heroes == export.heroes)
    #expect(copy.customOccasions == export.customOccasions)

    // A query picks stories, and only the heroes they use.
    let none = try LibraryExport.makeDecoder().decode(
      LibraryExport.self, from: try first.call("GET", "/v1/export?q=hero:Nobody").body)
    #expect(none.stories.isEmpty && none.heroes.isEmpty)
    let bad = try first.call("GET", "/v1/export?q=plays:lots")
    #expect(bad.status == 400)
    #expect(try APIFixture.object(bad)["field"] as? String == "q")
  }

  @Test func theStreamedExportIsTheCommandLinesExport() throws {
    var empty = try Self.library()
    empty.heroes = []
    empty.stories = []
    for export in [try Self.library(), empty] {
      var streamed: [UInt8] = []
      try LibraryExportWriter.write(export) {
        streamed += $0
        return true
      }
      #expect(String(decoding: streamed, as: UTF8.self) == (try Self.text(export)))
    }
  }

  @Test func aBadImportChangesNothingAndSaysWhere() throws {
    let api = try APIFixture()
    #expect(try api.call("POST", "/v1/import", body: "not json").status == 400)
    let missing = try api.call("POST", "/v1/import", body: "{}")
    #expect(missing.status == 422)
    #expect(try APIFixture.object(missing)["field"] as? String == "format")
    var library = try Self.library()
    library.heroes[0].hero.name = ""
    let badHero = try api.call("POST", "/v1/import", body: try Self.text(library))
    #expect(badHero.status == 422, "\(String(decoding: badHero.body, as: UTF8.self))")
    library = try Self.library()
    library.format = "other"
    let badFormat = try api.call("POST", "/v1/import", body: try Self.text(library))
    #expect(try APIFixture.object(badFormat)["field"] as? String == "format")
    #expect(try api.call("POST", "/v1/import", token: "submit", body: "{}").status == 403)
    let stats = try APIFixture.object(try api.call("GET", "/v1/stats"))
    #expect(stats["stories"] as? Int == 0 && stats["heroes"] as? Int == 0)
  }

  @Test func aHeroWithStoriesIsDeletedOnlyWhenTheStoriesAreChosenFor() throws {
    let api = try APIFixture()
    #expect(try api.call("POST", "/v1/import", body: try Self.text(Self.library())).status == 200)
    let id = SampleStory.luna.id
    let refused = try api.call("DELETE", "/v1/heroes/\(id)")
    #expect(refused.status == 409)
    #expect(try APIFixture.object(refused)["detail"] as? String != nil)
    #expect(try api.call("DELETE", "/v1/heroes/\(id)?withStories=perhaps").status == 400)
    #expect(try api.call("DELETE", "/v1/heroes/\(id)?withStories=true").status == 204)
    let stats = try APIFixture.object(try api.call("GET", "/v1/stats"))
    #expect(stats["stories"] as? Int == 0)
    #expect(stats["heroes"] as? Int == 0)

    // Kept: the story stays, with the hero's name.
    let other = try APIFixture()
    #expect(try other.call("POST", "/v1/import", body: try Self.text(Self.library())).status == 200)
    #expect(try other.call("DELETE", "/v1/heroes/\(id)?withStories=false").status == 204)
    let kept = try APIFixture.object(try other.call("GET", "/v1/stats"))
    #expect(kept["stories"] as? Int == 1)
    #expect(kept["heroes"] as? Int == 0)
  }

  @Test func theNarratorsVoicesAreListed() throws {
    let api = try APIFixture()
    let response = try api.call("GET", "/v1/voices", token: "read")
    #expect(response.status == 200)
    let voices = try #require(try APIFixture.object(response)["voices"] as? [[String: Any]])
    #expect(voices.contains { ($0["languages"] as? [String])?.contains("en-us") == true })
  }
}
