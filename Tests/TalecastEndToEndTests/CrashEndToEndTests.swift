import Foundation
import TalecastCore
import TalecastTesting
import Testing

/// Nothing handed to Talecast is lost or done twice, whatever happens to the process: a
/// batch is killed with SIGKILL mid-render and run again.
@Suite struct CrashEndToEndTests {
  /// Everything under `folder`, relative to it.
  func files(under folder: URL) -> [String] {
    guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    return walker.compactMap { $0 as? String }
  }

  @Test func aBatchKilledMidRenderFinishesEveryJobExactlyOnce() throws {
    let cli = try CLI()
    let batch = try cli.batch(count: 5, length: "long")
    let process = Process()
    process.executableURL = CLI.executable
    process.arguments = ["render", batch.path, "--concurrency", "2", "--media", cli.media.path]
    process.environment = CLI.environment()
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    // Kill it once some work is in progress (a job's checkpoints exist) and at least one
    // story is finished, so both kinds of job are in the batch when it dies.
    let work = cli.media.appendingPathComponent("work")
    let stories = cli.media.appendingPathComponent("stories")
    var waited = 0.0
    while waited < 120 {
      let busy = (try? FileManager.default.contentsOfDirectory(atPath: work.path))?.isEmpty == false
      let done = (try? FileManager.default.contentsOfDirectory(atPath: stories.path))?.count ?? 0
      if busy && done >= 1 { break }
      Thread.sleep(forTimeInterval: 0.05)
      waited += 0.05
    }
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal)
    let before = try cli.run(["jobs", "list", "--json"])
    let stateBefore =
      try (JSONSerialization.jsonObject(with: Data(before.stdout.utf8)) as? [String: Any])?["jobs"]
      as? [[String: Any]]
    #expect(
      stateBefore?.contains { $0["state"] as? String == "running" } == true, "\(before.stdout)")

    let again = try cli.run(["render", batch.path])
    #expect(again.status == 0, "\(again.stderr)")
    let listed = try cli.run(["jobs", "list", "--json"])
    let jobs = try #require(
      try (JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [String: Any])?["jobs"]
        as? [[String: Any]])
    #expect(jobs.count == 5)
    #expect(jobs.allSatisfy { $0["state"] as? String == "succeeded" }, "\(listed.stdout)")
    let storyIds = jobs.compactMap { $0["storyId"] as? String }
    #expect(Set(storyIds).count == 5)
    // The library has each story once, and each story folder is whole.
    let library = try cli.run(["stories", "list", "--format", "{id}"]).stdout.split(separator: "\n")
    #expect(library.count == 5 && Set(library.map(String.init)) == Set(storyIds))
    let folders = try FileManager.default.contentsOfDirectory(atPath: stories.path)
    #expect(folders.count == 5, "\(folders)")
    let everything = files(under: stories)
    #expect(
      everything.allSatisfy { !($0 as NSString).lastPathComponent.hasPrefix(".") }, "\(everything)")
    for folder in folders {
      let names = try FileManager.default.contentsOfDirectory(
        atPath: stories.appendingPathComponent(folder).path)
      #expect(Set(names).isSuperset(of: ["manifest.json", "job.json", "story.m4a", "story.vtt"]))
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: work.path).isEmpty)
    // The database is whole.
    #expect(try cli.integrityCheck() == "ok")
  }
}
