import Foundation
import TalecastAudio
import TalecastCore

/// story: one long story rendered by `talecast render job.json` (a child process, as a user
/// runs it) against the shell pipeline a user would write for the same text — the espeak-ng
/// CLI per scene, then ffmpeg's concat into AAC with the same fast coder at 64k — alternated
/// run by run: wall milliseconds per second of audio for each and their ratio, quiet and with
/// a busy process holding one of the cores; and the CPU time each spends per second of audio.
enum StoryBenchmark {
  /// Goals of issue 29: Talecast's render (text, speech, loudness, encoding, pictures,
  /// subtitles) in at most 0.55 of the pipeline's wall time on a quiet machine, 0.9 with one
  /// core taken, and at most 0.95 of its CPU time.
  static let goal = 0.55
  static let loadedGoal = 0.9
  static let cpuGoal = 0.95

  struct Run {
    var ours: (wall: Double, cpu: Double)
    var pipeline: (wall: Double, cpu: Double)
    var audio: (ours: Double, pipeline: Double)
  }

  static func run(_ report: inout BenchReport) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "talecast-story-bench-\(Identifier.make())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let job = try longStory(in: folder)
    var quiet: [Run] = []
    var loaded: [Run] = []
    var words = 0
    for run in 0..<BenchRuns.slow {
      let (one, count) = try measure(job, in: folder.appendingPathComponent("quiet-\(run)"))
      words = count
      quiet.append(one)
      let busy = try BusyCore()
      defer { busy.stop() }
      loaded.append(try measure(job, in: folder.appendingPathComponent("loaded-\(run)")).0)
      busy.stop()
      print(
        String(
          format:
            "  quiet: talecast %.2f s wall, %.2f s CPU for %.0f s of audio; pipeline %.2f s wall, %.2f s CPU for %.0f s",
          one.ours.wall, one.ours.cpu, one.audio.ours, one.pipeline.wall, one.pipeline.cpu,
          one.audio.pipeline))
      let last = loaded[loaded.count - 1]
      print(
        String(
          format: "  one core busy: talecast %.2f s, pipeline %.2f s; ratio %.2f (quiet %.2f)",
          last.ours.wall, last.pipeline.wall, ratio(last, \.wall), ratio(one, \.wall)))
    }
    print(
      "story: one long story (\(words) words), talecast render vs espeak-ng CLI + ffmpeg concat, AAC fast 64k"
    )
    report.add(
      "story", "talecast render, wall per audio second", unit: "ms/s",
      samples: quiet.map { $0.ours.wall / $0.audio.ours * 1_000 })
    report.add(
      "story", "shell pipeline (espeak-ng, ffmpeg), wall per audio second", unit: "ms/s",
      samples: quiet.map { $0.pipeline.wall / $0.audio.pipeline * 1_000 })
    report.add(
      "story", "talecast / shell pipeline, run for run", unit: "×",
      samples: quiet.map { ratio($0, \.wall) }, goal: .atMost(goal))
    report.add(
      "story", "talecast / shell pipeline, one core busy", unit: "×",
      samples: loaded.map { ratio($0, \.wall) }, goal: .atMost(loadedGoal))
    report.add(
      "story", "talecast render, CPU per audio second", unit: "ms/s",
      samples: quiet.map { $0.ours.cpu / $0.audio.ours * 1_000 })
    report.add(
      "story", "shell pipeline, CPU per audio second", unit: "ms/s",
      samples: quiet.map { $0.pipeline.cpu / $0.audio.pipeline * 1_000 })
    report.add(
      "story", "talecast / shell pipeline, CPU time", unit: "×",
      samples: quiet.map { ratio($0, \.cpu) }, goal: .atMost(cpuGoal))
  }

  /// Talecast's time over the pipeline's, each per second of the audio it made.
  static func ratio(_ run: Run, _ time: KeyPath<(wall: Double, cpu: Double), Double>) -> Double {
    (run.ours[keyPath: time] / run.audio.ours) / (run.pipeline[keyPath: time] / run.audio.pipeline)
  }

  /// One render and one pipeline, side by side; and the story's count of words.
  static func measure(_ job: URL, in folder: URL) throws -> (Run, Int) {
    let talecast = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("talecast").path
    let media = folder.appendingPathComponent("media")
    let ours = try AudioBenchmark.timeAndCPU(talecast, ["render", job.path, "--media", media.path])
    let manifest = try Self.manifest(in: media)
    let words = manifest.scenes.reduce(0) { $0 + $1.text.split(separator: " ").count }
    let (pipeline, pipelineAudio) = try pipeline(
      manifest.scenes.map(\.text), in: folder.appendingPathComponent("pipeline"))
    return (
      Run(ours: ours, pipeline: pipeline, audio: (manifest.duration, pipelineAudio)), words
    )
  }

  /// The job file of the long story (ocean voyage, seed 7: 914 words, 323 s of audio), spoken
  /// by espeak-ng so this row stays comparable with its history (`NarratorBenchmark` has the
  /// neural voice's).
  static func longStory(in folder: URL) throws -> URL {
    let job = folder.appendingPathComponent("theo.json")
    try Data(
      #"""
      {"hero": {"name": "Theo", "traits": ["Curious", "Brave"], "appearance": "a striped jumper"},
       "event": "ocean-voyage", "length": "long", "seed": 7, "voice": "en-us"}
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

  /// The pipeline as a shell script: one espeak-ng per scene, then one ffmpeg. Its wall and
  /// CPU time and the length of what it wrote.
  static func pipeline(_ scenes: [String], in folder: URL) throws -> (
    (wall: Double, cpu: Double), Double
  ) {
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
    let time = try AudioBenchmark.timeAndCPU("/bin/sh", ["-c", script])
    let written = try AudioProbe.decode(path: folder.appendingPathComponent("story.m4a").path)
    return (time, written.duration)
  }
}

/// A process that keeps one core busy (a shell loop), for figures "with one core taken".
final class BusyCore {
  private let process = Process()

  init() throws {
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "while :; do :; done"]
    try process.run()
  }

  func stop() {
    guard process.isRunning else { return }
    process.terminate()
    process.waitUntilExit()
  }
}
