import Foundation

/// The API's audio route against nginx serving the same file: a large `Range` slice at 8
/// connections, runs alternating so each ratio compares runs made side by side.
extension APIBenchmark {
  static let rangeHeader = "bytes=0-4194303"

  static func measureFiles(
    _ report: inout BenchReport, base: String, headers: [String: String], media: URL,
    storyId: String
  ) throws {
    let folder = media.appendingPathComponent("stories/\(storyId)")
    let audio = folder.appendingPathComponent("story.m4a")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    // Ten minutes of tone as 64 kb/s AAC: ≈ 5 MB, more than the 4 MiB slice asked for.
    let output = try Wrk.capture(
      "/usr/bin/ffmpeg",
      [
        "-nostdin", "-loglevel", "error", "-y", "-f", "lavfi", "-i", "sine=d=600", "-c:a", "aac",
        "-b:a", "64k", audio.path,
      ])
    let size = (try? FileManager.default.attributesOfItem(atPath: audio.path)[.size] as? Int) ?? 0
    guard size > 4_194_304 else {
      throw BenchError("ffmpeg made no audio file of more than 4 MiB: \(output)")
    }
    let nginx = try Nginx(serving: folder)
    defer { nginx.stop() }
    let range = ["Range": rangeHeader]
    let talecast = Wrk(connections: 8, headers: headers.merging(range) { $1 })
    let anchor = Wrk(connections: 8, headers: range)
    print(
      "  audio, Range: \(rangeHeader) of a \(size / 1_000) kB file, 8 connections: talecast | nginx"
    )
    var ours: [Double] = []
    var theirs: [Double] = []
    var ratios: [Double] = []
    for _ in 0..<BenchRuns.slow {
      let a = try checked(talecast.run(base + "/v1/stories/\(storyId)/audio"), "talecast audio")
      let b = try checked(anchor.run("http://127.0.0.1:\(nginx.port)/story.m4a"), "nginx audio")
      ours.append(a.bytesPerSecond / 1_048_576)
      theirs.append(b.bytesPerSecond / 1_048_576)
      ratios.append(a.bytesPerSecond / b.bytesPerSecond)
      print(
        String(
          format: "    %.0f MiB/s | %.0f MiB/s: %.2f× nginx", ours.last!, theirs.last!,
          ratios.last!))
    }
    report.add("api", "audio Range download, 8 connections", unit: "MiB/s", samples: ours)
    report.add("api", "nginx, the same file and Range", unit: "MiB/s", samples: theirs)
    report.add(
      "api", "audio download / nginx's", unit: "×", samples: ratios, goal: .atLeast(0.8))
  }

  private static func checked(_ result: Wrk.Result, _ name: String) throws -> Wrk.Result {
    guard result.failures == 0 else {
      throw BenchError(
        "\(name): \(result.failures) answers were errors or failed:\n\(result.output)")
    }
    return result
  }
}
