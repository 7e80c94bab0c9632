import Foundation
import TalecastCore
import TalecastSpeech
import TalecastTesting
import Testing

@testable import TalecastAudio

/// The engine's promises, each checked with the ffprobe / ffmpeg command-line tools.
@Suite struct AudioEngineTests {
  let folder: URL

  init() throws { folder = try TemporaryFolder.make("engine") }

  /// Three voiced scenes, a few seconds each.
  static let scenes: [PCMSegment] = {
    let texts = [
      "The fox woke up early.", "It ran across the frozen river and laughed.",
      "Then it slept again.",
    ]
    return texts.enumerated().map { index, text in
      PCMSegment(
        samples: (try? SpeechEngine.shared.synthesize(text, voice: "en-us").samples) ?? [],
        title: "Scene \(index + 1)")
    }
  }()

  static func ebur128(_ path: String) throws -> (integrated: Double, truePeak: Double) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/ffmpeg")
    process.arguments = [
      "-hide_banner", "-nostats", "-i", path, "-af", "ebur128=peak=true", "-f", "null", "-",
    ]
    let pipe = Pipe()
    process.standardError = pipe
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let summary = text.components(separatedBy: "Summary:").last ?? ""
    func value(_ label: String) -> Double? {
      guard let line = summary.split(separator: "\n").first(where: { $0.contains(label) }) else {
        return nil
      }
      return line.split(separator: " ").compactMap { Double($0) }.first
    }
    return (value("I:") ?? .nan, value("Peak:") ?? .nan)
  }

  @Test(arguments: [
    (AudioFormat.m4a, "aac", 22_050, 1_024), (.m4b, "aac", 22_050, 1_024),
    (.mp3, "mp3", 22_050, 1_152),
    (.opus, "opus", 48_000, 960), (.wav, "pcm_s16le", 22_050, 1),
  ])
  func everyFormatKeepsTimingChaptersTagsAndLoudness(
    format: AudioFormat, codec: String, rate: Int, frame: Int
  ) throws {
    let url = folder.appendingPathComponent("story.\(format.fileExtension)")
    let encoded = try AudioEncoder.encode(
      Self.scenes, sampleRate: 22_050,
      settings: EncodingSettings(
        format: format, metadata: ["title": "Fox", "artist": "Luna"], loudness: .speech), to: url)
    let report = try FFprobe.report(url.path)
    #expect(report.streams.first?.codecName == codec)
    #expect(report.streams.first?.sampleRate == "\(rate)")
    let expected = Double(encoded.totalSamples) / 22_050
    // What the ffmpeg CLI decodes (priming and padding removed) is as long as what was
    // written, within one encoder frame; so is what Talecast's own probe decodes.
    let decoded = try FFprobe.decodedDuration(url.path)
    #expect(
      abs(decoded - expected) <= Double(frame) / Double(rate) + 0.001,
      "\(format): decoded \(decoded) s, written \(expected) s")
    #expect(
      abs(try AudioProbe.decode(path: url.path).duration - expected) <= Double(frame) / Double(rate)
        + 0.001)
    // Container metadata is an estimate (MP3's comes from its Xing header): close, not exact.
    let duration = try #require(report.duration)
    #expect(
      abs(duration - expected) < 0.1, "\(format): ffprobe \(duration) s, written \(expected) s")
    if format == .wav {
      #expect(report.chapters.isEmpty, "WAV carries no chapters")
    } else {
      #expect(report.chapters.count == 3)
      for (index, start) in report.chapterStarts.enumerated() {
        #expect(
          abs(start - encoded.start(ofSegment: index)) <= Double(frame) / Double(rate) + 0.001,
          "\(format) chapter \(index + 1): \(report.chapterStarts) against \(encoded.segmentStartSamples.map { Double($0) / 22_050 })"
        )
      }
    }
    #expect(report.format.tags?["title"] == "Fox" || report.streams.isEmpty == false)
    let loudness = try Self.ebur128(url.path)
    #expect(abs(loudness.integrated - (-16)) <= 1, "\(format): \(loudness.integrated) LUFS")
    #expect(loudness.truePeak <= -1.5, "\(format): true peak \(loudness.truePeak) dBTP")
  }

  @Test func theMeterAgreesWithFFmpeg() throws {
    let url = folder.appendingPathComponent("plain.wav")
    _ = try AudioEncoder.encode(
      Self.scenes, sampleRate: 22_050, settings: EncodingSettings(format: .wav), to: url)
    let ours = try AudioProbe.decode(path: url.path)
    let theirs = try Self.ebur128(url.path)
    #expect(
      abs((ours.loudness ?? 0) - theirs.integrated) <= 0.2,
      "ours \(String(describing: ours.loudness)), ffmpeg \(theirs.integrated)")
    #expect(
      abs(ours.truePeak - theirs.truePeak) <= 0.3,
      "ours \(ours.truePeak), ffmpeg \(theirs.truePeak)")
  }

  @Test(arguments: ["flac", "ogg", "mp3", "m4a", "wav"])
  func anythingFFmpegReadsIsDecoded(container: String) throws {
    let url = folder.appendingPathComponent("tone.\(container)")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/ffmpeg")
    process.arguments = [
      "-y", "-v", "error", "-f", "lavfi", "-i", "sine=frequency=440:sample_rate=44100:duration=3",
      "-ac", "2", url.path,
    ]
    try process.run()
    process.waitUntilExit()
    let decoded = try AudioProbe.decode(path: url.path)
    #expect(abs(decoded.duration - 3) < 0.03, "\(container): \(decoded.duration) s")
    #expect(decoded.channels == 2 && decoded.sampleRate == 44_100)
    let transcoded = folder.appendingPathComponent("from-\(container).opus")
    let report = try AudioTranscoder.transcode(
      from: url.path, to: transcoded, options: TranscodeOptions(format: .opus, loudness: .speech))
    #expect(report.measuredLoudness != nil)
    #expect(abs(try Self.ebur128(transcoded.path).integrated - (-16)) <= 1)
  }

  @Test func transcodingKeepsChaptersAndTags() throws {
    let source = folder.appendingPathComponent("story.m4a")
    _ = try AudioEncoder.encode(
      Self.scenes, sampleRate: 22_050,
      settings: EncodingSettings(metadata: ["title": "Fox", "artist": "Luna"]), to: source)
    let target = folder.appendingPathComponent("story.mp3")
    _ = try AudioTranscoder.transcode(
      from: source.path, to: target, options: TranscodeOptions(format: .mp3))
    let report = try FFprobe.report(target.path)
    #expect(report.chapters.map { $0.tags?["title"] } == ["Scene 1", "Scene 2", "Scene 3"])
    #expect(report.format.tags?["title"] == "Fox")
    #expect(report.format.tags?["artist"] == "Luna")
  }

  @Test func badInputNamesTheFileAndLeavesNothingBehind() throws {
    let good = folder.appendingPathComponent("good.m4a")
    _ = try AudioEncoder.encode(
      Self.scenes, sampleRate: 22_050, settings: EncodingSettings(), to: good)
    let data = try Data(contentsOf: good)
    let truncated = folder.appendingPathComponent("truncated.m4a")
    try data.prefix(data.count / 3).write(to: truncated)
    let empty = folder.appendingPathComponent("empty.mp3")
    try Data().write(to: empty)
    let noise = folder.appendingPathComponent("noise.mp3")
    try Data((0..<50_000).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13) }).write(
      to: noise)
    let text = folder.appendingPathComponent("notes.wav")
    try Data("these are notes, not sound".utf8).write(to: text)
    let cases: [(URL, String)] = [
      (folder.appendingPathComponent("missing.wav"), "no such file"), (empty, "the file is empty"),
      (truncated, ""), (noise, ""), (text, ""),
    ]
    for (input, message) in cases {
      let output = folder.appendingPathComponent("out-\(input.lastPathComponent).m4a")
      do {
        _ = try AudioTranscoder.transcode(
          from: input.path, to: output, options: TranscodeOptions(format: .m4a))
        Issue.record("\(input.lastPathComponent) should be refused")
      } catch {
        #expect(error.file == input.path, "\(error)")
        if !message.isEmpty { #expect(error.description.contains(message), "\(error)") }
      }
      #expect(!FileManager.default.fileExists(atPath: output.path))
    }
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".tmp")
    }
    #expect(leftovers.isEmpty, "\(leftovers)")
  }

  @Test func theLimiterNeverMovesASample() {
    let format = PCMFormat(sampleRate: 8_000, channels: 1)
    var limiter = PeakLimiter(format: format, gain: 1, ceilingDB: 0)
    let input: [Float] = (0..<1_000).map { Float($0 % 50) / 100 }
    var output: [Float] = []
    input.withUnsafeBufferPointer { limiter.process($0, into: &output) }
    limiter.flush(into: &output)
    #expect(output == input, "below the ceiling the limiter is transparent and in step")
    var loud = PeakLimiter(format: format, gain: 4, ceilingDB: -6)
    var limited: [Float] = []
    input.withUnsafeBufferPointer { loud.process($0, into: &limited) }
    loud.flush(into: &limited)
    #expect(limited.count == input.count)
    #expect((limited.map { abs($0) }.max() ?? 0) <= Float(pow(10, -6.0 / 20)) + 0.001)
  }
}
