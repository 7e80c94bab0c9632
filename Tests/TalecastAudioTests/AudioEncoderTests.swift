import Foundation
import TalecastCore
import TalecastTesting
import Testing

@testable import TalecastAudio

@Suite struct AudioEncoderTests {
  let folder: URL

  init() throws { folder = try TemporaryFolder.make("audio") }

  /// A tone of `seconds` at 22050 Hz, so the expected sample counts are known exactly.
  func tone(seconds: Double, frequency: Double) -> [Int16] {
    let count = Int(seconds * 22_050)
    return (0..<count).map { Int16(8_000 * sin(2 * Double.pi * frequency * Double($0) / 22_050)) }
  }

  @Test func segmentsBecomeChaptersAtTheirSampleOffsets() throws {
    let url = folder.appendingPathComponent("tones.m4a")
    let segments = [
      PCMSegment(samples: tone(seconds: 1.5, frequency: 440), title: "One"),
      PCMSegment(samples: tone(seconds: 2.25, frequency: 660), title: "Two"),
      PCMSegment(samples: tone(seconds: 1.0, frequency: 550), title: "Three"),
    ]
    let encoded = try AudioEncoder.encode(
      segments, sampleRate: 22_050, settings: EncodingSettings(metadata: ["title": "Tones"]),
      to: url)

    #expect(encoded.segmentStartSamples == [0, 33_075, 82_687])
    #expect(abs(encoded.start(ofSegment: 1) - 1.5) < 1e-9)

    let report = try FFprobe.report(url.path)
    #expect(report.streams.first?.codecName == "aac")
    #expect(report.chapters.count == 3)
    #expect(report.chapters.map { $0.tags?["title"] } == ["One", "Two", "Three"])
    let starts = report.chapterStarts
    #expect(abs(starts[1] - 1.5) < 0.001)
    #expect(abs(starts[2] - 3.75) < 0.001)
    let duration = try #require(report.duration)
    #expect(abs(duration - 4.75) < 0.05, "ffprobe says \(duration)")

    let decoded = try AudioProbe.decode(path: url.path)
    #expect(abs(decoded.duration - 4.75) < 0.05, "decoded \(decoded.duration)")
    #expect(decoded.rms > 0.05)
    #expect(decoded.chapters.map(\.title) == ["One", "Two", "Three"])
    // No temporary file is left beside the output.
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".tmp")
    }
    #expect(leftovers.isEmpty)
  }

  @Test func nothingToEncodeIsAnErrorAndWritesNothing() throws {
    let url = folder.appendingPathComponent("empty.m4a")
    #expect(throws: AudioError.self) {
      try AudioEncoder.encode(
        [PCMSegment(samples: [], title: "x")], sampleRate: 22_050, settings: .init(), to: url)
    }
    #expect(!FileManager.default.fileExists(atPath: url.path))
  }

  @Test func probingANonAudioFileNamesTheFile() throws {
    let url = folder.appendingPathComponent("notes.m4a")
    try Data("this is not audio".utf8).write(to: url)
    do {
      _ = try AudioProbe.decode(path: url.path)
      Issue.record("decoding text should fail")
    } catch {
      #expect(error.file == url.path)
    }
  }
}
