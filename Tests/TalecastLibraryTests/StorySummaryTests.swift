import Foundation
import TalecastContract
import TalecastCore
import TalecastTesting
import Testing

@testable import TalecastLibrary

/// A page of summaries is the page of whole stories, each as a list shows it: the same
/// stories, order and cursor on every store, and the columns a summary reads (scene count,
/// partial, subtitles) kept with the story through every change that moves them.
@Suite struct StorySummaryTests {
  /// Each summary page equals the whole-story page summarised, for every query and sort.
  func expectSummariesMatch(_ fixture: LibraryFixture, _ note: String) throws {
    let queries = ["", "dragon", "hero:luna", "-dragon plays:0..", "title:%"]
    let sorts: [String?] = [nil, "created-", "title", "plays-,title", "duration,id-"]
    for text in queries {
      for sortText in sorts {
        let query = try StoryQuery.parse(text)
        let sort = try sortText.map { try StorySort.parse($0) }
        for limit in [1, 3, 100] {
          // Each walked with its own cursors (a cursor's JSON has no set key order).
          var wholeCursor: String?
          var summaryCursor: String?
          repeat {
            let whole = try fixture.library.stories.page(
              query, sort: sort, after: wholeCursor, limit: limit)
            let summaries = try fixture.library.stories.summaries(
              query, sort: sort, after: summaryCursor, limit: limit)
            #expect(
              summaries.stories == whole.stories.map(StorySummary.init),
              "\(note): '\(text)' sort \(sortText ?? "default") limit \(limit)")
            #expect((summaries.nextCursor == nil) == (whole.nextCursor == nil))
            wholeCursor = whole.nextCursor
            summaryCursor = summaries.nextCursor
          } while wholeCursor != nil && summaryCursor != nil
        }
      }
    }
  }

  @Test(arguments: LibraryDriver.allCases)
  func summariesAreTheWholeStoriesAsAListShowsThem(driver: LibraryDriver) throws {
    let fixture = try LibraryFixture(driver)
    try StoreParityTests().fill(fixture)
    // A story missing an illustration, with three scenes and subtitles.
    var manifest = SampleStory.manifest(
      id: "s00000000010", title: "Half Drawn Dragon", hero: LibraryFixture.luna,
      occasion: .magicGarden, scenes: ["A dragon.", "A cloud.", "The end."], duration: 90,
      created: Date(timeIntervalSince1970: 1_800_000_123.456), customOccasionId: nil)
    manifest.scenes[1].illustration = nil
    manifest.scenes[1].illustrationError = "content refused"
    manifest.audio.subtitles = "story.vtt"
    try fixture.library.stories.store(SampleStory.generated(manifest))
    let partial = try summary(fixture, "s00000000010")
    #expect(partial.sceneCount == 3 && partial.status == .partial)
    #expect(partial.subtitles == "story.vtt")
    try expectSummariesMatch(fixture, "stored")

    // Redrawn: complete.
    var redrawn = manifest
    redrawn.scenes[1].illustration = IllustrationManifest(file: "scene-02.png", timestamp: 30)
    redrawn.scenes[1].illustrationError = nil
    try fixture.library.stories.storeIllustrations(
      StoryIllustrated(
        jobId: "job-s00000000010", folder: "stories/s", manifest: redrawn, drawn: [1],
        failed: []))
    #expect(try summary(fixture, "s00000000010").status == .complete)

    // Edited text and title; played; a favourite.
    _ = try fixture.library.stories.edit(
      "s00000000010", StoryEdit(title: "The Whole Dragon", sceneTexts: [2: "A bigger cloud."]))
    try fixture.library.listening.recordPlay(
      of: "s00000000010", at: Date(timeIntervalSince1970: 1_800_200_000))
    _ = try fixture.library.stories.setFavorite(["s00000000010"], true)
    #expect(try summary(fixture, "s00000000010").title == "The Whole Dragon")
    try expectSummariesMatch(fixture, "changed")

    // Rendered again with two scenes and no subtitles: the row takes the new manifest.
    var again = SampleStory.manifest(
      id: "s00000000010", title: "Dragon Again", hero: LibraryFixture.luna,
      occasion: .magicGarden, scenes: ["A dragon.", "The end."], duration: 40,
      created: Date(timeIntervalSince1970: 1_800_000_123.456), customOccasionId: nil)
    again.scenes[0].illustrationError = "timed out"
    again.scenes[0].illustration = nil
    try fixture.library.stories.store(
      StoryGenerated(jobId: "job-again", folder: "stories/s00000000010-story", manifest: again),
      replacing: true)
    let replaced = try summary(fixture, "s00000000010")
    #expect(replaced.sceneCount == 2 && replaced.status == .partial && replaced.subtitles == nil)
    try expectSummariesMatch(fixture, "rendered again")

    // Exported and imported into an empty library of the same driver.
    let copy = try LibraryFixture(driver)
    _ = try copy.library.importLibrary(try fixture.library.export())
    try expectSummariesMatch(copy, "imported")
    // The copy has the stories but not their files: each is marked to be rendered again.
    let copied = try copy.library.stories.summaries(.all, limit: 100).stories
    #expect(copied.allSatisfy { $0.audioNeedsRegeneration })
    #expect(
      copied.map { summary in
        var summary = summary
        summary.audioNeedsRegeneration = false
        return summary
      } == (try fixture.library.stories.summaries(.all, limit: 100).stories))
  }

  func summary(_ fixture: LibraryFixture, _ id: String) throws -> StorySummary {
    try #require(
      try fixture.library.stories.summaries(try StoryQuery.parse("id:\(id)"), limit: 1)
        .stories.first)
  }
}
