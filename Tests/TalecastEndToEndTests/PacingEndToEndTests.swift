import Foundation
import TalecastTesting
import Testing

/// The pauses, measured on the rendered examples as a listener hears them (decoded by the
/// ffmpeg CLI): at least 0.7 s of silence before every scene after the first, at least 80 %
/// of subtitle cues starting after at least 0.25 s of silence, and chapters still on the
/// manifest's scene starts.
@Suite struct PacingEndToEndTests {
  static let rate = 22_050
  /// Quieter than this (about −46 dBFS) is silence.
  static let quiet: Float = 0.005

  /// Seconds of silence that end just before `time`: the encoder smears an onset over up to
  /// one frame (1024 samples) before it, so the count starts 60 ms earlier.
  static func silence(before time: Double, in samples: [Float]) -> Double {
    var index = min(samples.count, Int((time - 0.06) * Double(rate))) - 1
    var count = 0
    while index >= 0, abs(samples[index]) < quiet {
      count += 1
      index -= 1
    }
    return Double(count) / Double(rate)
  }

  /// The start of every cue in a WebVTT file, in seconds.
  static func cueStarts(_ vtt: String) -> [Double] {
    vtt.split(separator: "\n").compactMap { line -> Double? in
      guard let arrow = line.range(of: " --> ") else { return nil }
      let parts = line[..<arrow.lowerBound].split(separator: ":").compactMap { Double($0) }
      return parts.reduce(0) { $0 * 60 + $1 }
    }
  }

  @Test func scenesAndSentencesArePausedAndChaptersStayOnTheSceneStarts() throws {
    let (cli, ids) = try LibraryEndToEndTests().rendered()
    var cues = 0
    var pausedCues = 0
    for id in ids {
      let shown = try cli.run(["stories", "show", id, "--json"]).stdout
      let story = try #require(
        try JSONSerialization.jsonObject(with: Data(shown.utf8)) as? [String: Any])
      let files = try #require(story["files"] as? [String: Any])
      let folder = URL(fileURLWithPath: try #require(files["folder"] as? String))
      let starts = try #require(story["scenes"] as? [[String: Any]]).compactMap {
        $0["start"] as? Double
      }
      let audio = folder.appendingPathComponent("story.m4a").path
      let samples = try FFprobe.decodedSamples(audio, rate: Self.rate)
      for (number, start) in starts.enumerated().dropFirst() {
        let pause = Self.silence(before: start, in: samples)
        #expect(pause >= 0.7, "story \(id), scene \(number + 1): \(pause) s of silence before it")
      }
      let chapters = try FFprobe.report(audio).chapterStarts
      #expect(chapters.count == starts.count)
      for (chapter, start) in zip(chapters, starts) {
        #expect(
          abs(chapter - start) <= 0.05, "story \(id): chapter at \(chapter), scene at \(start)")
      }
      let vtt = try String(contentsOf: folder.appendingPathComponent("story.vtt"), encoding: .utf8)
      for start in Self.cueStarts(vtt).dropFirst() {
        cues += 1
        if Self.silence(before: start, in: samples) >= 0.25 { pausedCues += 1 }
      }
    }
    #expect(cues > 20)
    #expect(Double(pausedCues) >= 0.8 * Double(cues), "\(pausedCues) of \(cues) cues after a pause")
  }
}
