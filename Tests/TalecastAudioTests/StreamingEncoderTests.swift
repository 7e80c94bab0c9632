import Foundation
import TalecastCore
import TalecastTesting
import Testing

@testable import TalecastAudio

/// A story encoded while its scenes arrive (`StreamingEncoder`) must be the story encoded at
/// once: the same chapters, length and loudness, each scene loaded only once it is ready.
@Suite struct StreamingEncoderTests {
  static let rate = 22_050
  let folder: URL

  init() throws { folder = try TemporaryFolder.make("streaming") }

  /// `seconds` of voice-like audio at `gain` (16-bit), different for each `seed`.
  static func scene(seconds: Double, gain: Float = 1, seed: Int = 0) -> [Int16] {
    let voice = SegmentedEncodingTests.voiceLike(seconds: seconds + Double(seed) * 0.37)
    return voice.map { Int16(max(-32_767, min(32_767, $0 * gain * 32_767))) }
  }

  /// Loads scenes from memory, noting which were loaded and how many were ready then.
  final class Scenes: Sendable {
    let samples: [[Int16]]
    let ready = Locked(0)
    let loads = Locked<[(scene: Int, ready: Int)]>([])
    let failing: Int?

    init(_ samples: [[Int16]], failing: Int? = nil) {
      self.samples = samples
      self.failing = failing
    }

    func load(_ index: Int) throws -> SceneAudio {
      loads.withLock { $0.append((index, ready.withLock { $0 })) }
      if index == failing { throw CocoaError(.fileReadCorruptFile) }
      return SceneAudio(samples: samples[index], sampleRate: StreamingEncoderTests.rate)
    }
  }

  func start(_ scenes: Scenes, format: AudioFormat = .m4a) -> (StreamingEncoder, URL) {
    let url = folder.appendingPathComponent("story.\(format.fileExtension)")
    let encoder = StreamingEncoder(
      titles: scenes.samples.indices.map { "Scene \($0 + 1)" },
      settings: EncodingSettings(format: format, loudness: .speech, encoderThreads: 2), to: url
    ) { try scenes.load($0) }
    return (encoder, url)
  }

  /// Says each scene is ready in turn, a little apart, as a speech stage would.
  func voice(_ scenes: Scenes, into encoder: StreamingEncoder) {
    for count in 1...scenes.samples.count {
      Thread.sleep(forTimeInterval: 0.05)
      scenes.ready.withLock { $0 = count }
      encoder.scenesReady(count)
    }
  }

  @Test(arguments: [AudioFormat.m4a, .wav])
  func scenesArrivingOneByOneMakeTheSameStory(format: AudioFormat) throws {
    let scenes = Scenes((0..<4).map { Self.scene(seconds: 8, seed: $0) })
    let (encoder, url) = start(scenes, format: format)
    voice(scenes, into: encoder)
    let streamed = try encoder.finish()

    // Each scene loaded once, and only once it was ready.
    let loads = scenes.loads.withLock { $0 }
    #expect(loads.map(\.scene) == [0, 1, 2, 3])
    #expect(loads.allSatisfy { $0.scene < $0.ready })
    #expect(streamed.passes == 1)

    // The same scene starts, length and chapters as the story encoded at once.
    let whole = folder.appendingPathComponent("whole.\(format.fileExtension)")
    let encoded = try AudioEncoder.encode(
      scenes.samples.enumerated().map { PCMSegment(samples: $1, title: "Scene \($0 + 1)") },
      sampleRate: Self.rate,
      settings: EncodingSettings(format: format, loudness: .speech, encoderThreads: 2), to: whole)
    #expect(streamed.segmentStartSamples == encoded.segmentStartSamples)
    #expect(streamed.totalSamples == encoded.totalSamples)
    let file = try AudioProbe.decode(path: url.path)
    let reference = try AudioProbe.decode(path: whole.path)
    #expect(file.samples == reference.samples)
    #expect(file.chapters == reference.chapters)
    if format == .m4a { #expect(file.chapters.map(\.title) == (1...4).map { "Scene \($0)" }) }
    // What the encoder was given is what the file holds.
    // (A decoder may give up to a frame of the encoder's padding more.)
    #expect((0..<1_024).contains(file.samples - (streamed.written?.samples ?? 0)))
    #expect(abs((streamed.written?.loudness ?? 0) - (file.loudness ?? 0)) < 0.2)

    // At the target by ffmpeg's own meter, peaks under the ceiling.
    let measured = try AudioEngineTests.ebur128(url.path)
    #expect(abs(measured.integrated - -16) <= 0.5)
    #expect(measured.truePeak <= -1.5)
    // Only the finished file: no temporary name left.
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        == ["story.\(format.fileExtension)", "whole.\(format.fileExtension)"])
  }

