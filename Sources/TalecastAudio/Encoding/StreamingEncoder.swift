import Dispatch
import Foundation
import TalecastCore

/// Encodes a story's scenes while the later ones are still being voiced, on a thread of its
/// own, so speech and encoding share the cores from the first scene on instead of the encoder
/// waiting for the whole story.
///
/// The gain is decided from the first scenes (at least `estimateSeconds` of audio, or all of
/// it): one voice reading one story changes little in loudness from scene to scene (the first
/// scenes of twelve built-in stories measured within 0.3 LU of their whole story). What the
/// encoder is given is measured on the way in (`EncoderInput`); a story that missed the target
/// by more than `AudioEncoder.tolerance` is encoded again with the miss taken out, from its
/// scenes loaded again.
///
/// Memory stays flat in the story's length: a scene is loaded (from `load`, a render's
/// checkpoints) when the encoder reaches it and dropped once it is written.
///
/// Only formats whose level is measured on the way in and whose chapters can be written at the
/// end are streamed (`canEncode`): m4a, m4b and WAV.
public final class StreamingEncoder: Sendable {
  public typealias Loader = @Sendable (_ scene: Int) throws -> SceneAudio

  /// Seconds of audio the gain is estimated from before the first scene is encoded.
  static let estimateSeconds = 20.0

  private let run: StreamRun

  public static func canEncode(_ format: AudioFormat) -> Bool { FormatSpec(format).canStream }

  /// Starts encoding scenes titled `titles` to `url` (under a temporary name until finished);
  /// it waits for `scenesReady` before it loads a scene. `settings.format` must stream.
  public init(
    titles: [String], settings: EncodingSettings, to url: URL, load: @escaping Loader
  ) {
    precondition(Self.canEncode(settings.format), "\(settings.format) cannot be streamed")
    precondition(!titles.isEmpty, "a story without scenes")
    run = StreamRun(titles: titles, settings: settings, url: url, load: load)
    let run = self.run
    let thread = Thread { run.main() }
    thread.name = "talecast-encoder"
    thread.start()
  }

  /// Stops the encoding if nobody waited for it: a render that failed leaves no file.
  deinit { run.stop() }

  /// The first `count` scenes can be loaded now.
  public func scenesReady(_ count: Int) { run.ready(count) }

  /// Waits for every scene to be encoded (call `scenesReady` with all of them first) and the
  /// file to be in place.
  public func finish() throws(AudioError) -> EncodedAudio { try run.wait() }

  /// `finish`, asking `stop` five times a second: when it says so, the encoding stops (within
  /// a block of audio), its file is removed, and the stop is thrown. How a render's encode
  /// hears Ctrl-C while its last passes run.
  public func finish(stopIf stop: () -> Bool) throws(AudioError) -> EncodedAudio {
    while true {
      if let outcome = run.outcome(waiting: 0.2) { return try outcome.get() }
      if stop() {
        run.stop()
        throw run.stopped
      }
    }
  }

  /// Stops encoding and removes what was written; returns once the encoding thread is done.
  public func cancel() { run.stop() }
}

/// What one stream's caller and its encoding thread share. The caller's side (`ready`, `stop`)
/// and the thread's (`scene`) meet in `progress`, under one lock; `arrived` wakes the thread
/// when there is news, and `done` is signalled when the thread's outcome is known.
final class StreamRun: Sendable {
  private struct Progress {
    var ready = 0
    var stopped = false
  }

  let titles: [String]
  let settings: EncodingSettings
  let url: URL
  let load: StreamingEncoder.Loader
  private let progress = Locked(Progress())
  private let arrived = DispatchSemaphore(value: 0)
  private let done = DispatchSemaphore(value: 0)
  /// The thread's outcome, read after `done` is signalled, under its own lock (`Locked`).
  private let outcome = Locked<Result<EncodedAudio, AudioError>?>(nil)

  init(
    titles: [String], settings: EncodingSettings, url: URL, load: @escaping StreamingEncoder.Loader
  ) {
    self.titles = titles
    self.settings = settings
    self.url = url
    self.load = load
  }

  func ready(_ count: Int) {
    progress.withLock { $0.ready = max($0.ready, count) }
    arrived.signal()
  }

  func stop() {
    let first = progress.withLock { state in
      defer { state.stopped = true }
      return !state.stopped
    }
    arrived.signal()
    guard first else { return }
    _ = waitForOutcome()
  }

  func wait() throws(AudioError) -> EncodedAudio { try waitForOutcome().get() }

  /// The outcome once known, waiting at most `seconds` for it.
  func outcome(waiting seconds: Double) -> Result<EncodedAudio, AudioError>? {
    if let known = outcome.withLock({ $0 }) { return known }
    guard done.wait(timeout: .now() + seconds) == .success else { return nil }
    done.signal()
    return outcome.withLock { $0 }
  }

  private func waitForOutcome() -> Result<EncodedAudio, AudioError> {
    if let known = outcome.withLock({ $0 }) { return known }
    done.wait()
    // Let later waiters through too.
    done.signal()
    return outcome.withLock { $0! }
  }

  /// The encoding thread.
  func main() {
    let result = Result { () throws(AudioError) -> EncodedAudio in
      try SceneStream(run: self).encode()
    }
    outcome.withLock { $0 = result }
    done.signal()
  }

  var isStopped: Bool { progress.withLock { $0.stopped } }

  /// Scene `index`, once it is ready; an error when the stream was stopped first.
  func scene(_ index: Int) throws(AudioError) -> SceneAudio {
    while true {
      let state = progress.withLock { $0 }
      if state.stopped { throw stopped }
      if state.ready > index { break }
      arrived.wait()
    }
    do {
      return try load(index)
    } catch {
      throw AudioError(
        operation: "loading scene \(index + 1)", file: url.path, message: "\(error)")
    }
  }

  var stopped: AudioError { AudioError(operation: "encode", file: url.path, message: "stopped") }
}
