import Foundation
import TalecastAudio
import TalecastCore
import TalecastGeneration
import TalecastTesting

/// narrator: the long story rendered by `talecast render` with the neural voice (Piper's
/// en_US-joe-medium through sherpa-onnx) against Piper's own command line (PyPI `piper-tts`,
/// in .venv) speaking the same text with the same voice at the same pace (its length scale
/// set to the one Talecast used), its WAV then encoded by the ffmpeg CLI with the same AAC
/// settings; alternated run by run, each under GNU time: wall and CPU seconds, peak memory
/// (the larger of piper's and ffmpeg's), and the real-time factor of each.
enum NarratorBenchmark {
  /// Goals of issue 38: the render's CPU at most 0.8 of the anchor's, its wall time at most
  /// 0.85, and its peak memory no more than the anchor's.
  static let cpuGoal = 0.8
  static let wallGoal = 0.85
  static let memoryGoal = 1.0

  /// One command's wall seconds, CPU seconds and peak MiB, as GNU time measured them.
  struct Measure {
    var wall: Double
    var cpu: Double
    var peak: Double
  }

  static func run(_ report: inout BenchReport) throws {
    let data = try DataFolder.current.get()
    let piper = URL(fileURLWithPath: ".venv/bin/piper").standardizedFileURL.path
    guard FileManager.default.isExecutableFile(atPath: piper) else {
      throw CocoaError(
        .fileNoSuchFile,
        userInfo: [
          NSLocalizedDescriptionKey: "\(piper) is missing: `make bench` installs piper-tts"
        ])
    }
    guard let voice = try NeuralVoices.voice(named: "joe") else {
      throw CocoaError(
        .fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "the joe voice is not prepared"])
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "talecast-narrator-bench-\(Identifier.make())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let job = folder.appendingPathComponent("theo.json")
    try Data(
      #"""
      {"hero": {"name": "Theo", "traits": ["Curious", "Brave"], "appearance": "a striped jumper"},
       "event": "ocean-voyage", "length": "long", "seed": 7, "voice": "joe"}
      """#.utf8
    ).write(to: job)
    let talecast = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("talecast").path
    let scale = NeuralNarrator.lengthScale(for: voice, rate: RenderJob.defaultRate)
    let model = data.url.appendingPathComponent("piper/en_US-joe-medium.onnx").path
    var ours: [(Measure, audio: Double)] = []
    var anchor: [(Measure, audio: Double)] = []
    var words = 0
    for run in 0..<BenchRuns.slow {
      let media = folder.appendingPathComponent("media-\(run)")
      let rendered = try measure(talecast, ["render", job.path, "--media", media.path])
      let manifest = try StoryBenchmark.manifest(in: media)
      words = manifest.scenes.reduce(0) { $0 + $1.text.split(separator: " ").count }
      ours.append((rendered, manifest.duration))
      let text = folder.appendingPathComponent("text-\(run).txt")
      try Data(manifest.scenes.map(\.text).joined(separator: "\n\n").utf8).write(to: text)
      let wav = folder.appendingPathComponent("piper-\(run).wav").path
      let m4a = folder.appendingPathComponent("piper-\(run).m4a").path
      let script = """
        '\(piper)' -m '\(model)' --length-scale \(scale) -f '\(wav)' < '\(text.path)' 2>/dev/null \
        && ffmpeg -y -v error -i '\(wav)' -c:a aac -aac_coder fast -b:a 64k '\(m4a)'
        """
      let piped = try measure("/bin/sh", ["-c", script])
      anchor.append((piped, try AudioProbe.decode(path: m4a).duration))
      let last = (ours[run].0, anchor[run].0)
      print(
        String(
          format:
            "  talecast %.1f s wall, %.1f s CPU, %.0f MiB, %.0f s of audio; piper + ffmpeg %.1f s wall, %.1f s CPU, %.0f MiB, %.0f s",
          last.0.wall, last.0.cpu, last.0.peak, ours[run].audio, last.1.wall, last.1.cpu,
          last.1.peak, anchor[run].audio))
    }
    print(
      String(
        format:
          "narrator: the long story (%d words), talecast render (neural voice joe) vs piper-tts CLI + ffmpeg (AAC fast 64k), length scale %.2f",
        words, scale))
    let pairs = zip(ours, anchor)
    report.add("narrator", "talecast render (neural), wall", unit: "s", samples: ours.map(\.0.wall))
    report.add("narrator", "piper CLI + ffmpeg, wall", unit: "s", samples: anchor.map(\.0.wall))
    report.add(
      "narrator", "talecast / piper, wall, run for run", unit: "×",
      samples: pairs.map { $0.0.wall / $1.0.wall }, goal: .atMost(wallGoal))
    report.add(
      "narrator", "talecast / piper, CPU time", unit: "×",
      samples: pairs.map { $0.0.cpu / $1.0.cpu }, goal: .atMost(cpuGoal))
    report.add(
      "narrator", "talecast render, peak memory", unit: "MiB", samples: ours.map(\.0.peak))
    report.add(
      "narrator", "piper CLI + ffmpeg, peak memory", unit: "MiB", samples: anchor.map(\.0.peak))
    report.add(
      "narrator", "talecast / piper, peak memory", unit: "×",
      samples: pairs.map { $0.0.peak / $1.0.peak }, goal: .atMost(memoryGoal))
    report.add(
      "narrator", "talecast real-time factor (wall / audio)", unit: "×",
      samples: ours.map { $0.0.wall / $0.audio })
    report.add(
      "narrator", "piper real-time factor (wall / audio)", unit: "×",
      samples: anchor.map { $0.0.wall / $0.audio })
  }

  /// Runs a command under GNU time.
  static func measure(_ executable: String, _ arguments: [String]) throws -> Measure {
    let measured = try PeakMemory.measure(executable, arguments)
    guard measured.status == 0, measured.bytes > 0 else {
      throw CocoaError(
        .executableLoad, userInfo: [NSLocalizedDescriptionKey: "\(executable) \(arguments) failed"])
    }
    return Measure(wall: measured.wall, cpu: measured.cpu, peak: Double(measured.bytes) / 1_048_576)
  }
}
