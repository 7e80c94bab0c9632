import Foundation
import TalecastTesting
import Testing

/// A batch killed with SIGKILL at every stage boundary and at each step of ending a job —
/// the story folder's move, the library row, the work folder's removal, the job's end —
/// several times each, then run again: every job succeeds once, every story is in the library
/// once, and no folder is left that no run will accept.
@Suite(.serialized) struct CrashPointEndToEndTests {
  static let points = [
    "after-writingStory", "after-synthesizingSpeech", "after-encodingAudio", "after-illustrating",
    "story-moved", "story-stored", "work-removed", "job-ended",
  ]

  func batch(_ cli: CLI, count: Int) throws -> URL {
    let folder = cli.workingDirectory.appendingPathComponent("batch")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let events = ["magic-garden", "ocean-voyage", "space-journey"]
    for number in 0..<count {
      try Data(
        #"""
        {"hero": {"name": "Kit \#(number)", "traits": ["Brave", "Kind"]},
         "event": "\#(events[number % events.count])", "seed": \#(number + 1), "format": "wav"}
        """#.utf8
      ).write(to: folder.appendingPathComponent("job-\(number).json"))
    }
    return folder
  }

  @Test(arguments: points)
  func aCrashAtThisPointLosesNothingAndDuplicatesNothing(point: String) throws {
    // The first and the last job to reach the point: a crash with another job half-way, and
    // one with the others done. (The second, too, cost 16 s of wall time for nothing new.)
    for reach in [1, 3] {
      let cli = try CLI()
      let jobs = 3
      let folder = try batch(cli, count: jobs)
      let crashed = try cli.run(
        ["render", folder.path, "--concurrency", "2"],
        environment: ["TALECAST_CRASH_AT": "\(point):\(reach)"])
      #expect(crashed.status == 9, "\(point):\(reach) did not crash: \(crashed.stdout)")

      let again = try cli.run(["render", folder.path])
      #expect(again.status == 0, "\(point):\(reach): \(again.stdout)\(again.stderr)")
      let listed = try cli.jobs()
      #expect(listed.count == jobs)
      #expect(listed.allSatisfy { $0["state"] as? String == "succeeded" }, "\(point): \(listed)")
      let storyIds = listed.compactMap { $0["storyId"] as? String }
      #expect(Set(storyIds).count == jobs, "\(point):\(reach)")
      let library = try cli.run(["stories", "list", "--format", "{id}"]).stdout
        .split(separator: "\n").map(String.init)
      #expect(library.sorted() == storyIds.sorted(), "\(point):\(reach)")
      let stories = cli.media.appendingPathComponent("stories")
      let folders = try FileManager.default.contentsOfDirectory(atPath: stories.path)
      #expect(folders.count == jobs, "\(point):\(reach): \(folders)")
      #expect(
        try FileManager.default.contentsOfDirectory(
          atPath: cli.media.appendingPathComponent("work").path
        ).isEmpty)
      let check = try cli.run(["library", "check"])
      #expect(check.status == 0, "\(point):\(reach): \(check.stdout)")
      #expect(cli.halfWrittenFiles().isEmpty)
      #expect(try cli.integrityCheck() == "ok")
    }
  }
}
