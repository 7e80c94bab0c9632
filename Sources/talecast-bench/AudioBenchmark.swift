import Foundation
import TalecastAudio
import TalecastCore
import TalecastSpeech

/// audio: `talecast audio transcode` against the `ffmpeg` command line on the same
/// 10-minute speech WAV, with the same encoder settings, for m4a, mp3 and opus. Both run as
/// child processes of this one, one after the other in each run, so each run's ratio compares
/// the two under the same conditions; the table shows the ratios' median.
enum AudioBenchmark {
  static let goalRatio = 0.95

  static func run(_ report: inout BenchReport) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "talecast-audio-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("speech.wav")
    let seconds = try makeSpeech(at: input, seconds: 600)
    let talecast = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("talecast").path
    print(
      String(
        format:
          "audio: transcode %.0f s of espeak-ng speech (22 050 Hz mono WAV), %d runs, release build",
        seconds, BenchRuns.slow))
    let cases: [(String, [String])] = [
      ("m4a", ["-c:a", "aac", "-aac_coder", "fast", "-b:a", "64k"]),
      // Talecast encodes MP3 without LAME's bit reservoir (see FormatSpec): so does ffmpeg here.
      ("mp3", ["-c:a", "libmp3lame", "-b:a", "64k", "-reservoir", "0"]),
      ("opus", ["-c:a", "libopus", "-b:a", "32k", "-ar", "48000"]),
    ]
    for (format, ffmpegOptions) in cases {
      let ours = folder.appendingPathComponent("talecast.\(format)").path
      let theirs = folder.appendingPathComponent("ffmpeg.\(format)").path
      var oursTimes: [Double] = []
      var theirsTimes: [Double] = []
      for _ in 0..<BenchRuns.slow {
        oursTimes.append(
          try time(talecast, ["audio", "transcode", input.path, ours, "--format", format]))
        theirsTimes.append(
          try time(
            "/usr/bin/ffmpeg", ["-y", "-v", "error", "-i", input.path] + ffmpegOptions + [theirs]))
      }
      let ratios = zip(oursTimes, theirsTimes).map { $0 / $1 }
      let ratio = BenchFigure(
        benchmark: "audio", name: "\(format): talecast time / ffmpeg CLI time", unit: "×",
        samples: ratios, goal: .atMost(goalRatio))
      print(
        String(
          format: "  %-5@ talecast %@ s, ffmpeg %@ s (medians), ratio %@",
          format as NSString, BenchReport.number(oursTimes.sorted()[oursTimes.count / 2]),
          BenchReport.number(theirsTimes.sorted()[theirsTimes.count / 2]),
          BenchReport.number(ratio.median)))
      report.add(
        "audio", "\(format): talecast transcode of \(Int(seconds)) s", unit: "s",
        samples: oursTimes)
      report.add(
        "audio", "\(format): ffmpeg CLI, same settings", unit: "s", samples: theirsTimes)
      report.add(ratio.benchmark, ratio.name, unit: ratio.unit, samples: ratios, goal: ratio.goal)
    }
  }

  /// Writes at least `seconds` of speech to a WAV file; returns its length.
  static func makeSpeech(at url: URL, seconds: Double) throws -> Double {
    let text = """
      Once upon a time, in a small house at the edge of the old forest, there lived a curious child who asked \
      more questions than a whole classroom put together. One morning a quick red squirrel came hurrying up \
      with important news: somebody had to find the hidden waterfall that the old songs talked about.
      """
    let voiced = try SpeechEngine.shared.synthesize(text, voice: "en-us")
    let copies = Int((seconds / voiced.duration).rounded(.up))
    let segments = (0..<copies).map { PCMSegment(samples: voiced.samples, title: "Part \($0 + 1)") }
    let encoded = try AudioEncoder.encode(
      segments, sampleRate: voiced.sampleRate, settings: EncodingSettings(format: .wav), to: url)
    return Double(encoded.totalSamples) / Double(encoded.sampleRate)
  }

  static func time(_ executable: String, _ arguments: [String]) throws -> Double {
    try timeAndCPU(executable, arguments).wall
  }

  /// Wall time and CPU time (user and system, its children's included) of one run.
  static func timeAndCPU(_ executable: String, _ arguments: [String]) throws -> (
    wall: Double, cpu: Double
  ) {
    let before = childrenCPU()
    let wall = try run(executable, arguments)
    return (wall, childrenCPU() - before)
  }

  /// CPU seconds of every child this process has waited for.
  static func childrenCPU() -> Double { cpuSeconds(RUSAGE_CHILDREN) }

  /// CPU seconds (user and system) of this process (`RUSAGE_SELF`) or of its waited-for
  /// children (`RUSAGE_CHILDREN`) so far.
  static func cpuSeconds(_ who: __rusage_who) -> Double {
    var usage = rusage()
    getrusage(__rusage_who_t(who.rawValue), &usage)
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
  }

  private static func run(_ executable: String, _ arguments: [String]) throws -> Double {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    let start = ContinuousClock.now
    try process.run()
    process.waitUntilExit()
    let elapsed = (ContinuousClock.now - start).inSeconds
    guard process.terminationStatus == 0 else {
      throw CocoaError(
        .executableLoad, userInfo: [NSLocalizedDescriptionKey: "\(executable) \(arguments) failed"])
    }
    return elapsed
  }
}
