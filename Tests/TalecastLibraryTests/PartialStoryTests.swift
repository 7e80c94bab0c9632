import Foundation
import TalecastContract
import TalecastCore
import TalecastTesting
import Testing

@testable import TalecastLibrary

/// A story stored without some illustrations, and the retry that draws them.
@Suite struct PartialStoryTests {
  func illustrationRows(_ fixture: LibraryFixture, _ storyId: String) throws -> [String] {
    try fixture.library.stories.illustrations(of: storyId).map {
      "\($0.sceneIndex) \($0.status.rawValue) \($0.retryCount) \($0.lastError ?? "-") \($0.file ?? "-")"
    }
  }

  @Test(arguments: LibraryDriver.allCases) func failedIllustrationsAreStoredAndARetryUpdatesThem(
    driver: LibraryDriver
  ) throws {
    let fixture = try LibraryFixture(driver)
    let stored = try fixture.add(id: "s00000000001", title: "Half Drawn", writeFiles: false)
    var manifest = stored.manifest
    manifest.scenes[1].illustration = nil
    manifest.scenes[1].illustrationError = "content refused"
    let partial = StoryGenerated(
      jobId: "job-p", folder: "stories/p",
      manifest: {
        var copy = manifest
        copy.storyId = "s00000000002"
        return copy
      }())
    try fixture.library.stories.store(partial)
    #expect(try fixture.library.stories.story(matching: "s00000000002").status == .partial)
    #expect(try fixture.library.stories.story(matching: "s00000000001").status == .complete)
    #expect(
      try illustrationRows(fixture, "s00000000002") == [
        "0 generated 0 - scene-01.svg", "1 failed 0 content refused -",
      ])

    var redrawn = partial.manifest
    redrawn.scenes[1].illustration = IllustrationManifest(file: "scene-02.png", timestamp: 30)
    redrawn.scenes[1].illustrationError = nil
    try fixture.library.stories.storeIllustrations(
      StoryIllustrated(
        jobId: "job-p", folder: "stories/p", manifest: redrawn, drawn: [1], failed: []))
    #expect(try fixture.library.stories.story(matching: "s00000000002").status == .complete)
    #expect(
      try illustrationRows(fixture, "s00000000002") == [
        "0 generated 0 - scene-01.svg", "1 generated 1 content refused scene-02.png",
      ])
    #expect(fixture.broker.events(of: LibraryChanged.self).last?.change == .updated)
    #expect(throws: LibraryError.self) {
      var missing = redrawn
      missing.storyId = "s00000000099"
      try fixture.library.stories.storeIllustrations(
        StoryIllustrated(jobId: "j", folder: "f", manifest: missing, drawn: [1], failed: []))
    }
  }
}
