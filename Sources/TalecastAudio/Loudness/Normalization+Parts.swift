import Dispatch
import Foundation
import TalecastCore

extension Normalization {
  /// Audio read from any frame: `read(range, body)` calls `body` with the frames of `range`,
  /// in order, a block at a time.
  typealias FrameReader = @Sendable (Range<Int>, (UnsafeBufferPointer<Float>) -> Void) -> Void

  /// Audio shorter than this (in seconds) is measured in one piece.
  static let shortestSplit = 20.0
  /// Seconds run through the filters and the limiter before a part, unmeasured, so each part
  /// starts where a pass over the whole would be: the K-weighting settles in tens of
  /// milliseconds, the limiter's state reaches back its lookahead and 100 ms of release.
  static let warmUp = 0.5

  /// The gain `gain(format:target:feed:)` finds, with each of its two passes (the measure, and
  /// the trial run of the limiter) done on two halves side by side: they were a serial third
  /// of a render's encoding stage while the other core waited. The halves are cut on a 100 ms
  /// boundary, so their measures join exactly; the second half starts warm.
  static func gain(
    format: PCMFormat, target: LoudnessTarget, frames: Int, read: FrameReader
  ) -> (measured: Double?, gainDB: Double) {
    let block = LoudnessMeter(format: format).subBlockLength
    let warm = Int(Double(format.sampleRate) * warmUp)
    guard Double(frames) >= shortestSplit * Double(format.sampleRate) else {
      return gain(format: format, target: target) { body in
        withoutActuallyEscaping(body) { body in read(0..<frames, body) }
      }
    }
    let split = frames / 2 / block * block
    let halves = [0..<split, split..<frames]

    // Each half's meter, handed back from its thread under a lock (`Locked`).
    let measures = Locked<[LoudnessMeter?]>([nil, nil])
    DispatchQueue.concurrentPerform(iterations: 2) { part in
      var meter = LoudnessMeter(format: format)
      let range = halves[part]
      if range.lowerBound > 0 {
        read(max(0, range.lowerBound - warm)..<range.lowerBound) { meter.prime($0) }
      }
      read(range) { meter.add($0) }
      measures.withLock { $0[part] = meter }
    }
    var whole = measures.withLock { $0[0]! }
    whole.append(measures.withLock { $0[1]! })
    guard let measured = whole.integratedLoudness else { return (nil, 0) }
    var gainDB = target.integrated - measured

    // Each half's meter after the trial gain and limiter, under a lock (`Locked`).
    let limited = Locked<[LoudnessMeter?]>([nil, nil])
    let trialGain = gainDB
    DispatchQueue.concurrentPerform(iterations: 2) { part in
      let meter = trial(
        format: format, target: target, gainDB: trialGain, frames: frames, range: halves[part],
        warm: warm, read: read)
      limited.withLock { $0[part] = meter }
    }
    var after = limited.withLock { $0[0]! }
    after.append(limited.withLock { $0[1]! })
    if let reached = after.integratedLoudness { gainDB += target.integrated - reached }
    return (measured, gainDB)
  }

  /// The limiter at `gainDB` over `range` of the audio, measured: it starts `warm` frames
  /// early (their output only primes the meter) and, when more audio follows, reads its
  /// lookahead past the end (that output is dropped) instead of flushing with silence.
  private static func trial(
    format: PCMFormat, target: LoudnessTarget, gainDB: Double, frames: Int, range: Range<Int>,
    warm: Int, read: FrameReader
  ) -> LoudnessMeter {
    var limiter = PeakLimiter(
      format: format, gain: Float(pow(10, gainDB / 20)), ceilingDB: target.limiterCeiling)
    var meter = LoudnessMeter(format: format)
    let channels = format.channels
    let first = max(0, range.lowerBound - warm)
    let last = range.upperBound < frames ? min(frames, range.upperBound + limiter.latency) : frames
    // Output frames come out in order from `first`; each goes to the meter by where it falls.
    var next = first
    var output: [Float] = []
    func measure(_ samples: [Float]) {
      samples.withUnsafeBufferPointer { buffer in
        var offset = 0
        let count = buffer.count / channels
        while offset < count {
          let frame = next + offset
          if frame >= range.upperBound { break }
          let upTo =
            frame < range.lowerBound ? min(count, offset + range.lowerBound - frame) : count
          let end = min(upTo, offset + range.upperBound - frame)
          let slice = UnsafeBufferPointer(
            rebasing: buffer[(offset * channels)..<(end * channels)])
          if frame < range.lowerBound { meter.prime(slice) } else { meter.add(slice) }
          offset = end
        }
        next += count
      }
    }
    read(first..<last) { block in
      output.removeAll(keepingCapacity: true)
      limiter.process(block, into: &output)
      measure(output)
    }
    if last == frames {
      output.removeAll(keepingCapacity: true)
      limiter.flush(into: &output)
      measure(output)
    }
    return meter
  }
}
