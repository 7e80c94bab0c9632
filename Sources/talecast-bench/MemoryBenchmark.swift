import Foundation
import TalecastTesting

/// memory: the peak resident memory of `talecast audio transcode` turning an hour of narrated
/// speech (a 1-hour story's audio, 22 050 Hz mono WAV) into the m4a and mp3 a story is kept
/// in, and of `talecast render` of the long story, read from GNU time. Streaming keeps the
/// transcode far below the 152 MiB of PCM.
enum MemoryBenchmark {
  /// Issue 18's goal for both: a process that only opens the library takes ≈ 50 MiB.
  static let goalMebibytes = 64.0

  static func run(_ report: inout BenchReport) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "talecast-memory-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("hour.wav")
    let seconds = try AudioBenchmark.makeSpeech(at: input, seconds: 3_600)
    let talecast = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("talecast").path
    print(
      String(
        format: "memory: peak RSS of talecast audio transcode, %.0f s of speech, %d runs",
        seconds, BenchRuns.slow))
    for format in ["m4a", "mp3"] {
      var peaks: [Double] = []
      for _ in 0..<BenchRuns.slow {
        let output = folder.appendingPathComponent("hour.\(format)").path
        peaks.append(try peakMebibytes(talecast, ["audio", "transcode", input.path, output]))
      }
      print("  \(format): " + peaks.map { BenchReport.number($0) + " MiB" }.joined(separator: ", "))
      report.add(
        "memory", "peak RSS, 1-hour story audio → \(format)", unit: "MiB", samples: peaks,
        goal: .atMost(goalMebibytes))
    }
    let job = try StoryBenchmark.longStory(in: folder)
    var peaks: [Double] = []
    for run in 0..<BenchRuns.slow {
      let media = folder.appendingPathComponent("media-\(run)").path
      peaks.append(try peakMebibytes(talecast, ["render", job.path, "--media", media]))
    }
    print("  render: " + peaks.map { BenchReport.number($0) + " MiB" }.joined(separator: ", "))
    report.add(
      "memory", "peak RSS, render of the long story (323 s)", unit: "MiB", samples: peaks,
      goal: .atMost(goalMebibytes))
  }

  static func peakMebibytes(_ path: String, _ arguments: [String]) throws -> Double {
    let (status, bytes) = try PeakMemory.run(path, arguments)
    guard status == 0, bytes > 0 else {
      throw CocoaError(
        .executableLoad, userInfo: [NSLocalizedDescriptionKey: "\(path) \(arguments) failed"])
    }
    return Double(bytes) / 1_048_576
  }
}
