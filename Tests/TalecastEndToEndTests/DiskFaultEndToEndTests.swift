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

  /// A render of a long story into a media root on a small tmpfs that is filled to the last
  /// block once the job runs: the render fails at its next write, and how it ended cannot
  /// be recorded. Returns the running render and its output.
  func renderOntoAFullDisk(_ cli: CLI, environment: [String: String] = [:]) throws -> (
    Process, () -> String, String
  ) {
    try FileManager.default.createDirectory(at: cli.media, withIntermediateDirectories: true)
    try #require(
      CLI.system("/usr/bin/mount", ["-t", "tmpfs", "-o", "size=16m", "tmpfs", cli.media.path]))
    let job = try cli.write(
      "long.json",
      #"{"hero": {"name": "Luna", "traits": ["Brave", "Kind"]}, "occasion": "bedtime-adventure", "length": "long"}"#
    )
    let (process, output) = try cli.start(
      ["render", job, "--events", "-"], environment: environment)
    try #require(CLI.eventually(30) { output().contains(#""to":"running""#) }, "\(output())")
    // Big blocks, then small ones, until not one more block fits.
    let filler = cli.media.appendingPathComponent("filler")
    for size in ["64k", "4k"] {
      CLI.system(
        "/bin/dd",
        ["if=/dev/zero", "of=\(filler.path)", "bs=\(size)", "oflag=append", "conv=notrunc"])
    }
    return (process, output, job)
  }

  /// Repro (issue 26, finding 4): on a full disk `render` retried "database or disk is full …
  /// trying again in 30 s" for ever (alive at 300 s). Now it gives up after
  /// `TALECAST_QUEUE_WRITE_WAIT` seconds, exits 1 saying why, and the job is tried again by
  /// the next run once there is room.
  @Test(.enabled(if: root, "mounting a tmpfs needs root"))
  func aFullDiskEndsTheRenderAfterTheConfiguredWait() throws {
    let cli = try CLI()
    defer { CLI.system("/usr/bin/umount", [cli.media.path]) }
    let (process, output, job) = try renderOntoAFullDisk(
      cli, environment: ["TALECAST_QUEUE_WRITE_WAIT": "3"])
    defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
    let ended = CLI.eventually(60) { !process.isRunning }
    #expect(ended, "still running a minute on: \(output())")
    guard ended else { return }
    #expect(process.terminationStatus == 1, "\(output())")
    #expect(output().contains("database or disk is full"), "\(output())")
    #expect(output().contains("gave up after 3 s (job "), "\(output())")
    #expect(output().contains("stopped: the queue could not be written"), "\(output())")

    // Room again: the same render takes the job up again and finishes it.
    try FileManager.default.removeItem(at: cli.media.appendingPathComponent("filler"))
    try #require(CLI.system("/usr/bin/mount", ["-o", "remount,size=128m", cli.media.path]))
    let again = try cli.run(["render", job])
    #expect(again.status == 0, "\(again.stdout)\(again.stderr)")
    #expect(again.stdout.contains("rescued: its worker stopped"), "\(again.stdout)")
    #expect(try cli.integrityCheck() == "ok")
  }

  /// Repro (issue 26, finding 4): on a full disk the first SIGTERM did not stop `render`: its
  /// worker slept out pauses of up to 30 s, then tried four more times with as long pauses.
  /// Now the first signal ends the pause and the run drains at once (exit 0, as any drain).
  @Test(.enabled(if: root, "mounting a tmpfs needs root"))
  func theFirstSignalEndsTheWaitOnAFullDisk() throws {
    let cli = try CLI()
    defer { CLI.system("/usr/bin/umount", [cli.media.path]) }
    let (process, output, _) = try renderOntoAFullDisk(cli)
    defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
    // Signalled in the third pause: before, it had the rest of it and four more tries with
    // pauses of 4, 8, 16 and 30 s to sleep out.
    try #require(
      CLI.eventually(60) { output().contains("trying again in 2 s") }, "\(output())")
    let signalled = ContinuousClock.now
    kill(process.processIdentifier, SIGTERM)
    let ended = CLI.eventually(20) { !process.isRunning }
    let took = ContinuousClock.now - signalled
    #expect(ended && took < .seconds(10), "\(took) after SIGTERM: \(output())")
    guard ended else { return }
    #expect(process.terminationStatus == 0, "\(output())")
  }
}
