import Foundation
import TalecastAudio
import TalecastCore
import TalecastSpeech

/// Voices scenes with an OpenAI-compatible speech model (`POST /v1/audio/speech`, answered as
/// WAV). A scene longer than the backend's input limit is sent in pieces cut at sentence ends
/// and the pieces' audio is joined. Every scene comes back at one rate, so scenes join too.
/// Sentence times are exact at piece boundaries; inside a piece they are shared out by
/// characters (the endpoint returns no timings).
public struct RemoteNarrator: Narrator {
  public let backend: RemoteBackend
  /// Characters per request (OpenAI's speech endpoint takes 4096).
  public var inputLimit: Int
  public var sampleRate: Int

  public init(backend: RemoteBackend, inputLimit: Int = 4_096, sampleRate: Int = 24_000) {
    self.backend = backend
    self.inputLimit = inputLimit
    self.sampleRate = sampleRate
  }

  /// `voice` is the job's voice when it names one of the backend's (Talecast's own names are
  /// not: espeak-ng's like "en-us", the neural ones like "piper:en_US-joe-medium", and
  /// "default"), else the backend's configured voice.
  /// `rate` becomes the request's speed: its ratio to the usual pace, within the 0.25–4
  /// the endpoint takes.
  public func narrate(_ text: String, voice: String, rate: Int) throws -> Narration {
    let ours = voice.contains("-") || voice.contains(":") || voice == RenderJob.automaticVoice
    let chosen = ours ? backend.narratorVoice : voice
    let speed = min(4, max(0.25, Double(rate) / Double(RenderJob.defaultRate)))
    var samples: [Int16] = []
    var sentences: [TimedSentence] = []
    var joins: [Int] = []
    for piece in SentenceChunks.split(text, limit: inputLimit) {
      let start = samples.count
      joins.append(start)
      let body: [String: Any] = [
        "model": backend.narratorModel, "voice": chosen, "input": piece,
        "response_format": "wav", "speed": speed,
      ]
      let response = try backend.post(
        "/v1/audio/speech", json: body, provider: "narrator", answer: .speech)
      do {
        samples += try AudioDecoder.monoSamples(data: response.body, sampleRate: sampleRate)
      } catch {
        throw Self.refused("the answer is not audio FFmpeg can read: \(error.message)")
      }
      // Checked per piece, so a scene of several pieces never gathers more than its words take.
      let seconds = Double(samples.count - start) / Double(sampleRate)
      let words = SpeechLength.words(in: piece)
      let most = SpeechLength.longest(words: words, rate: rate)
      guard seconds <= most else {
        throw Self.refused(
          String(
            format: "the answer lasts %.1f s, but its %d words take at most %.1f s", seconds, words,
            most))
      }
      sentences += Self.share(Sentences.split(piece), from: start, to: samples.count)
    }
    guard !samples.isEmpty else { throw Self.refused("no audio came back") }
    // Pauses go only where requests join: inside one, sentence starts are estimates.
    return Narration(
      audio: SpeechAudio(samples: samples, sampleRate: sampleRate), sentences: sentences,
      joins: joins)
  }

  /// An answer that is not the speech asked for: the backend's fault, and it would answer the
  /// same again.
  private static func refused(_ why: String) -> ProviderError {
    ProviderError(.permanent, provider: "narrator POST /v1/audio/speech", message: why)
  }

  /// Places the sentences of one piece between its first and last sample, each taking a
  /// share of the time as long as its share of the characters.
  static func share(_ sentences: [String], from start: Int, to end: Int) -> [TimedSentence] {
    let total = max(1, sentences.reduce(0) { $0 + $1.count })
    var characters = 0
    return sentences.map { sentence in
      let offset = start + (end - start) * characters / total
      characters += sentence.count
      return TimedSentence(text: sentence, start: offset)
    }
  }
}
