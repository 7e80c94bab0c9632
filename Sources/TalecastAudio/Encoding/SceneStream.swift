import Foundation
import TalecastCore

/// One streamed story's encoding, on its thread: the gain from the first scenes, then every
/// scene through the limiter into the writer as soon as it is ready, what the encoder is given
/// measured on the way in. A miss of the loudness target is encoded again (at most twice more).
struct SceneStream {
  let run: StreamRun

  func encode() throws(AudioError) -> EncodedAudio {
    try FFmpegLibrary.load()
    let settings = run.settings
    // The scenes the gain is estimated from; they are written first, then let go.
    var first: [SceneAudio] = []
    var frames = 0
    repeat {
      let scene = try run.scene(first.count)
      first.append(scene)
      frames += scene.count
    } while settings.loudness != nil && first.count < run.titles.count
      && Double(frames) < StreamingEncoder.estimateSeconds * Double(first[0].sampleRate)
    let format = PCMFormat(sampleRate: first[0].sampleRate, channels: 1)

    var measured: Double?
    var gainDB = 0.0
    if let target = settings.loudness {
      // Two trials of the limiter: on the short stretch they cost little, and the second
      // catches what the raised gain makes the limiter take.
      let estimate = first
      (measured, gainDB) = try Normalization.gain(format: format, target: target, trials: 2) {
        (body) throws(AudioError) in
        // A stop is heard within a block here too: measuring reads whole scenes.
        for scene in estimate {
          try scene.forEachBlock { block throws(AudioError) in
            if run.isStopped { throw run.stopped }
            body(block)
          }
        }
      }
    }
    let ceilingDB = measured == nil ? nil : settings.loudness?.limiterCeiling

    var pass: Pass?
    var passes = 0
    try AtomicFile.write(to: run.url) { path throws(AudioError) in
      while true {
        let done = try encodePass(
          to: path, format: format, gainDB: gainDB, ceilingDB: ceilingDB, first: &first)
        passes += 1
        pass = done
        guard let target = settings.loudness, ceilingDB != nil,
          let loudness = done.input.loudness, passes < 3,
          abs(target.integrated - loudness) > AudioEncoder.tolerance
        else { break }
        if passes == 1 {
          // The first scenes misled the estimate: every scene is voiced by now, so the gain
          // comes from all of them, as for a story encoded at once. (Taking out the miss alone
          // converges slowly: a gain far too high makes the limiter hide half of it.)
          gainDB = try wholeGain(format: format, target: target)
        } else {
          gainDB += target.integrated - loudness
        }
      }
    }
    guard let pass else { throw run.stopped }
    let spec = FormatSpec(settings.format)
    return EncodedAudio(
      sampleRate: format.sampleRate, segmentStartSamples: pass.starts, totalSamples: pass.total,
      codec: spec.codec, measuredLoudness: measured, gain: gainDB,
      written: pass.input.summary(
        codec: spec.codec, bitRate: settings.bitRate ?? 0, chapters: pass.chapters,
        tags: settings.metadata),
      passes: passes)
  }

  /// The gain from every scene (each loaded again, one at a time).
  private func wholeGain(format: PCMFormat, target: LoudnessTarget) throws(AudioError) -> Double {
    try Normalization.gain(format: format, target: target, trials: 2) {
      (body) throws(AudioError) in
      for index in run.titles.indices {
        try run.scene(index).forEachBlock { block throws(AudioError) in
          if run.isStopped { throw run.stopped }
          body(block)
        }
      }
    }.gainDB
  }

  /// What one pass wrote: where each scene starts (samples), how many samples in all, and what
  /// the encoder was given.
  private struct Pass {
    var starts: [Int]
    var total: Int
    var chapters: [AudioChapter]
    var input: EncoderInput
  }

  /// Encodes every scene, in order, each loaded when it is ready (but those in `first`, which
  /// are let go as they are written).
  private func encodePass(
    to path: String, format: PCMFormat, gainDB: Double, ceilingDB: Double?,
    first: inout [SceneAudio]
  ) throws(AudioError) -> Pass {
    let settings = run.settings
    var writer = try LimitedWriter(
      path: path, format: format,
      settings: AudioWriterSettings(
        format: settings.format, bitRate: settings.bitRate, metadata: settings.metadata,
        encoderThreads: settings.encoderThreads),
      gainDB: gainDB, ceilingDB: ceilingDB, measuring: true)
    var starts: [Int] = []
    var total = 0
    let held = first.count
    for index in run.titles.indices {
      let scene: SceneAudio
      if index < held {
        // Moved out of `first`, so the scene goes once written.
        scene = first[index]
        first[index] = SceneAudio(samples: [], sampleRate: scene.sampleRate)  // (in memory: let go)
      } else {
        scene = try run.scene(index)
      }
      guard scene.sampleRate == format.sampleRate else {
        throw AudioError(
          operation: "encode", file: run.url.path,
          message:
            "scene \(index + 1) is at \(scene.sampleRate) Hz, but scene 1 at \(format.sampleRate) Hz"
        )
      }
      starts.append(total)
      total += scene.count
      try scene.forEachBlock { block throws(AudioError) in
        // A stop is noticed within a block, not only between scenes.
        if run.isStopped { throw run.stopped }
        try writer.write(block)
      }
    }
    // A pass after this one loads every scene again.
    first.removeAll()
    guard total > 0 else {
      throw AudioError(operation: "encode", file: run.url.path, message: "no audio to encode")
    }
    let rate = Double(format.sampleRate)
    let chapters = run.titles.indices.map { index in
      AudioChapter(
        title: run.titles[index], start: Double(starts[index]) / rate,
        end: Double(index + 1 < starts.count ? starts[index + 1] : total) / rate)
    }
    try writer.finish(chapters: chapters)
    return Pass(starts: starts, total: total, chapters: chapters, input: writer.input!)
  }
}
