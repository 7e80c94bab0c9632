import CEspeakNG
import TalecastCore

/// The espeak-ng engine of this process. espeak-ng keeps global state and is not thread-safe,
/// so there is exactly one engine and every call into the library runs under its lock (`Locked`).
public final class SpeechEngine: Sendable {
  public static let shared = SpeechEngine()

  /// What the engine keeps between calls, under its lock.
  struct EngineState {
    /// The sample rate espeak-ng reported at initialisation, or the error it gave.
    var started: Result<Int, SpeechError>?
    /// Its voices, listed once: espeak-ng reads all of its ≈ 2 000 voice and language files to
    /// list them, which listing per scene did (9 times for a 7-scene story, ≈ 5 ms each).
    var catalog: VoiceCatalog?
    /// The voice file and rate selected last; selecting it again is skipped.
    var selected: (identifier: String, wordsPerMinute: Int)?
  }

  let state = Locked(EngineState())

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
        let sink = SampleSink(stop: stop)
        try Self.speak(text, into: sink)
        return .success(SpeechAudio(samples: sink.takeSamples(), sampleRate: sampleRate))
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
  ///
  /// The sentences are spoken into one array sized from their length, with room to spare for
  /// the pauses a narrator puts between them: a long scene is 3 MiB, and joining sentences
  /// spoken apart, then pacing them, held two or three copies of it at once.
  public func synthesize(sentences: [String], voice: String, wordsPerMinute: Int = 165)
    throws(SpeechError) -> (audio: SpeechAudio, starts: [Int])
  {
    let stop = RenderCancellation.current
    let result: Result<(SpeechAudio, [Int]), SpeechError> = state.withLock { state in
      do throws(SpeechError) {
        let sampleRate = try Self.initialize(&state)
        try Self.select(voice: voice, wordsPerMinute: wordsPerMinute, &state)
        let sink = SampleSink(stop: stop)
        sink.reserve(
          Self.expectedSamples(
            characters: sentences.reduce(0) { $0 + $1.utf8.count }, sampleRate: sampleRate,
            wordsPerMinute: wordsPerMinute))
        var starts: [Int] = []
        for sentence in sentences {
          starts.append(sink.count)
          try Self.speak(sentence, into: sink)
        }
        return .success((SpeechAudio(samples: sink.takeSamples(), sampleRate: sampleRate), starts))
      } catch {
        return .failure(error)
      }
    }
    let (audio, starts) = try result.get()
    return (audio, starts)
  }

  /// Called with the lock held. Initialises once; remembers a failure so it is reported every time.
  static func initialize(_ engine: inout EngineState) throws(SpeechError) -> Int {
    if engine.started == nil, case .failure(let missing) = EspeakLibrary.opened {
      engine.started = .failure(
        SpeechError(operation: "loading espeak-ng", status: -1, detail: missing.description))
    }
    if engine.started == nil {
      // Synchronous mode: samples arrive through the callback before espeak_Synth returns.
      let rate = espeak.espeak_Initialize(AUDIO_OUTPUT_SYNCHRONOUS, 200, nil, 0)
      if rate <= 0 {
        engine.started = .failure(
          SpeechError(
            operation: "espeak_Initialize", status: rate, detail: "is espeak-ng-data installed?"))
      } else {
        _ = espeak.espeak_SetSynthCallback(collectSamples)
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

  static func select(voice: String, wordsPerMinute: Int, _ engine: inout EngineState)
    throws(SpeechError)
  {
    let identifier = try identifier(for: voice, &engine)
    if let selected = engine.selected, selected == (identifier, wordsPerMinute) { return }
    engine.selected = nil
    let status = espeak.espeak_SetVoiceByName(identifier)
    guard status == EE_OK else {
      throw SpeechError(
        operation: "espeak_SetVoiceByName(\"\(identifier)\")", status: Int32(status.rawValue))
    }
    _ = espeak.espeak_SetParameter(espeakRATE, Int32(wordsPerMinute), 0)
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

  /// Room for text of `characters` UTF-8 bytes spoken at `wordsPerMinute`, and a fifth more
  /// for the pauses put between its sentences. English at 175 words a minute takes
  /// 1 250–1 340 samples at 22 050 Hz per byte of text (espeak-ng's CLI on the long story's
  /// scenes); 1 300 of them, as a rough guide that an unusual text may overrun (the array then
  /// grows by a quarter at a time).
  static func expectedSamples(characters: Int, sampleRate: Int, wordsPerMinute: Int) -> Int {
    let perCharacter = 1_300 * Double(sampleRate) / 22_050 * 175 / Double(max(wordsPerMinute, 1))
    return Int(Double(characters) * perCharacter * 1.2)
  }

  /// Voices `text` onto the end of `sink`'s samples; stops half-way (an error) when the sink's
  /// `stop` is asked to: the synth callback checks it with every block of samples, so a long
  /// scene does not hold up a shutdown.
  private static func speak(_ text: String, into sink: SampleSink) throws(SpeechError) {
    let bytes = Array(text.utf8CString)
    let status = withExtendedLifetime(sink) {
      bytes.withUnsafeBufferPointer { buffer in
        espeak.espeak_Synth(
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
  }
}

/// Where the callback appends samples during one synchronous `espeak_Synth` call.
/// Only touched under the engine's lock.
final class SampleSink {
  let stop: RenderCancellation?
  private var samples: [Int16] = []
  var stopped = false

  init(stop: RenderCancellation?) { self.stop = stop }

  var count: Int { samples.count }

  func reserve(_ capacity: Int) { samples.reserveCapacity(capacity) }

  /// Appends a block, growing by a quarter when full rather than doubling: the array is the
  /// scene's audio, kept as it is (see `takeSamples`).
  func append(_ block: UnsafeBufferPointer<Int16>) {
    let needed = samples.count + block.count
    if needed > samples.capacity {
      samples.reserveCapacity(max(needed, samples.capacity + samples.capacity / 4))
    }
    samples.append(contentsOf: block)
  }

  /// The samples, moved out (the sink is left empty): the caller holds the only reference,
  /// so pacing can grow them in place.
  func takeSamples() -> [Int16] {
    let taken = samples
    samples = []
    return taken
  }
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
        sink.append(UnsafeBufferPointer(start: wave, count: Int(count)))
      }
      return 0  // 0 = continue synthesis
    }
