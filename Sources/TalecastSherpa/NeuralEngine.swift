import CSherpaOnnx
import Foundation
import TalecastCore

/// sherpa-onnx's speech engine with one Piper voice loaded: the process's one engine (made the
/// first time the voice speaks, 2–3 s, and kept), and its one owner, which destroys it.
///
/// Calls may come from several threads at once: onnxruntime runs one model for concurrent
/// callers, and the engine keeps no state of its own between calls. Each call runs on one
/// onnxruntime thread: two sentences side by side on this 2-core machine are faster, and spend
/// less CPU, than one sentence on two threads (measured: real-time factor 0.065–0.071 against
/// 0.086–0.090; `make bench`).
public final class NeuralEngine: Sendable {
  public let voice: PiperVoice
  public let sampleRate: Int
  /// The engine: immutable once made, and sherpa-onnx's calls on it are safe from any thread.
  private nonisolated(unsafe) let tts: OpaquePointer

  /// Calls running at once, in the whole process: one per core. Jobs rendered side by side
  /// each voice their sentences side by side; more runs than cores only grow onnxruntime's
  /// memory (each run holds its own buffers) without voicing faster.
  private static let gate = DispatchSemaphore(value: ProcessInfo.processInfo.activeProcessorCount)

  /// The engine of the voice last asked for (see `shared(for:)`), under its lock.
  private static let current = Locked<NeuralEngine?>(nil)

  /// The process's engine for `voice`: made on first use and kept; asking for another voice
  /// replaces it (the old one is destroyed once its last call has returned).
  public static func shared(for voice: PiperVoice) throws(NeuralVoiceError) -> NeuralEngine {
    let result: Result<NeuralEngine, NeuralVoiceError> = current.withLock { current in
      if let engine = current, engine.voice == voice { return .success(engine) }
      do throws(NeuralVoiceError) {
        let engine = try NeuralEngine(voice: voice)
        current = engine
        return .success(engine)
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  /// Loads `voice`. Its files are checked first, so a missing or damaged one is an error that
  /// names it: sherpa-onnx itself would stop the whole process on a model without its metadata.
  public init(voice: PiperVoice) throws(NeuralVoiceError) {
    if case .failure(let error) = SherpaLibrary.opened { throw error }
    let summary = try ONNXModelFile.summary(of: voice.model.path)
    for key in ["sample_rate", "n_speakers", "language", "comment"] where summary.metadata[key] == nil {
      throw NeuralVoiceError(
        file: voice.model.path,
        problem: "has no '\(key)' in its metadata: prepare it with `talecast voices add`")
    }
    guard FileManager.default.isReadableFile(atPath: voice.tokens.path) else {
      throw NeuralVoiceError(file: voice.tokens.path, problem: "cannot be read")
    }
    var config = tc_sherpa_tts_config()
    config.model.num_threads = 1
    config.max_num_sentences = 1
    config.silence_scale = 1
    config.model.vits.noise_scale = Float(voice.record.noiseScale)
    config.model.vits.noise_scale_w = Float(voice.record.noiseW)
    config.model.vits.length_scale = Float(voice.record.lengthScale)
    let made: OpaquePointer? = voice.model.path.withCString { model in
      voice.tokens.path.withCString { tokens in
        "cpu".withCString { provider in
          config.model.vits.model = model
          config.model.vits.tokens = tokens
          config.model.provider = provider
          return sherpa.SherpaOnnxCreateOfflineTts(&config)
        }
      }
    }
    guard let made else {
      throw NeuralVoiceError(
        file: voice.model.path, problem: "sherpa-onnx could not load it (its message is above)")
    }
    tts = made
    self.voice = voice
    sampleRate = Int(sherpa.SherpaOnnxOfflineTtsSampleRate(made))
  }

  deinit {
    sherpa.SherpaOnnxDestroyOfflineTts(tts)
  }

  /// Speaks one sentence given as the voice's phoneme symbols (Piper's, from espeak-ng; the
  /// engine adds the start, end and padding symbols). `lengthScale` above 1 is slower;
  /// `pauseScale` shortens (below 1) the model's own pauses at punctuation.
  public func speak(_ phonemes: [Unicode.Scalar], lengthScale: Double, pauseScale: Double = 1)
    throws(NeuralVoiceError) -> [Float]
  {
    let points = phonemes.map { Int32(bitPattern: $0.value) }
    guard !points.isEmpty else { return [] }
    Self.gate.wait()
    defer { Self.gate.signal() }
    var length = Int32(points.count)
    var config = tc_sherpa_generation_config()
    config.speed = Float(voice.record.lengthScale / max(lengthScale, 0.05))
    config.silence_scale = Float(pauseScale)
    let audio = points.withUnsafeBufferPointer { buffer in
      withUnsafePointer(to: &length) { lengths in
        config.phoneme_codepoints = buffer.baseAddress
        config.phoneme_codepoints_lens = lengths
        config.phoneme_codepoints_num_sentences = 1
        return "".withCString { empty in
          sherpa.SherpaOnnxOfflineTtsGenerateWithConfig(tts, empty, &config, nil, nil)
        }
      }
    }
    guard let audio else {
      throw NeuralVoiceError(file: voice.model.path, problem: "sherpa-onnx made no audio")
    }
    defer { sherpa.SherpaOnnxDestroyOfflineTtsGeneratedAudio(audio) }
    let count = Int(audio.pointee.n)
    guard count > 0, let samples = audio.pointee.samples else { return [] }
    return Array(UnsafeBufferPointer(start: samples, count: count))
  }
}
