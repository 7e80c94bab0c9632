import Foundation
import TalecastAudio
import TalecastCore

/// story: one long story rendered by `talecast render job.json` (a child process, as a user
/// runs it) against the shell pipeline a user would write for the same text — the espeak-ng
/// CLI per scene, then ffmpeg's concat into AAC with the same fast coder at 64k — alternated
/// run by run. Wall milliseconds per second of audio for each, and their ratio.
enum StoryBenchmark {
  /// Talecast's render (text, speech, loudness, encoding, pictures, subtitles) in at most half
  /// the pipeline's time per second of audio.
  static let goal = 0.5

  static func run(_ report: inout BenchReport) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "talecast-story-bench-\(Identifier.make())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let job = try longStory(in: folder)
    let talecast = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("talecast").path
    var ours: [Double] = []
    var theirs: [Double] = []
    var ratios: [Double] = []
    var words = 0
    for run in 0..<BenchRuns.slow {
      let media = folder.appendingPathComponent("media-\(run)")
      let wall = try AudioBenchmark.time(talecast, ["render", job.path, "--media", media.path])
      let manifest = try Self.manifest(in: media)
      let audio = manifest.duration
      words = manifest.scenes.reduce(0) { $0 + $1.text.split(separator: " ").count }
      let (pipelineWall, pipelineAudio) = try pipeline(
        manifest.scenes.map(\.text), in: folder.appendingPathComponent("pipeline-\(run)"))
      let mine = wall / audio * 1_000
      let other = pipelineWall / pipelineAudio * 1_000
      ours.append(mine)
      theirs.append(other)
      ratios.append(mine / other)
      print(
        String(
          format:
            "  talecast %.2f s for %.0f s of audio (%.2f ms/s); pipeline %.2f s for %.0f s (%.2f ms/s); ratio %.2f",
          wall, audio, mine, pipelineWall, pipelineAudio, other, mine / other))
    }
    print(
      "story: one long story (\(words) words), talecast render vs espeak-ng CLI + ffmpeg concat, AAC fast 64k"
    )
    report.add("story", "talecast render, wall per audio second", unit: "ms/s", samples: ours)
    report.add(
      "story", "shell pipeline (espeak-ng, ffmpeg), wall per audio second", unit: "ms/s",
      samples: theirs)
    report.add(
      "story", "talecast / shell pipeline, run for run", unit: "×", samples: ratios,
      goal: .atMost(goal))
  }

  /// The job file of the long story (ocean voyage, seed 7: 914 words, 323 s of audio).
  static func longStory(in folder: URL) throws -> URL {
    let job = folder.appendingPathComponent("theo.json")
    try Data(
      #"""
      {"hero": {"name": "Theo", "traits": ["Curious", "Brave"], "appearance": "a striped jumper"},
       "event": "ocean-voyage", "length": "long", "seed": 7}
      """#.utf8
    ).write(to: job)
    return job
  }

  static func manifest(in media: URL) throws -> StoryManifest {
    let stories = media.appendingPathComponent("stories")
    guard let name = try FileManager.default.contentsOfDirectory(atPath: stories.path).first
    else { throw CocoaError(.fileNoSuchFile) }
    let data = try Data(
      contentsOf: stories.appendingPathComponent(name).appendingPathComponent("manifest.json"))
    return try StoryManifest.makeDecoder().decode(StoryManifest.self, from: data)
  }

  /// The pipeline as a shell script: one espeak-ng per scene, then one ffmpeg. Its wall time
  /// and the length of what it wrote.
  static func pipeline(_ scenes: [String], in folder: URL) throws -> (Double, Double) {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var script = "set -e\ncd '\(folder.path)'\n"
    var list = ""
    for (index, text) in scenes.enumerated() {
      try Data(text.utf8).write(to: folder.appendingPathComponent("scene-\(index).txt"))
      script += "espeak-ng -v en-us -w scene-\(index).wav -f scene-\(index).txt\n"
      list += "file 'scene-\(index).wav'\n"
    }
    try Data(list.utf8).write(to: folder.appendingPathComponent("list.txt"))
    script +=
      "ffmpeg -y -v error -f concat -safe 0 -i list.txt -c:a aac -aac_coder fast -b:a 64k story.m4a\n"
    let wall = try AudioBenchmark.time("/bin/sh", ["-c", script])
    let written = try AudioProbe.decode(path: folder.appendingPathComponent("story.m4a").path)
    return (wall, written.duration)
  }
}
