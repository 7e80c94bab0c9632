import Foundation
import TalecastApp
import TalecastContract
import TalecastCore
import TalecastLibrary

/// The API's stories page over a library of generated stories, imported through the app as
/// `talecast import` would (the same synthetic text as the library benchmark).
extension APIBenchmark {
  static let storyCount = 1_000

  /// A library of `storyCount` generated stories; returns the first story's id (the file
  /// serving row puts its audio in its folder) and a word in about a third of the stories.
  static func seedStories(_ talecast: Talecast) throws -> (storyId: String, commonWord: String) {
    var text = SyntheticText(seed: 27)
    let heroes = (0..<10).map { index in
      HeroRecord(
        hero: Hero(
          id: String(format: "hero%08d", index), name: text.name(),
          primaryTrait: Trait.allCases[index % 10],
          secondaryTrait: Trait.allCases[(index + 3) % 10], appearance: "a hat",
          specialAbility: "singing"),
        avatar: nil, active: true, created: Date(), modified: Date(), storyCount: 0)
    }
    let stories = (0..<storyCount).map {
      text.story(number: $0, hero: heroes[$0 % heroes.count].hero)
    }
    _ = try talecast.importLibrary(
      LibraryExport(
        format: LibraryExport.formatName, version: 1, exported: Date(), heroes: heroes,
        customOccasions: [], stories: stories))
    return (stories[0].id, text.word(rank: 12))
  }

  /// `GET /v1/stories?limit=20` (issue 27's goal), and a full-text query's first page, at 64
  /// connections. The query ranks every story holding its word (a third of them) by bm25:
  /// shown without a goal here, since ranking fewer candidates is issue 29's.
  static func measureStories(
    _ report: inout BenchReport, base: String, headers: [String: String], commonWord: String
  ) throws {
    let wrk = Wrk(headers: headers)
    try measure(
      &report, "GET /v1/stories?limit=20 (\(storyCount) stories)", wrk,
      base + "/v1/stories?limit=20", goal: .atLeast(5_000), p99: 20)
    try measure(
      &report, "GET /v1/stories?q=<common word>&limit=20", wrk,
      base + "/v1/stories?q=\(commonWord)&limit=20", goal: nil, p99: nil)
  }
}
