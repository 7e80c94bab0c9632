import Foundation
import TalecastCore
import TalecastTesting
import Testing

/// `talecast audio probe|transcode`, run as a user runs them.
@Suite struct AudioEndToEndTests {
  @Test func probeReportsWhatTheFileHolds() throws {
    let cli = try CLI()
    let render = try cli.run([
      "render",
      CLI.repository.appendingPathComponent("Jobs/examples/luna-bedtime-adventure.json").path,
    ])
    #expect(render.status == 0)
    let folder = try FileManager.default.contentsOfDirectory(
      atPath: cli.media.appendingPathComponent("stories").path)[0]
    let audio = cli.media.appendingPathComponent("stories/\(folder)/story.m4a").path
    let probe = try cli.run(["audio", "probe", audio], media: false)
    #expect(probe.status == 0, "\(probe.stderr)")
    #expect(probe.stdout.contains("  codec:      aac, 22050 Hz, mono, "))
    #expect(probe.stdout.contains("  tag:        artist = Luna"))
    #expect(probe.stdout.contains("  chapters:   3"))
    let json = try cli.run(["audio", "probe", audio, "--json"], media: false)
    let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    let measured = object?["audio"] as? [String: Any]
    let loudness = try #require(measured?["loudness"] as? Double)
    #expect(abs(loudness + 16) <= 1, "renders are normalised to -16 LUFS: \(loudness)")
    #expect((measured?["chapters"] as? [Any])?.count == 3)

    let missing = try cli.run(["audio", "probe", "/nonexistent.wav"], media: false)
    #expect(missing.status == 1)
    #expect(missing.stderr == "Error: /nonexistent.wav: cannot open: no such file\n")
  }

  /// The story's cover (its title over its pictures, 1 400 px square) is in its folder and is
  /// the audio's cover art; without OpenMoji's drawings the pictures are the illustrator's own
  /// shapes, each picture says why, and the job's log says so.
  @Test func theCoverIsMadeOfThePicturesAndMissingDrawingsAreSaid() throws {
    let cli = try CLI()
    // A data folder without the drawings.
    let data = cli.workingDirectory.appendingPathComponent("data")
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    let render = try cli.run(
      [
        "render",
        CLI.repository.appendingPathComponent("Jobs/examples/luna-bedtime-adventure.json").path,
      ], environment: ["TALECAST_DATA": data.path])
    #expect(render.status == 0, "\(render.stderr)")
    #expect(render.stderr.contains("pictures drawn with the built-in shapes: OpenMoji's drawings"))
    let folder = cli.media.appendingPathComponent(
      "stories/"
        + (try FileManager.default.contentsOfDirectory(
          atPath: cli.media.appendingPathComponent("stories").path)[0]))
    let picture = try String(
      contentsOf: folder.appendingPathComponent("scene-01.svg"), encoding: .utf8)
    #expect(picture.contains("<desc>Built-in shapes: OpenMoji&apos;s drawings are not in"))
    let report = try FFprobe.report(folder.appendingPathComponent("story.m4a").path)
    let cover = try #require(report.streams.first { $0.codecType == "video" })
    #expect(cover.codecName == "png" && cover.width == 1400 && cover.height == 1400)
    #expect(cover.disposition?["attached_pic"] == 1)
    let file = try Data(contentsOf: folder.appendingPathComponent("cover.png"))
    #expect(file.count < 512 * 1024)
    #expect(report.streams.first?.codecName == "aac")
    // Each chapter carries its scene's title, as the manifest has it, never "Scene N".
    let manifest = try StoryManifest.makeDecoder().decode(
      StoryManifest.self, from: Data(contentsOf: folder.appendingPathComponent("manifest.json")))
    let titles = report.chapters.map { $0.tags?["title"] }
    #expect(titles == manifest.scenes.map(\.title) && titles.count == 3)
    #expect(titles.allSatisfy { $0?.hasPrefix("Scene ") == false }, "\(titles)")
    // `audio probe` says so too.
    let probe = try cli.run(
      ["audio", "probe", folder.appendingPathComponent("story.m4a").path], media: false)
    #expect(probe.stdout.contains("  cover:      png, 1400×1400\n"), "\(probe.stdout)")
  }

  @Test func transcodeChecksItsArguments() throws {
    let cli = try CLI()
    let unknown = try cli.run(["audio", "transcode", "in.wav", "out.xyz"], media: false)
    #expect(unknown.status == 64)
    #expect(
      unknown.stderr.hasPrefix(
        "Error: Cannot tell the format of 'out.xyz'; pass --format (m4a, m4b, mp3, opus or wav)."))
    let bitrate = try cli.run(
      ["audio", "transcode", "in.wav", "out.mp3", "--bitrate", "fast"], media: false)
    #expect(bitrate.status == 64)
    let text = try cli.write("notes.wav", "not audio")
    let bad = try cli.run(["audio", "transcode", text, "out.m4a"], media: false)
    #expect(bad.status == 1)
    #expect(bad.stderr.hasPrefix("Error: \(text): cannot open: "))
    #expect(
      !FileManager.default.fileExists(
        atPath: cli.workingDirectory.appendingPathComponent("out.m4a").path))
  }

  /// An hour of audio goes through with memory far below the size of its PCM, and no more
  /// memory than a minute needs: it streams.
  @Test(
    .disabled(
      if: ProcessInfo.processInfo.environment["TALECAST_TEST_SANITIZER"] != nil,
      "a sanitizer's shadow memory makes peak-memory figures meaningless"))
  func anHourStreamsWithBoundedMemory() throws {
    let cli = try CLI()
    func noise(seconds: Int) throws -> (URL, Int) {
      let url = cli.workingDirectory.appendingPathComponent("noise-\(seconds).wav")
      let generate = Process()
      generate.executableURL = URL(fileURLWithPath: "/usr/bin/ffmpeg")
      generate.arguments = [
        "-y", "-v", "error", "-f", "lavfi",
        "-i", "anoisesrc=color=pink:sample_rate=44100:amplitude=0.2:duration=\(seconds)", "-ac",
        "1", "-c:a", "pcm_s16le",
        url.path,
      ]
      try generate.run()
      generate.waitUntilExit()
      return (url, (try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0)
    }
    let (third, _) = try noise(seconds: 1_200)
    let (hour, pcmBytes) = try noise(seconds: 3_600)
    #expect(pcmBytes > 300_000_000)
    let (thirdStatus, thirdPeak) = try PeakMemory.run(
      CLI.executable.path,
      [
        "audio", "transcode", third.path,
        cli.workingDirectory.appendingPathComponent("third.mp3").path,
      ])
    let output = cli.workingDirectory.appendingPathComponent("hour.mp3")
    let (status, peak) = try PeakMemory.run(
      CLI.executable.path, ["audio", "transcode", hour.path, output.path])
    #expect(thirdStatus == 0 && status == 0)
    #expect(thirdPeak > 1_000_000, "the measurement is real")
    let report =
      "an hour peaked at \(peak / 1_048_576) MiB, 20 minutes at \(thirdPeak / 1_048_576) MiB, for \(pcmBytes / 1_048_576) MiB of PCM"
    #expect(peak < pcmBytes / 3, "\(report)")
    // MP3, because an MP4 file's index lists every packet and does grow (≈ 15 MiB at its peak
    // for an hour of 44.1 kHz AAC); the audio itself passes through fixed buffers.
    #expect(peak - thirdPeak < 8 * 1_048_576, "memory does not grow with length: \(report)")
    let duration = try #require(try FFprobe.report(output.path).duration)
    #expect(abs(duration - 3_600) < 0.1)
  }
}
