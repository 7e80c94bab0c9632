import Foundation
import TalecastCore
import TalecastTesting
import Testing

@testable import TalecastContract
@testable import TalecastLibrary

@Suite struct DeletionAndTransferTests {
  @Test(arguments: LibraryDriver.allCases) func deletingStoriesRemovesRowsIllustrationsAndFiles(
    driver: LibraryDriver
  ) throws {
    let fixture = try LibraryFixture(driver)
    try fixture.add(id: "s00000000001", title: "One")
    try fixture.add(id: "s00000000002", title: "Two")
    let plan = try fixture.library.stories.planDeletion(matching: try StoryQuery.parse("title:One"))
    #expect(
      plan.files
        == [
          "stories/s00000000001-story/manifest.json", "stories/s00000000001-story/scene-01.svg",
          "stories/s00000000001-story/scene-02.svg", "stories/s00000000001-story/story.m4a",
        ].sorted())
    let report = try fixture.library.execute(plan)
    #expect(report.filesRemoved == 4 && report.problems.isEmpty)
    #expect(
      !FileManager.default.fileExists(
        atPath: fixture.media.appendingPathComponent("stories/s00000000001-story").path))
    #expect(
      FileManager.default.fileExists(
        atPath: fixture.media.appendingPathComponent("stories/s00000000002-story").path))
    #expect(
      try fixture.store.illustrations(ofStory: "s00000000001").isEmpty,
      "illustrations go with their story")
    #expect(try fixture.store.illustrations(ofStory: "s00000000002").count == 2)
    #expect(
      fixture.broker.events(of: LibraryChanged.self).last.map { "\($0.id) \($0.change)" }
        == "s00000000001 deleted")
  }

  @Test(arguments: LibraryDriver.allCases) func aFolderOutsideTheMediaRootIsNeverDeleted(
    driver: LibraryDriver
  ) throws {
    let fixture = try LibraryFixture(driver)
    try fixture.add(id: "s00000000001", title: "Tampered")
    let outside = fixture.media.deletingLastPathComponent().appendingPathComponent(
      "precious-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    #expect(
      try fixture.store.relocate(
        story: "s00000000001", to: "stories/../../\(outside.lastPathComponent)"))
    let plan = try fixture.library.stories.planDeletion(of: ["s00000000001"])
    #expect(plan.folders.isEmpty && plan.files.isEmpty)
    try fixture.library.execute(plan)
    #expect(FileManager.default.fileExists(atPath: outside.path))
  }

  @Test(arguments: LibraryDriver.allCases) func anExportMergesBackIntoAnotherLibraryById(
    driver: LibraryDriver
  ) throws {
    let source = try LibraryFixture(driver)
    try source.library.occasions.add(CustomOccasion(id: "ce0000000001", title: "Picnic"))
    try source.add(id: "s00000000001", title: "One", customOccasionId: "ce0000000001")
    try source.add(id: "s00000000002", title: "Two", hero: LibraryFixture.ada)
    try source.library.stories.setFavorite(["s00000000002"], true)
    let everything = try source.library.export()
    #expect(
      everything.stories.count == 2 && everything.heroes.count == 2
        && everything.customOccasions.count == 1)
    let onlyAda = try source.library.export(try StoryQuery.parse("hero:Ada"))
    #expect(
      onlyAda.stories.map(\.id) == ["s00000000002"] && onlyAda.heroes.map(\.id) == ["hero00000002"])

    let data = try LibraryExport.makeEncoder().encode(everything)
    let target = try LibraryFixture(driver)
    try target.add(id: "s00000000002", title: "Old title of two", hero: LibraryFixture.ada)
    let report = try target.library.importLibrary(
      try LibraryExport.makeDecoder().decode(LibraryExport.self, from: data))
    #expect(
      report
        == ImportReport(
          heroesAdded: 1, heroesUpdated: 1, customOccasionsAdded: 1, customOccasionsUpdated: 0,
          storiesAdded: 1, storiesUpdated: 1, storiesWithoutFiles: 1))
    // Story one's files stayed with the source: it comes with its text, to be rendered again.
    #expect(try target.library.stories.story(matching: "s00000000001").audioNeedsRegeneration)
    #expect(!(try target.library.stories.story(matching: "s00000000002").audioNeedsRegeneration))
    let stories = try target.library.stories.all()
    #expect(Set(stories.map(\.id)) == ["s00000000001", "s00000000002"])
    #expect(try target.library.stories.story(matching: "s00000000002").title == "Two")
    #expect(try target.library.stories.story(matching: "s00000000002").favorite)
    #expect(
      try target.library.stories.story(matching: "s00000000001").customOccasionId == "ce0000000001")
    #expect(try target.ids("One") == ["s00000000001"], "imported text is searchable")
    // Importing the same export again changes nothing but says it updated.
    let again = try target.library.importLibrary(
      try LibraryExport.makeDecoder().decode(LibraryExport.self, from: data))
    #expect(again.storiesAdded == 0 && again.storiesUpdated == 2)
  }

  @Test(arguments: LibraryDriver.allCases) func aWrongExportChangesNothing(driver: LibraryDriver)
    throws
  {
    let fixture = try LibraryFixture(driver)
    var export = try fixture.library.export()
    export.format = "something-else"
    #expect(throws: LibraryError.self) { try fixture.library.importLibrary(export) }
    export.format = LibraryExport.formatName
    export.version = 2
    #expect(
      throws: LibraryError.invalid(
        field: "version", problem: "this Talecast reads version 1 exports, not 2")
    ) {
      try fixture.library.importLibrary(export)
    }
  }

  /// Bad values are refused by their place in the file before anything is written, and what
  /// the database itself refuses is said without its SQL.
  @Test(arguments: LibraryDriver.allCases) func anImportWithBadValuesIsRefusedByFieldWithoutSQL(
    driver: LibraryDriver
  ) throws {
    let source = try LibraryFixture(driver)
    try source.add(id: "s00000000001", title: "One")
    try source.add(id: "s00000000002", title: "Two")
    let good = try source.library.export()
    let target = try LibraryFixture(driver)
    func refusal(_ change: (inout LibraryExport) -> Void) -> String? {
      var export = good
      change(&export)
      do {
        try target.library.importLibrary(export)
        return nil
      } catch {
        return "\(error)"
      }
    }
    #expect(
      refusal { $0.stories[1].duration = -5 }
        == "stories[1].duration: must be a number of seconds from 0 to 86400, found -5.0")
    #expect(
      refusal { $0.stories[0].position = 1e9 }?.hasPrefix(
        "stories[0].position: must be a number of seconds from 0 to the duration") == true)
    #expect(
      refusal { $0.stories[0].folder = "../../etc" }
        == "stories[0].folder: must be stories/NAME, found \"../../etc\"")
    #expect(
      refusal { $0.stories[0].title = "A\u{0}B" }
        == "stories[0].title: contains the control character U+0000 in \"A·B\" (a name or title is one line of text)"
    )
    #expect(
      refusal { $0.stories[0].manifest = $0.stories[1].manifest }
        == "stories[0].manifest.storyId: must be the story's id \"s00000000001\", found \"s00000000002\""
    )
    #expect(try target.library.stories.all().isEmpty, "nothing was written")
    // What the database refuses is said by its constraint, not its SQL.
    let refused = LibraryError.refused("FOREIGN KEY constraint failed")
    #expect(
      "\(refused)"
        == "the import: the library refused it (FOREIGN KEY constraint failed); nothing was changed"
    )
  }
}

/// A story deleted since an export (its files gone) that the export brings back is kept with
/// its text and marked to be rendered again, not stored as a story that plays nothing.
@Suite struct ImportWithoutFilesTests {
  @Test(arguments: LibraryDriver.allCases) func aDeletedStoryComesBackToBeRenderedAgain(
    driver: LibraryDriver
  ) throws {
    let fixture = try LibraryFixture(driver)
    try fixture.add(id: "s00000000001", title: "One")
    try fixture.add(id: "s00000000002", title: "Two")
    let export = try fixture.library.export()
    _ = try fixture.library.execute(
      try fixture.library.stories.planDeletion(matching: try StoryQuery.parse("title:One")))
    let report = try fixture.library.importLibrary(export)
    #expect(report.storiesAdded == 1 && report.storiesUpdated == 1)
    #expect(report.storiesWithoutFiles == 1)
    let back = try fixture.library.stories.story(matching: "s00000000001")
    #expect(back.audioNeedsRegeneration && back.scenes == export.stories[0].scenes)
    #expect(try fixture.ids("outdated:yes") == ["s00000000001"])
  }
}
