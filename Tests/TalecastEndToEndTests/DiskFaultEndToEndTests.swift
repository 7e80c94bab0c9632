import Foundation
import Testing

/// The disk fails under a render: the media root fills up mid-narration, or the library's
/// stories folder cannot be written when the story is finished. The job fails and says why,
/// the database stays whole, nothing half-written is left, and once the disk is fixed
/// `talecast jobs retry` finishes the job from its checkpoints.
///
/// These need what only root has (mounting a small tmpfs, the immutable attribute), as CI
/// here does; elsewhere they are skipped and say so.
@Suite(.serialized) struct DiskFaultEndToEndTests {
  static let root = getuid() == 0

  func jobId(_ text: String) throws -> String {
    let range = try #require(text.range(of: "talecast jobs retry "), "\(text)")
    return String(text[range.upperBound...].prefix(12))
  }

  @Test(.enabled(if: root, "mounting a tmpfs needs root"))
  func aFullDiskFailsTheJobClearlyAndARetryFinishesIt() throws {
    let cli = try CLI()
    try FileManager.default.createDirectory(at: cli.media, withIntermediateDirectories: true)
    // 1 MiB: room for the database and the story text, not for a scene's speech.
    try #require(
      CLI.system("/usr/bin/mount", ["-t", "tmpfs", "-o", "size=1m", "tmpfs", cli.media.path]))
    defer { CLI.system("/usr/bin/umount", [cli.media.path]) }
    let job = CLI.repository.appendingPathComponent("Jobs/examples/luna-bedtime-adventure.json")
    let failed = try cli.run(["render", job.path])
    #expect(failed.status == 1)
    #expect(failed.stderr.contains("synthesizingSpeech failed: cannot write "), "\(failed.stderr)")
    #expect(failed.stderr.contains(": No space left on device"), "\(failed.stderr)")
    #expect(try cli.integrityCheck() == "ok")
    #expect(cli.halfWrittenFiles().isEmpty, "\(cli.halfWrittenFiles())")
    let id = try jobId(failed.stderr)
    let shown = try cli.run(["jobs", "show", id])
    #expect(shown.stdout.contains("failed"), "\(shown.stdout)")

    // Room again: the retry resumes after the text (its checkpoint) and finishes.
    try #require(CLI.system("/usr/bin/mount", ["-o", "remount,size=64m", cli.media.path]))
    let retried = try cli.run(["jobs", "retry", id])
    #expect(retried.status == 0, "\(retried.stderr)")
    let log = try cli.run(["log", "--job", id])
    #expect(log.stdout.contains("resumed"), "\(log.stdout)")
    #expect(try cli.integrityCheck() == "ok")
    #expect(cli.halfWrittenFiles().isEmpty)
  }

  @Test(.enabled(if: root, "the immutable attribute needs root"))
  func anUnwritableLibraryFailsTheJobWithTheStoryKeptForARetry() throws {
    let cli = try CLI()
    let stories = cli.media.appendingPathComponent("stories")
    try FileManager.default.createDirectory(at: stories, withIntermediateDirectories: true)
    // Even root cannot add to an immutable folder (ext4 and most Linux file systems).
    try #require(
      CLI.system("/usr/bin/chattr", ["+i", stories.path]),
      "the temporary folder's file system has no immutable attribute")
    defer { CLI.system("/usr/bin/chattr", ["-i", stories.path]) }
    let job = CLI.repository.appendingPathComponent("Jobs/examples/luna-bedtime-adventure.json")
    let failed = try cli.run(["render", job.path])
    #expect(failed.status == 1)
    #expect(
      failed.stderr.contains("syncing failed: cannot move the finished story "), "\(failed.stderr)")
    #expect(failed.stderr.contains(": Operation not permitted"), "\(failed.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: stories.path).isEmpty)
    #expect(try cli.run(["stories", "list", "--format", "{id}"]).stdout.isEmpty)
    #expect(try cli.integrityCheck() == "ok")
    #expect(cli.halfWrittenFiles().isEmpty, "\(cli.halfWrittenFiles())")

    CLI.system("/usr/bin/chattr", ["-i", stories.path])
    let retried = try cli.run(["jobs", "retry", try jobId(failed.stderr)])
    #expect(retried.status == 0, "\(retried.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: stories.path).count == 1)
    #expect(try cli.run(["stories", "list", "--format", "{id}"]).stdout.count == 13)
  }
}
