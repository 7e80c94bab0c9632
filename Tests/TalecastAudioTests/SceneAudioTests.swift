import Foundation
import TalecastTesting
import Testing

@testable import TalecastAudio

/// A scene read from its checkpoint file a block at a time is the same audio as the scene in
/// memory, and a file of the wrong length is refused with its name and what was expected.
@Suite struct SceneAudioTests {
  let folder: URL

  init() throws { folder = try TemporaryFolder.make("scene-audio") }

  func write(_ samples: [Int16], extra: [UInt8] = []) throws -> String {
    let url = folder.appendingPathComponent("scene-\(samples.count)-\(extra.count).pcm")
    var data = samples.withUnsafeBytes { Data($0) }
    data.append(contentsOf: extra)
    try data.write(to: url)
    return url.path
  }

  func floats(_ scene: SceneAudio) throws(AudioError) -> [Float] {
    var all: [Float] = []
    try scene.forEachBlock { (block) throws(AudioError) in all += block }
    return all
  }

  @Test func aFileIsReadAsTheSameSamplesAsMemory() throws {
    // Longer than two blocks, and not a whole number of them.
    let samples = (0..<(SceneAudio.blockLength * 2 + 777)).map {
      Int16(truncatingIfNeeded: $0 * 37)
    }
    let path = try write(samples)
    let fromFile = SceneAudio(path: path, count: samples.count, sampleRate: 22_050)
    let inMemory = SceneAudio(samples: samples, sampleRate: 22_050)
    #expect(fromFile.count == samples.count)
    let read = try floats(fromFile)
    #expect(read.count == samples.count)
    #expect(read == (try floats(inMemory)))
    #expect(read[1] == Float(37) / 32_768)
  }

  @Test func aShortOrLongFileIsRefused() throws {
    let samples = [Int16](repeating: 5, count: 10_000)
    let short = try write(Array(samples.prefix(9_000)))
    do {
      _ = try floats(SceneAudio(path: short, count: 10_000, sampleRate: 22_050))
      Issue.record("a short file was read")
    } catch {
      #expect(error.file == short)
      #expect(error.message == "expected 20000 bytes of 16-bit samples, found 18000")
    }
    let long = try write(samples, extra: [1, 2])
    #expect(throws: AudioError.self) {
      _ = try floats(SceneAudio(path: long, count: 10_000, sampleRate: 22_050))
    }
    let odd = try write(Array(samples.prefix(9_999)), extra: [1])
    #expect(throws: AudioError.self) {
      _ = try floats(SceneAudio(path: odd, count: 10_000, sampleRate: 22_050))
    }
    let missing = folder.appendingPathComponent("none.pcm").path
    do {
      _ = try floats(SceneAudio(path: missing, count: 1, sampleRate: 22_050))
      Issue.record("a missing file was read")
    } catch {
      #expect(error.file == missing && error.operation == "open")
    }
  }

  /// A story streamed from its scenes' files is the story streamed from memory, byte for byte.
  @Test func aStoryStreamedFromFilesIsTheStoryFromMemory() throws {
    let scenes = (0..<3).map { StreamingEncoderTests.scene(seconds: 9, seed: $0) }
    let paths = try scenes.map { try write($0) }
    func stream(_ name: String, _ load: @escaping StreamingEncoder.Loader) throws -> Data {
      let url = folder.appendingPathComponent(name)
      let encoder = StreamingEncoder(
        titles: ["1", "2", "3"],
        settings: EncodingSettings(format: .wav, loudness: .speech, encoderThreads: 2), to: url,
        load: load)
      encoder.scenesReady(scenes.count)
      _ = try encoder.finish()
      return try Data(contentsOf: url)
    }
    let fromMemory = try stream("memory.wav") {
      SceneAudio(samples: scenes[$0], sampleRate: StreamingEncoderTests.rate)
    }
    let fromFiles = try stream("files.wav") {
      SceneAudio(path: paths[$0], count: scenes[$0].count, sampleRate: StreamingEncoderTests.rate)
    }
    #expect(fromFiles.count > 44 + 27 * StreamingEncoderTests.rate * 2 * 9 / 10)
    #expect(fromFiles == fromMemory)
  }
}
