import Foundation
import TalecastCore
import TalecastTesting
import Testing

/// The acceptance test of a render: the real program, the real libraries, checked with ffprobe.
@Suite struct RenderEndToEndTests {
  @Test func aRenderedStoryIsTimedByItsMeasuredAudio() throws {
    let cli = try CLI()
    let job = CLI.repository.appendingPathComponent("Jobs/examples/luna-bedtime-adventure.json")
      .path
    let result = try cli.run(["render", job])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stdout.contains("1 of 1 job rendered."))

    let stories = cli.media.appendingPathComponent("stories")
    let folders = try FileManager.default.contentsOfDirectory(atPath: stories.path)
    #expect(folders.count == 1, "one story folder and nothing half-written: \(folders)")
    let folder = stories.appendingPathComponent(try #require(folders.first))
    let data = try Data(contentsOf: folder.appendingPathComponent("manifest.json"))
    let manifest = try StoryManifest.makeDecoder().decode(StoryManifest.self, from: data)

    #expect(manifest.hero.name == "Luna")
    #expect(manifest.occasion.id == "bedtime-adventure")
    #expect((3...8).contains(manifest.scenes.count))

    // The audio, read by ffprobe: AAC, and as long as the manifest says (within 50 ms).
    let audio = folder.appendingPathComponent(manifest.audio.file).path
    let report = try FFprobe.report(audio)
    #expect(report.streams.first?.codecName == "aac")
    let duration = try #require(report.duration)
    #expect(
      abs(duration - manifest.duration) < 0.05,
      "ffprobe \(duration) s, manifest \(manifest.duration) s")
    // One chapter per scene, starting where the manifest says the scene starts.
    #expect(report.chapters.count == manifest.scenes.count)
    for (chapterStart, scene) in zip(report.chapterStarts, manifest.scenes) {
      #expect(abs(chapterStart - scene.start) < 0.05)
    }
    #expect(report.format.tags?["title"] == manifest.title)
    #expect(report.format.tags?["artist"] == "Luna")

    // Scene starts strictly increase from 0; scenes tile the audio; illustrations sit at
    // their scene's start and exist as real image files.
    #expect(manifest.scenes.first?.start == 0)
    for (previous, next) in zip(manifest.scenes, manifest.scenes.dropFirst()) {
      #expect(next.start > previous.start)
      #expect(next.start == previous.end)
    }
    #expect(abs((manifest.scenes.last?.end ?? 0) - manifest.duration) < 0.05)
    for scene in manifest.scenes {
      let illustration = try #require(scene.illustration)
      #expect(illustration.timestamp == scene.start)
      let image = try String(
        contentsOf: folder.appendingPathComponent(illustration.file), encoding: .utf8)
      #expect(image.contains("<svg"))
    }

    // The audio is speech, not silence.
    let mean = try #require(try FFprobe.meanVolume(audio))
    #expect(mean > -40, "mean volume \(mean) dB")
  }

  @Test func badJobFilesAreRejectedAndTheOthersStillRender() throws {
    let cli = try CLI()
    let good = CLI.repository.appendingPathComponent("Jobs/examples/ada-dragon-friendship.json")
      .path
    let badJSON = try cli.write(
      "bad-json.json", "{\n  \"hero\": { \"name\": \"Mo\" \n  \"event\": 3\n}\n")
    let unknownEvent = try cli.write(
      "unknown-event.json",
      #"{"hero": {"name": "Mo", "traits": ["Brave", "Kind"]}, "event": "moon-landing"}"#)
    let noName = try cli.write(
      "no-name.json", #"{"hero": {"traits": ["Brave", "Kind"]}, "event": "magic-garden"}"#)

    let result = try cli.run(["render", badJSON, good, unknownEvent, noName])
    #expect(result.status == 1)
    #expect(
      result.stderr.contains("Error: \(badJSON):3:3: expected ',' or '}' in an object"),
      "\(result.stderr)")
    #expect(
      result.stderr.contains(
        "Error: \(unknownEvent): field 'event': unknown occasion \"moon-landing\""))
    #expect(result.stderr.contains("Error: \(noName): field 'hero.name': missing"))
    #expect(result.stderr.contains("1 of 4 jobs rendered, 3 failed."))
    #expect(result.stdout.contains("rendered \(good)"))

    let list = try cli.run(["stories", "list", "--json"])
    let page = try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [String: Any]
    let rows = page?["stories"] as? [[String: Any]]
    #expect(rows?.count == 1)
    #expect((rows?.first?["hero"] as? [String: Any])?["name"] as? String == "Ada")
  }

  @Test func aMissingJobFileIsNamed() throws {
    let cli = try CLI()
    let result = try cli.run(["render", "/nonexistent/job.json"])
    #expect(result.status == 1)
    #expect(result.stderr.contains("Error: /nonexistent/job.json: cannot read the file"))
  }
}
