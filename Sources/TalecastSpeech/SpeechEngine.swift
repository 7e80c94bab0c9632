import CEspeakNG
import TalecastCore

/// The espeak-ng engine of this process. espeak-ng keeps global state and is not thread-safe,
/// so there is exactly one engine and every call into the library runs under its lock (`Locked`).
public final class SpeechEngine: Sendable {
  public static let shared = SpeechEngine()

  /// What the engine keeps between calls, under its lock.
  private struct EngineState {
    /// The sample rate espeak-ng reported at initialisation, or the error it gave.
    var started: Result<Int, SpeechError>?
    /// Its voices, listed once: espeak-ng reads all of its ≈ 2 000 voice and language files to
    /// list them, which listing per scene did (9 times for a 7-scene story, ≈ 5 ms each).
    var catalog: VoiceCatalog?
    /// The voice file and rate selected last; selecting it again is skipped.
    var selected: (identifier: String, wordsPerMinute: Int)?
  }

  private let state = Locked(EngineState())

  private init() {}

  /// Speaks `text` with `voice` (an espeak-ng voice name such as "en-us") at `wordsPerMinute`
  /// and returns the samples. Plain text: markup characters are read, not interpreted.
  public func synthesize(_ text: String, voice: String, wordsPerMinute: Int = 165)
    throws(SpeechError) -> SpeechAudio
  {
    let stop = RenderCancellation.current
    let result: Result<SpeechAudio, SpeechError> = state.withLock { state in
      do throws(SpeechError) {
        let sampleRate = try Self.initialize(&state)
        try Self.select(voice: voice, wordsPerMinute: wordsPerMinute, &state)
        let samples = try Self.speak(text, stop: stop)
        return .success(SpeechAudio(samples: samples, sampleRate: sampleRate))
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  /// The languages of the voice by that name, first the one it speaks best; throws when
  /// espeak-ng has no such voice (with similar ones to suggest): a job is checked when it is
  /// submitted, not when its narration starts.
  @discardableResult
  public func checkVoice(_ voice: String) throws(SpeechError) -> [String] {
    let result: Result<[String], SpeechError> = state.withLock { state in
      do throws(SpeechError) {
        _ = try Self.initialize(&state)
        let identifier = try Self.identifier(for: voice, &state)
        let languages =
          Self.catalog(&state).voices.first { $0.identifier == identifier }?.languages ?? []
        return .success(languages)
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  /// A voice espeak-ng has: its name, its file (what a job names it by) and its languages.
  public struct Voice: Sendable, Hashable, Codable {
    public let name: String
    public let file: String
    public let languages: [String]
  }

  /// Every voice espeak-ng has, by file name.
  public func voices() throws(SpeechError) -> [Voice] {
    let result: Result<[Voice], SpeechError> = state.withLock { state in
      do throws(SpeechError) {
        _ = try Self.initialize(&state)
        return .success(
          Self.catalog(&state).voices.map { voice in
            Voice(
              name: voice.name,
              file: voice.identifier.split(separator: "/").last.map(String.init)
                ?? voice.identifier,
              languages: voice.languages)
          }.sorted { $0.file < $1.file })
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  /// Speaks each sentence in turn with one voice selection and returns the joined samples
  /// with the sample offset where each sentence starts: exact sentence times for subtitles,
  /// where espeak-ng's own sentence events are only as fine as its callback blocks.
  public func synthesize(sentences: [String], voice: String, wordsPerMinute: Int = 165)
    throws(SpeechError) -> (audio: SpeechAudio, starts: [Int])
  {
    let stop = RenderCancellation.current
    let result: Result<(SpeechAudio, [Int]), SpeechError> = state.withLock { state in
      do throws(SpeechError) {
        let sampleRate = try Self.initialize(&state)
        try Self.select(voice: voice, wordsPerMinute: wordsPerMinute, &state)
        var spoken: [[Int16]] = []
        var starts: [Int] = []
        var total = 0
        for sentence in sentences {
          starts.append(total)
          spoken.append(try Self.speak(sentence, stop: stop))
          total += spoken[spoken.count - 1].count
        }
        // Joined once, at its size: appending sentence by sentence grew the scene's array by
        // doubling, up to twice a long scene's 3 MiB.
        var samples: [Int16] = []
        samples.reserveCapacity(total)
        for part in spoken { samples += part }
        return .success((SpeechAudio(samples: samples, sampleRate: sampleRate), starts))
      } catch {
        return .failure(error)
      }
    }
    let (audio, starts) = try result.get()
    return (audio, starts)
  }

  /// Called with the lock held. Initialises once; remembers a failure so it is reported every time.
  private static func initialize(_ engine: inout EngineState) throws(SpeechError) -> Int {
    if engine.started == nil {
      // Synchronous mode: samples arrive through the callback before espeak_Synth returns.
      let rate = espeak_Initialize(AUDIO_OUTPUT_SYNCHRONOUS, 200, nil, 0)
      if rate <= 0 {
        engine.started = .failure(
          SpeechError(
            operation: "espeak_Initialize", status: rate, detail: "is espeak-ng-data installed?"))
      } else {
        espeak_SetSynthCallback(collectSamples)
        engine.started = .success(Int(rate))
      }
    }
    return try engine.started!.get()
  }

  /// Called with the lock held, after `initialize`.
  private static func catalog(_ engine: inout EngineState) -> VoiceCatalog {
    if let catalog = engine.catalog { return catalog }
    let catalog = VoiceCatalog.load()
    engine.catalog = catalog
    return catalog
  }

  private static func select(voice: String, wordsPerMinute: Int, _ engine: inout EngineState)
    throws(SpeechError)
  {
    let identifier = try identifier(for: voice, &engine)
    if let selected = engine.selected, selected == (identifier, wordsPerMinute) { return }
    engine.selected = nil
    let status = espeak_SetVoiceByName(identifier)
    guard status == EE_OK else {
      throw SpeechError(
        operation: "espeak_SetVoiceByName(\"\(identifier)\")", status: Int32(status.rawValue))
    }
    espeak_SetParameter(espeakRATE, Int32(wordsPerMinute), 0)
    engine.selected = (identifier, wordsPerMinute)
  }

  /// The voice file of `voice`; called with the lock held.
  private static func identifier(for voice: String, _ engine: inout EngineState)
    throws(SpeechError) -> String
  {
    let catalog = catalog(&engine)
    guard let identifier = catalog.identifier(for: voice) else {
      let similar = catalog.fileNames.filter { $0.hasPrefix(String(voice.lowercased().prefix(2))) }
        .sorted()
      let hint =
        similar.isEmpty ? "" : "; similar voices: \(similar.prefix(8).joined(separator: ", "))"
      throw SpeechError(
        operation: "choosing voice \"\(voice)\"", status: -1,
        detail: "espeak-ng has no such voice\(hint)")
    }
    return identifier
  }

  /// Voices `text`; stops half-way (an error) when `stop` is asked to: the synth callback
  /// checks it with every block of samples, so a long scene does not hold up a shutdown.
  private static func speak(_ text: String, stop: RenderCancellation?) throws(SpeechError)
    -> [Int16]
  {
    let sink = SampleSink(stop: stop)
    let bytes = Array(text.utf8CString)
    let status = withExtendedLifetime(sink) {
      bytes.withUnsafeBufferPointer { buffer in
        espeak_Synth(
          buffer.baseAddress, buffer.count, 0, POS_CHARACTER, 0, tc_espeak_chars_utf8(), nil,
          Unmanaged.passUnretained(sink).toOpaque())
      }
    }
    if sink.stopped {
      throw SpeechError(
        operation: "espeak_Synth", status: -1, detail: StopRequested().description)
    }
    guard status == EE_OK else {
      throw SpeechError(operation: "espeak_Synth", status: Int32(status.rawValue))
    }
    return sink.samples
  }
}

/// Where the callback appends samples during one synchronous `espeak_Synth` call.
/// Only touched under the engine's lock.
final class SampleSink {
  let stop: RenderCancellation?
  var samples: [Int16] = []
  var stopped = false

  init(stop: RenderCancellation?) { self.stop = stop }
}

/// The synth callback: context rides in each event's `user_data`.
private let collectSamples:
  @convention(c) (UnsafeMutablePointer<Int16>?, Int32, UnsafeMutablePointer<espeak_EVENT>?) -> Int32 =
    {
      wave, count, events in
      guard let events, let context = events.pointee.user_data else { return 0 }
      let sink = Unmanaged<SampleSink>.fromOpaque(context).takeUnretainedValue()
      if sink.stop?.isStopRequested == true {
        sink.stopped = true
        return 1  // 1 = abort synthesis
      }
      if let wave, count > 0 {
        sink.samples.append(contentsOf: UnsafeBufferPointer(start: wave, count: Int(count)))
      }
      return 0  // 0 = continue synthesis
    }
