import Foundation
import TalecastCore
import TalecastHTTP
import TalecastTesting
import Testing

@testable import TalecastGeneration

/// Each kind of remote answer is capped (`RemoteAnswer`), and speech is held to what its
/// words can take (`SpeechLength`).
@Suite struct RemoteAnswerLimitTests {
  let hero = RemoteProviderTests().hero

  /// A 16-bit mono WAV at 24 kHz of `seconds` of silence, built by hand (a 50 MB one is
  /// quicker to write than to encode).
  static func silentWAV(seconds: Double) -> Data {
    let dataBytes = Int(seconds * 24_000) * 2
    func le(_ value: Int, _ count: Int) -> [UInt8] {
      (0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }
    var header = Array("RIFF".utf8) + le(36 + dataBytes, 4) + Array("WAVEfmt ".utf8)
    header += le(16, 4) + le(1, 2) + le(1, 2) + le(24_000, 4) + le(48_000, 4) + le(2, 2)
    header += le(16, 2) + Array("data".utf8) + le(dataBytes, 4)
    return Data(header) + Data(count: dataBytes)
  }

  /// Finding 7 of issue 26: a 50 MB WAV per scene became a 59-minute story (224 MB resident).
  /// Repro: a speech backend answers every request with a 50 MB WAV (≈ 17 minutes); before
  /// the fix the narration was taken (every request shared one 64 MiB cap).
  @Test func aFiftyMegabyteSpeechAnswerIsRefusedWithItsKindAndLimit() throws {
    let wav = Self.silentWAV(seconds: 1_050)
    #expect(wav.count > 50_000_000)
    let server = try LocalHTTPServer { _ in .init(headers: ["Content-Type": "audio/wav"], body: wav)
    }
    let error = try #require(throws: ProviderError.self) {
      try RemoteNarrator(backend: RemoteProviderTests.backend(server)).narrate(
        "Luna woke early.", voice: "nova", rate: 165)
    }
    #expect(error.kind == .permanent)
    #expect(error.message == "the speech answer is over its limit of \(32 << 20) bytes")
    server.stop()
    #expect(server.bodyBytesSent < wav.count / 4)
  }

  /// Speech under the byte cap but far longer than its words take is not their speech:
  /// 3 minutes for three words was once a scene.
  @Test func speechFarLongerThanItsWordsIsRefused() throws {
    let wav = Self.silentWAV(seconds: 180)
    let server = try LocalHTTPServer { _ in .init(body: wav) }
    let error = try #require(throws: ProviderError.self) {
      try RemoteNarrator(backend: RemoteProviderTests.backend(server)).narrate(
        "Luna woke early.", voice: "nova", rate: 165)
    }
    #expect(error.kind == .permanent)
    #expect(error.message == "the answer lasts 180.0 s, but its 3 words take at most 13.3 s")
  }

  @Test func aStoryOrPictureAnswerOverItsLimitIsRefused() throws {
    let big = try LocalHTTPServer { _ in .init(body: Data(count: 9 << 20)) }
    let backend = RemoteProviderTests.backend(big)
    let story = try #require(throws: ProviderError.self) {
      try RemoteStoryWriter(backend: backend).write(
        hero: hero, occasion: .builtIn(.magicGarden), length: .short, seed: 1)
    }
    #expect(story.message == "the story answer is over its limit of 1048576 bytes")
    let picture = try #require(throws: ProviderError.self) {
      try RemoteIllustrator(backend: backend).illustrate(
        IllustrationRequest(
          scene: SceneText(text: "t", illustrationPrompt: "An owl"), index: 0, count: 3,
          hero: hero, occasion: .builtIn(.magicGarden), seed: 1))
    }
    #expect(picture.message == "the picture answer is over its limit of 8388608 bytes")
    #expect(story.kind == .permanent && picture.kind == .permanent)
  }
}
