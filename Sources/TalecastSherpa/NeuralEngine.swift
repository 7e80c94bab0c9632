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

  /// What is being voiced at once in the whole process, under its lock: calls and their
  /// phoneme symbols. At most one call per core (more only grow onnxruntime's memory without
  /// voicing faster), and a second call only while the symbols of both stay within `budget`:
  /// a run's buffers grow with what it voices (≈ 1.4 MiB a symbol) and onnxruntime's arena
  /// keeps the most the process ever held at once. Measured on the long story (`make bench`):
  /// without a budget the render peaked at 500–515 MiB in 23 s; with 220, 472–483 MiB in
  /// 25–26 s; with 160, 395 MiB (Piper's own peak) but in 36–38 s, most pairs of sentences
  /// then voiced one after the other. Cutting sentences shorter would pair them better at the
  /// cost of how they sound (each piece is intoned alone), so they are kept whole.
  private static let inFlight = Locked(InFlight())
  private struct InFlight {
    var calls = 0
    var phonemes = 0
  }
  static let budget = 220
  static let callsAtOnce = ProcessInfo.processInfo.activeProcessorCount

  /// Waits for room for a call of `cost` symbols and takes it.
  private static func admit(_ cost: Int) {
    func fits(_ now: InFlight) -> Bool {
      now.calls == 0 || (now.calls < callsAtOnce && now.phonemes + cost <= budget)
    }
    while true {
      let taken = inFlight.withLock { now in
        guard fits(now) else { return false }
        now.calls += 1
        now.phonemes += cost
        return true
      }
      if taken { return }
      inFlight.wait(timeout: 1) { fits($0) }
    }
  }

  private static func release(_ cost: Int) {
    inFlight.withLockWakingWaiters { now in
      now.calls -= 1
      now.phonemes -= cost
    }
  }

  /// The engines of the voices asked for last, the most recent first (`shared(for:)`), under
  /// their lock: two, so jobs of two voices rendered side by side do not make their engines
  /// again scene after scene; a third voice's engine replaces the one used longest ago.
  private static let recent = Locked<[NeuralEngine]>([])
  static let enginesKept = 2

  /// The process's engine for `voice`: made on first use and kept (an engine dropped from the
  /// kept ones is destroyed once its last call has returned).
  public static func shared(for voice: PiperVoice) throws(NeuralVoiceError) -> NeuralEngine {
    let result: Result<NeuralEngine, NeuralVoiceError> = recent.withLock { recent in
      if let index = recent.firstIndex(where: { $0.voice == voice }) {
        let engine = recent.remove(at: index)
        recent.insert(engine, at: 0)
        return .success(engine)
      }
      do throws(NeuralVoiceError) {
        // Made under the lock: a second job asking for the same voice waits for this one
        // rather than making another (2–3 s and ≈ 100 MiB each).
        let engine = try NeuralEngine(voice: voice)
        recent.insert(engine, at: 0)
        if recent.count > enginesKept { recent.removeLast() }
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
    for key in ["sample_rate", "n_speakers", "language", "comment"]
    where summary.metadata[key] == nil {
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
    // 1: each call's speed sets the length scale (sherpa-onnx puts 1/speed in its place
    // whenever the speed is not 1, rather than dividing this by it).
    config.model.vits.length_scale = 1
    // onnxruntime's session options come in a file named after the provider (`cpu:FILE`),
    // read while the engine is made. sherpa-onnx stops the process when it cannot open it, so
    // it is only named once written.
    let options = Self.writeSessionOptions()
    defer { if let options { try? FileManager.default.removeItem(atPath: options) } }
    let made: OpaquePointer? = voice.model.path.withCString { model in
      voice.tokens.path.withCString { tokens in
        (options.map { "cpu:\($0)" } ?? "cpu").withCString { provider in
          config.model.vits.model = model
          config.model.vits.tokens = tokens
          config.model.provider = provider
          return sherpa.SherpaOnnxCreateOfflineTts(&config)
        }
      }
    }
    guard let made else {
      throw NeuralVoiceError(
        file: voice.model.path,
        problem: "sherpa-onnx could not load it (it printed why on standard error)")
    }
    tts = made
    self.voice = voice
    sampleRate = Int(sherpa.SherpaOnnxOfflineTtsSampleRate(made))
  }

  /// onnxruntime's memory pattern off: it plans each run's buffers from the shapes of runs
  /// before, and a story's sentences all differ in length. On the long story voiced two
  /// sentences side by side (a C program, sherpa-onnx alone) the process peaked at 475–551 MiB
  /// with it and 398–430 MiB without, at the same speed.
  static let sessionOptions = "EnableMemPattern=0\n"

  /// The options in a file of their own in the temporary folder; nil if it cannot be written.
  private static func writeSessionOptions() -> String? {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "talecast-onnxruntime-\(Identifier.make()).conf")
    do {
      try Data(sessionOptions.utf8).write(to: file)
      return file.path
    } catch {
      return nil
    }
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
    Self.admit(points.count)
    defer { Self.release(points.count) }
    var length = Int32(points.count)
    var config = tc_sherpa_generation_config()
    config.speed = Float(1 / max(lengthScale, 0.05))
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