  /// The gain comes from the first scenes: a first scene 12 dB quieter than the rest leads it
  /// far off, and the story is encoded again at the gain all its scenes give.
  @Test func aFirstSceneUnlikeTheRestIsCaughtAndEncodedAgain() throws {
    let scenes = Scenes([
      Self.scene(seconds: 25, gain: 0.25), Self.scene(seconds: 25, seed: 1),
      Self.scene(seconds: 25, seed: 2),
    ])
    let (encoder, url) = start(scenes)
    voice(scenes, into: encoder)
    let streamed = try encoder.finish()
    #expect(streamed.passes >= 2)
    #expect(abs((streamed.written?.loudness ?? 0) - -16) <= AudioEncoder.tolerance)
    #expect(abs(try AudioEngineTests.ebur128(url.path).integrated - -16) <= 1)
    // What comes after the first pass loads the scenes again, in order (none is held for it).
    let loads = scenes.loads.withLock { $0.map(\.scene) }
    #expect(loads.count > 3 * streamed.passes)
    #expect(loads.enumerated().allSatisfy { $0.element == $0.offset % 3 })
  }

  @Test func aCancelledStreamLeavesNoFile() throws {
    let scenes = Scenes((0..<3).map { Self.scene(seconds: 25, seed: $0) })
    let (encoder, url) = start(scenes)
    scenes.ready.withLock { $0 = 1 }
    encoder.scenesReady(1)
    Thread.sleep(forTimeInterval: 0.2)
    encoder.cancel()
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    #expect(throws: AudioError.self) { try encoder.finish() }
    // Scenes never said to be ready were never loaded.
    #expect(scenes.loads.withLock { $0.map(\.scene) } == [0])
    #expect(!FileManager.default.fileExists(atPath: url.path))
  }

  /// A render asked to stop while the last passes encode hears it within a block of audio:
  /// the wait ends with the stop, and no file is left for the next run to mistake.
  @Test func aStopIsHeardWhileTheEncodingFinishes() throws {
    let scenes = Scenes((0..<4).map { Self.scene(seconds: 90, seed: $0) })
    let (encoder, url) = start(scenes)
    scenes.ready.withLock { $0 = 4 }
    encoder.scenesReady(4)
    let started = ContinuousClock.now
    let asked = started + .milliseconds(300)
    var stoppedAfter: Duration?
    do {
      _ = try encoder.finish { ContinuousClock.now >= asked }
    } catch {
      stoppedAfter = ContinuousClock.now - asked
    }
    let after = try #require(stoppedAfter, "six minutes of audio encoded before 0.3 s")
    #expect(after < .seconds(2), "the stop was heard \(after) after it was asked")
    #expect(!FileManager.default.fileExists(atPath: url.path))
  }

  @Test func aSceneThatCannotBeLoadedFailsTheStreamNamingIt() throws {
    let scenes = Scenes((0..<3).map { Self.scene(seconds: 10, seed: $0) }, failing: 1)
    let (encoder, _) = start(scenes)
    voice(scenes, into: encoder)
    do {
      _ = try encoder.finish()
      Issue.record("a stream with a scene that cannot be loaded finished")
    } catch {
      #expect(error.operation == "loading scene 2")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  /// A stream nobody finishes stops when it is let go, leaving nothing.
  @Test func aStreamLetGoStopsAndLeavesNoFile() throws {
    let scenes = Scenes((0..<2).map { Self.scene(seconds: 25, seed: $0) })
    do {
      let (encoder, _) = start(scenes)
      encoder.scenesReady(1)
      Thread.sleep(forTimeInterval: 0.2)
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test func onlyFormatsMeasuredOnTheWayInWithLateChaptersStream() {
    #expect(AudioFormat.allCases.filter(StreamingEncoder.canEncode) == [.m4a, .m4b, .wav])
  }
}
