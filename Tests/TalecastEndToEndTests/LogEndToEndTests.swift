import Foundation
import TalecastCore
import TalecastTesting
import Testing

/// The event log and live events, run as a user runs them.
@Suite struct LogEndToEndTests {
  @Test func renderStreamsEventsAsJSONLinesAndTheLogRebuildsTheJob() throws {
    let cli = try CLI()
    let job = CLI.repository.appendingPathComponent("Jobs/examples/ada-dragon-friendship.json").path
    let render = try cli.run(["render", job, "--events", "-"])
    #expect(render.status == 0, "\(render.stderr)")
    // Standard output carries only JSON lines; the human summary moved to standard error.
    let lines = render.stdout.split(separator: "\n").map(String.init)
    let decoded = lines.compactMap { line -> DecodedEvent? in
      guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
        let type = object["type"] as? String, let event = object["event"],
        let json = try? JSONSerialization.data(withJSONObject: event)
      else { return nil }
      return EventRegistry.standard.decode(type: type, json: String(decoding: json, as: UTF8.self))
    }
    #expect(decoded.count == lines.count, "every line is a JSON event")
    let all = decoded.compactMap { $0.event.map { type(of: $0).typeName } }
    // The queue's own changes wrap the render: stored, claimed … succeeded.
    #expect(all.prefix(2) == ["JobStateChanged", "JobStateChanged"])
    #expect(all.last == "JobStateChanged")
    let types = all.filter { $0 != "JobStateChanged" }
    #expect(types.first == "StoryGenerationStarted")
    #expect(types.suffix(2) == ["StoryGenerated", "LibraryChanged"])
    #expect(types.filter { $0 == "GenerationStageChanged" }.count == 6)
    #expect(render.stderr.contains("1 of 1 job rendered."))
    let jobId = try #require(
      decoded.compactMap { $0.event as? StoryGenerationStarted }.first?.jobId)

    let list = try cli.run(["log"])
    #expect(list.stdout.contains(jobId))
    #expect(list.stdout.contains("succeeded"))

    let history = try cli.run(["log", "--job", String(jobId.prefix(5))])
    #expect(history.status == 0, "\(history.stderr)")
    #expect(history.stdout.hasPrefix("job \(jobId) from \(job): succeeded in "))
    for stage in GenerationStage.allCases {
      #expect(history.stdout.contains("\n\(stage.rawValue) "), "a row for \(stage)")
    }

    let json = try cli.run(["log", "--job", jobId, "--json"])
    #expect(
      json.stdout.split(separator: "\n").count == lines.count - 1,
      "the job's events, without the library's")

    let story = try #require(
      (decoded.compactMap { $0.event as? StoryGenerated }.first)?.manifest.storyId)
    _ = try cli.run(["play", story])
    let storyLog = try cli.run(["log", "--story", story])
    #expect(storyLog.stdout.contains("job \(jobId)"))
    #expect(storyLog.stdout.contains("STORY EVENTS"))
    #expect(storyLog.stdout.contains("PlaybackFinished"))

    let missing = try cli.run(["log", "--job", "ffffffff"])
    #expect(missing.status == 1)
    #expect(
      missing.stderr == "Error: no job with id 'ffffffff' in the event log (see 'talecast log')\n")
  }

  @Test func eventsCanGoToAFileWhileHumansReadStandardOutput() throws {
    let cli = try CLI()
    let job = CLI.repository.appendingPathComponent("Jobs/examples/luna-bedtime-adventure.json")
      .path
    let file = cli.workingDirectory.appendingPathComponent("events.jsonl")
    let render = try cli.run(["render", job, "--events", file.path])
    #expect(render.status == 0)
    #expect(render.stdout.contains("1 of 1 job rendered."))
    let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
    #expect(lines.first?.hasPrefix(#"{"type":"JobStateChanged","event":"#) == true)
    let steps = lines.filter { $0.contains(#""type":"GenerationStageProgressed""#) }
    #expect(
      lines.count - steps.count == 12,
      "queued, claimed, started, 6 stage changes, generated, stored, succeeded")
    // Each of the story's 3 scenes voiced, then drawn.
    #expect(steps.count == 6)

    let unwritable = try cli.run(["render", job, "--events", "/nonexistent/dir/events.jsonl"])
    #expect(unwritable.status == 1)
    #expect(
      unwritable.stderr.hasPrefix("Error: cannot write events to /nonexistent/dir/events.jsonl"))
  }

  @Test func aFailedJobShowsItsStageAndError() throws {
    let cli = try CLI()
    // A remote narrator with no backend configured: it fails when narration starts (a bad
    // voice is refused earlier, when the job is submitted).
    let bad = try cli.write(
      "no-backend.json",
      #"{"hero": {"name": "Mo", "traits": ["Brave", "Kind"]}, "event": "magic-garden", "providers": {"narrator": "remote"}}"#
    )
    let render = try cli.run(["render", bad])
    #expect(render.status == 1)
    let hint = try #require(render.stderr.range(of: "see 'talecast jobs show "))
    let jobId = String(render.stderr[hint.upperBound...].prefix(12))
    let history = try cli.run(["log", "--job", jobId])
    #expect(history.stdout.contains(": failed in "))
    #expect(history.stdout.contains("synthesizingSpeech"))
    #expect(history.stdout.contains("attempt 1: "), "\(history.stdout)")
    #expect(history.stdout.contains("no backend is configured (set TALECAST_API_BASE)"))
  }

  @Test func followPrintsNewEventsUntilSignalled() async throws {
    let cli = try CLI()
    _ = try cli.run(["stories", "list"])  // creates the library, so the follower starts on it
    let follower = Process()
    follower.executableURL = CLI.executable
    follower.arguments = ["log", "--follow", "--media", cli.media.path]
    let pipe = Pipe()
    follower.standardOutput = pipe
    follower.standardError = FileHandle.nullDevice
    let (chunks, feed) = AsyncStream.makeStream(of: String.self)
    pipe.fileHandleForReading.readabilityHandler = { handle in
      let data = handle.availableData
      if data.isEmpty { feed.finish() } else { feed.yield(String(decoding: data, as: UTF8.self)) }
    }
    try follower.run()
    var output = chunks.makeAsyncIterator()
    // The follower has read the log once it prints; only then is a new event "new" to it.
    var seen = await output.next() ?? ""
    #expect(seen.contains("The event log has no jobs yet."))

    let job = CLI.repository.appendingPathComponent("Jobs/examples/luna-bedtime-adventure.json")
      .path
    let render = try cli.run(["render", job])
    #expect(render.status == 0)

    while !seen.contains("LibraryChanged"), let chunk = await output.next() { seen += chunk }
    #expect(seen.contains("StoryGenerationStarted"))
    #expect(seen.contains("entered writingStory"))
    follower.terminate()  // SIGTERM: the follower stops cleanly
    follower.waitUntilExit()
    pipe.fileHandleForReading.readabilityHandler = nil
    #expect(follower.terminationStatus == 0)
  }
}
