import Foundation
import Synchronization
import TalecastCore
import TalecastSherpa
import TalecastSpeech

/// The neural narrator: a Piper voice through sherpa-onnx, the phonemes from espeak-ng in this
/// process, one synthesis per sentence, so every sentence's start is known to the sample as
/// with espeak-ng. Sentences are voiced side by side, one per core, the longest first, each on
/// one onnxruntime thread (faster and cheaper than one sentence on every core).
public struct NeuralNarrator: Narrator {
  /// A sentence longer than this many phoneme symbols (≈ 15 s of speech) is voiced in pieces
  /// cut at its clauses: the engine's memory grows with what it voices at once. More than the
  /// engine's budget of symbols in flight (`NeuralEngine`), so such a piece is voiced alone.
  public static let longestPiece = 400

  public init() {}

  public func narrate(_ text: String, voice: String, rate: Int) throws -> Narration {
    guard let piper = try NeuralVoices.voice(named: voice) else {
      throw NeuralVoiceError(file: nil, problem: "\"\(voice)\" is not a neural voice")
    }
    return try narrate(text, with: piper, rate: rate)
  }

  /// Voices `text` with a voice already found.
  public func narrate(_ text: String, with voice: PiperVoice, rate: Int) throws -> Narration {
    try narrate(
      text, with: voice, rate: rate, lengthScale: Self.lengthScale(for: voice, rate: rate),
      engine: try NeuralEngine.shared(for: voice))
  }

  /// Voices `text` at a length scale of its own (`measurePace` measures the voice's own).
  func narrate(
    _ text: String, with voice: PiperVoice, rate: Int, lengthScale scale: Double,
    engine: NeuralEngine
  ) throws -> Narration {
    let sentences = Sentences.split(text)
    let symbols = Set(voice.symbols.keys)
    // Every sentence's pieces, phonemized first (espeak-ng is one engine, under its lock).
    var pieces: [(sentence: Int, phonemes: [Unicode.Scalar])] = []
    for (index, sentence) in sentences.enumerated() {
      let clauses = SpokenClauses.split(sentence)
      let ipa = try SpeechEngine.shared.phonemes(
        of: clauses.map(\.text), voice: voice.record.espeakVoice)
      for group in Self.pieces(clauses, ipa: ipa) {
        let phonemes = SpokenClauses.phonemes(group.clauses, ipa: group.ipa, symbols: symbols)
        if !phonemes.isEmpty { pieces.append((index, phonemes)) }
      }
    }
    let voiced = try Self.speak(pieces.map(\.phonemes), on: engine, lengthScale: scale)
    var samples: [Int16] = []
    samples.reserveCapacity(voiced.reduce(0) { $0 + $1.count } * 6 / 5)
    var starts = [Int](repeating: -1, count: sentences.count)
    for (piece, audio) in zip(pieces, voiced) {
      if starts[piece.sentence] < 0 { starts[piece.sentence] = samples.count }
      samples.append(contentsOf: audio.lazy.map { Int16((max(-1, min(1, $0)) * 32_767).rounded()) })
    }
    // A sentence with nothing to say (only punctuation) starts where the next one does.
    var next = samples.count
    for index in starts.indices.reversed() {
      if starts[index] < 0 { starts[index] = next } else { next = starts[index] }
    }
    return Narration(
      audio: SpeechAudio(samples: samples, sampleRate: engine.sampleRate),
      sentences: zip(sentences, starts).map { TimedSentence(text: $0, start: $1) })
  }

  /// The voice's length scale for `rate` words a minute: its measured pace over the rate
  /// (a voice not measured counts as 200 words a minute), kept within 0.4 and 3.
  public static func lengthScale(for voice: PiperVoice, rate: Int) -> Double {
    let natural = voice.record.wordsPerMinute > 0 ? voice.record.wordsPerMinute : 200
    return min(3, max(0.4, natural * voice.record.lengthScale / Double(max(rate, 1))))
  }

  /// A sentence's clauses in runs of at most `longestPiece` phonemes. A clause longer than
  /// that (a run-on text a writer or an edit left without punctuation) is cut between its
  /// words, each part but the last ending as after a comma: intoned a little apart, but never
  /// one call that holds gigabytes.
  static func pieces(_ clauses: [SpokenClause], ipa: [String]) -> [(
    clauses: [SpokenClause], ipa: [String]
  )] {
    var parts: [(clause: SpokenClause, ipa: String)] = []
    for (clause, phonemes) in zip(clauses, ipa) {
      // A "word" longer than a piece (a string of letters without spaces) is cut too.
      let words = phonemes.split(separator: " ", omittingEmptySubsequences: true).flatMap {
        word -> [Substring] in
        let scalars = word.unicodeScalars
        guard scalars.count > longestPiece - 2 else { return [word] }
        return stride(from: 0, to: scalars.count, by: longestPiece - 2).map { start in
          let from = scalars.index(scalars.startIndex, offsetBy: start)
          let to = scalars.index(from, offsetBy: min(longestPiece - 2, scalars.count - start))
          return Substring(scalars[from..<to])
        }
      }
      var current: [Substring] = []
      var size = 0
      for word in words {
        if !current.isEmpty, size + word.unicodeScalars.count + 1 > longestPiece - 2 {
          parts.append((SpokenClause(clause.text, ","), current.joined(separator: " ")))
          current = []
          size = 0
        }
        current.append(word)
        size += word.unicodeScalars.count + 1
      }
      parts.append((clause, current.joined(separator: " ")))
    }
    var runs: [(clauses: [SpokenClause], ipa: [String])] = []
    var size = 0
    for part in parts {
      let count = part.ipa.unicodeScalars.count + 2
      if let last = runs.indices.last, size + count <= longestPiece {
        runs[last].clauses.append(part.clause)
        runs[last].ipa.append(part.ipa)
        size += count
      } else {
        runs.append(([part.clause], [part.ipa]))
        size = count
      }
    }
    return runs
  }

  /// Voices every piece, one per core at a time, the longest first; in the pieces' order.
  /// Stops between pieces when the render is asked to stop.
  static func speak(_ pieces: [[Unicode.Scalar]], on engine: NeuralEngine, lengthScale: Double)
    throws -> [[Float]]
  {
    let stop = RenderCancellation.current
    let order = pieces.indices.sorted { pieces[$0].count > pieces[$1].count }
    // Each slot written by one worker only; read after all have finished.
    let results = Locked([[Float]?](repeating: nil, count: pieces.count))
    let failure = Locked<(any Error)?>(nil)
    let taken = Atomic<Int>(0)
    let workers = min(ProcessInfo.processInfo.activeProcessorCount, pieces.count)
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
      while true {
        let next = taken.add(1, ordering: .relaxed).oldValue
        guard next < order.count, failure.withLock({ $0 == nil }) else { return }
        if stop?.isStopRequested == true {
          failure.withLock { $0 = $0 ?? StopRequested() }
          return
        }
        do {
          let audio = try engine.speak(pieces[order[next]], lengthScale: lengthScale)
          results.withLock { $0[order[next]] = audio }
        } catch {
          failure.withLock { $0 = $0 ?? error }
        }
      }
    }
    if let error = failure.withLock({ $0 }) { throw error }
    return results.withLock { $0.map { $0 ?? [] } }
  }
}
