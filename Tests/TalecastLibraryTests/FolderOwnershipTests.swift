import Foundation
import TalecastContract
import TalecastCore
import TalecastTesting
import Testing

@testable import TalecastLibrary

/// Finding 2: a story's files belong to that story alone.
@Suite struct FolderOwnershipTests {
  /// Repro: export story A, change its id to a new one (its folder still A's), `library
  /// import` it: stored. Deleting the new story then deleted A's files, and `library check`
  /// called A's folder missing.
  @Test(arguments: LibraryDriver.allCases) func anImportMayNotNameAnotherStorysFolder(
    driver: LibraryDriver
  ) throws {
    let fixture = try LibraryFixture(driver)
    try fixture.add(id: "s00000000001", title: "Mine")
    var export = try fixture.library.export()
    export.stories[0].id = "s00000000002"
    export.stories[0].manifest.storyId = "s00000000002"
    #expect(
      "\(try #require(Self.refusal { try fixture.library.importLibrary(export) }))"
        == "stories[0].folder: stories/s00000000001-story is the folder of story s00000000001; a story's files are its own"
    )
    // Two stories of one file naming one folder.
    var twice = try fixture.library.export()
    twice.stories[0].folder = "stories/new-one"
    var second = twice.stories[0]
    second.id = "s00000000003"
    second.manifest.storyId = "s00000000003"
    twice.stories.append(second)
    #expect(
      "\(try #require(Self.refusal { try fixture.library.importLibrary(twice) }))".hasPrefix(
        "stories[1].folder: stories/new-one is the folder of story s00000000001"))
    // A folder that is a symbolic link out of the media root.
    let outside = try TemporaryFolder.make("outside")
    try FileManager.default.createSymbolicLink(
      at: fixture.media.appendingPathComponent("stories/link"), withDestinationURL: outside)
    var linked = try fixture.library.export()
    linked.stories[0].folder = "stories/link"
    #expect(
      "\(try #require(Self.refusal { try fixture.library.importLibrary(linked) }))".hasPrefix(
        "stories[0].folder: stories/link is a symbolic link to "))
    #expect(try fixture.library.stories.all().map(\.folder) == ["stories/s00000000001-story"])
  }

  static func refusal(_ body: () throws -> Void) -> (any Error)? {
    do {
      try body()
      return nil
    } catch { return error }
  }

  /// A library that holds two stories naming one folder (imported before imports were
  /// checked): deleting one keeps the folder for the other, and the library says so.
  @Test(arguments: LibraryDriver.allCases) func deletingAStoryKeepsAFolderAnotherNames(
    driver: LibraryDriver
  ) throws {
    let fixture = try LibraryFixture(driver)
    try fixture.add(id: "s00000000001", title: "Mine")
    var export = try fixture.library.export()
    export.stories[0].id = "s00000000002"
    export.stories[0].manifest.storyId = "s00000000002"
    _ = try fixture.store.importLibrary(export)  // as an unchecked import of old did
    let folder = fixture.media.appendingPathComponent("stories/s00000000001-story")
    let stories = try fixture.library.stories.all()
    #expect(
      fixture.library.folderOwnershipProblems(of: stories).map(\.kind) == [.shared, .shared])
    let plan = try fixture.library.stories.planDeletion(of: ["s00000000002"])
    #expect(plan.files.isEmpty && plan.folders.isEmpty, "nothing of the other story's is planned")
    let report = try fixture.library.execute(plan)
    #expect(report.storiesDeleted == 1 && report.filesRemoved == 0)
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("story.m4a").path))
    // Deleting the last story that names it removes it.
    try fixture.library.execute(try fixture.library.stories.planDeletion(of: ["s00000000001"]))
    #expect(!FileManager.default.fileExists(atPath: folder.path))
  }

  /// A story whose folder is a symbolic link out of `stories/` is reported, and deleting it
  /// never follows the link.
  @Test func aFolderLeadingOutIsReportedAndNeverFollowed() throws {
    let fixture = try LibraryFixture(.sqlite)
    try fixture.add(id: "s00000000001", title: "Mine", writeFiles: false)
    let outside = try TemporaryFolder.make("outside")
    try Data("keep".utf8).write(to: outside.appendingPathComponent("precious.txt"))
    try FileManager.default.createDirectory(
      at: fixture.media.appendingPathComponent("stories"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: fixture.media.appendingPathComponent("stories/s00000000001-story"),
      withDestinationURL: outside)
    let stories = try fixture.library.stories.all()
    #expect(fixture.library.folderOwnershipProblems(of: stories).map(\.kind) == [.foreign])
    let plan = try fixture.library.stories.planDeletion(of: ["s00000000001"])
    #expect(plan.files.isEmpty)
    try fixture.library.execute(plan)
    #expect(
      FileManager.default.fileExists(atPath: outside.appendingPathComponent("precious.txt").path))
  }
}
