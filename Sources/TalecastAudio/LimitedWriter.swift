import Foundation
import TalecastCore

/// A writer with an optional gain and limiter in front: what both renders and transcodes feed
/// their samples through.
struct LimitedWriter {
  private let writer: AudioWriter
  private var limiter: PeakLimiter?
  private var limited: [Float] = []
  /// What the encoder was given, when asked to measure it.
  private(set) var input: EncoderInput?

  /// With a ceiling, samples get `gainDB` and are limited to it; without, they pass untouched.
  /// With `measuring`, what goes to the encoder is measured on the way (`input`).
  init(
    path: String, format: PCMFormat, settings: AudioWriterSettings, gainDB: Double,
    ceilingDB: Double?, measuring: Bool = false
  ) throws(AudioError) {
    writer = try AudioWriter(path: path, input: format, settings: settings)
    input = measuring ? EncoderInput(format: format) : nil
    limiter = ceilingDB.map {
      PeakLimiter(format: format, gain: Float(pow(10, gainDB / 20)), ceilingDB: $0)
    }
  }

  mutating func write(_ block: UnsafeBufferPointer<Float>) throws(AudioError) {
    guard limiter != nil else {
      input?.add(block)
      return try writer.write(block)
    }
    limited.removeAll(keepingCapacity: true)
    limiter!.process(block, into: &limited)
    try limited.withUnsafeBufferPointer { buffer throws(AudioError) in
      input?.add(buffer)
      try writer.write(buffer)
    }
  }

  /// Lets the limiter's held-back samples out, then finishes the file (with `chapters`, see
  /// `AudioWriter.finish`).
  mutating func finish(chapters: [AudioChapter] = []) throws(AudioError) {
    if limiter != nil {
      limited.removeAll(keepingCapacity: true)
      limiter!.flush(into: &limited)
      try limited.withUnsafeBufferPointer { buffer throws(AudioError) in
        input?.add(buffer)
        try writer.write(buffer)
      }
    }
    try writer.finish(chapters: chapters)
  }
}
