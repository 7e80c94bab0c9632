import Foundation
import TalecastAudio
import TalecastSpeech

/// Voices scenes with an OpenAI-compatible speech model (`POST /v1/audio/speech`, answered as
/// WAV). A scene longer than the backend's input limit is sent in pieces cut at sentence ends
/// and the pieces' audio is joined. Every scene comes back at one rate, so scenes join too.
public struct RemoteNarrator: Narrator {
  public let backend: RemoteBackend
  /// Characters per request (OpenAI's speech endpoint takes 4096).
  public var inputLimit: Int
  public var speed: Double
  public var sampleRate: Int

  public init(
    backend: RemoteBackend, inputLimit: Int = 4_096, speed: Double = 1, sampleRate: Int = 24_000
  ) {
    self.backend = backend
    self.inputLimit = inputLimit
    self.speed = speed
    self.sampleRate = sampleRate
  }

  /// `voice` is the job's voice when it names one of the backend's (espeak-ng voice names,
  /// like the default "en-us", are not), else the backend's configured voice.
  public func narrate(_ text: String, voice: String) throws -> SpeechAudio {
    let chosen = voice.contains("-") ? backend.narratorVoice : voice
    var samples: [Int16] = []
    for piece in SentenceChunks.split(text, limit: inputLimit) {
      let body: [String: Any] = [
        "model": backend.narratorModel, "voice": chosen, "input": piece,
        "response_format": "wav", "speed": speed,
      ]
      let response = try backend.post("/v1/audio/speech", json: body, provider: "narrator")
      do {
        samples += try AudioDecoder.monoSamples(data: response.body, sampleRate: sampleRate)
      } catch {
        throw ProviderError(
          .permanent, provider: "narrator POST /v1/audio/speech",
          message: "the answer is not audio FFmpeg can read: \(error.message)")
      }
    }
    guard !samples.isEmpty else {
      throw ProviderError(
        .permanent, provider: "narrator POST /v1/audio/speech", message: "no audio came back")
    }
    return SpeechAudio(samples: samples, sampleRate: sampleRate)
  }
}
