import Foundation
import TalecastCore

/// Applies a gain, then keeps true peaks under a ceiling with a lookahead limiter: the gain
/// falls linearly over the lookahead before a peak arrives and recovers over `release`.
/// Output frame *n* is input frame *n* times its gain: the lookahead holds frames back until
/// their future is known but never shifts them, so scene starts measured in samples stay exact.
struct PeakLimiter {
  let channels: Int
  let gain: Float
  let ceiling: Float
  /// Frames of future a frame waits for: the lookahead plus the peak detector's delay.
  private let window: Int
  /// Frames held back: output frame n comes out once input frame n + latency went in.
  var latency: Int { window }
  private let capacity: Int
  private let attackStep: Float
  private let releaseStep: Float
  private var detectors: [TruePeak]
  /// Frames pushed so far (real and padding) and real frames given and written out.
  private var pushed = 0
  private var real = 0
  private var emitted = 0
  /// Waiting frames, interleaved, in a ring: written at `writeSlot`, read at `readSlot`
  /// (kept by counting rather than by `%`: this runs for every frame of every render).
  private var delay: [Float]
  private var writeSlot = 0
  private var readSlot = 0
  /// Positions with the gain their peak allows, increasing from `front` to `back` (a ring of
  /// `mask + 1` slots, indexed by counting and masking): the front is the smallest gain still in
  /// the window. At most `window + 1` positions are ever waiting.
  private var positions: [Int]
  private var needs: [Float]
  private let mask: Int
  private var front = 0
  private var back = 0
  private var current: Float = 1
  private(set) var maximumReduction: Float = 1

  /// - Parameters: gain: linear gain applied first; ceilingDB: the highest true peak allowed.
  init(
    format: PCMFormat, gain: Float, ceilingDB: Double, lookaheadSeconds: Double = 0.005,
    releaseSeconds: Double = 0.1
  ) {
    channels = format.channels
    self.gain = gain
    ceiling = Float(pow(10, ceilingDB / 20))
    let lookahead = max(1, Int(Double(format.sampleRate) * lookaheadSeconds))
    window = lookahead + TruePeak.length / 2
    capacity = window + TruePeak.length + 1
    attackStep = 1 / Float(lookahead)
    releaseStep = 1 / Float(max(1, Int(Double(format.sampleRate) * releaseSeconds)))
    detectors = Array(repeating: TruePeak(), count: format.channels)
    delay = [Float](repeating: 0, count: capacity * format.channels)
    var slots = 1
    while slots < window + 2 { slots *= 2 }
    mask = slots - 1
    positions = [Int](repeating: 0, count: slots)
    needs = [Float](repeating: 1, count: slots)
  }

  /// Each frame's true peak (the largest of its channels') for the block being processed.
  private var framePeaks: [Float] = []
  private var channelPeaks: [Float] = []

  /// Processes interleaved samples, appending the frames that are ready to `output`.
  mutating func process(_ samples: UnsafeBufferPointer<Float>, into output: inout [Float]) {
    let frames = samples.count / channels
    guard frames > 0, let base = samples.baseAddress else { return }
    // The block's peaks first, channel by channel (the detectors work on blocks), then the
    // frames one by one with their peaks known.
    if framePeaks.count < frames {
      framePeaks = [Float](repeating: 0, count: frames)
      channelPeaks = [Float](repeating: 0, count: frames)
    }
    for channel in 0..<channels {
      channelPeaks.withUnsafeMutableBufferPointer { peaks in
        detectors[channel].add(
          base + channel, count: frames, stride: channels, scale: gain, peaks: peaks.baseAddress)
      }
      for frame in 0..<frames {
        framePeaks[frame] =
          channel == 0 ? channelPeaks[frame] : max(framePeaks[frame], channelPeaks[frame])
      }
    }
    output.reserveCapacity(output.count + samples.count)
    let peaks = framePeaks
    peaks.withUnsafeBufferPointer { peaks in
      push(frames, from: base, peaks: peaks.baseAddress!, scale: gain, real: true, into: &output)
    }
  }

  /// Pushes silence through until every frame given has come out.
  mutating func flush(into output: inout [Float]) {
    let silence = [Float](repeating: 0, count: channels)
    silence.withUnsafeBufferPointer { buffer in
      while emitted < real {
        var peak: Float = 0
        for channel in 0..<channels { peak = max(peak, detectors[channel].add(0)) }
        push(1, from: buffer.baseAddress!, peaks: &peak, scale: 0, real: false, into: &output)
      }
    }
  }

  /// Pushes `count` frames from `base`, each times `scale`, whose true peaks (after the
  /// scale) are `peaks`, appending the frames that come out. The rings and the counters are
  /// worked on in locals and stored back once, and the output is written in place: this runs
  /// for every frame of every render, and reaching through `self` or appending per frame cost
  /// more than the limiting.
  private mutating func push(
    _ count: Int, from base: UnsafePointer<Float>, peaks: UnsafePointer<Float>, scale: Float,
    real countsAsReal: Bool, into output: inout [Float]
  ) {
    let (channels, capacity, window, ceiling, mask) = (
      self.channels, capacity, window, ceiling, mask
    )
    let (attackStep, releaseStep) = (attackStep, releaseStep)
    var (writeSlot, readSlot, pushed, emitted, real) = (
      self.writeSlot, self.readSlot, self.pushed, self.emitted, self.real
    )
    var (current, reduction, front, back) = (self.current, maximumReduction, self.front, back)
    // Moved out, not copied: the arrays stay uniquely referenced while worked on.
    var (delay, positions, needs) = (self.delay, self.positions, self.needs)
    (self.delay, self.positions, self.needs) = ([], [], [])
    // Room for every frame pushed to come out; what does not is taken off again.
    let outputStart = output.count
    output.append(contentsOf: repeatElement(0, count: count * channels))
    var written = outputStart
    delay.withUnsafeMutableBufferPointer { delay in
      positions.withUnsafeMutableBufferPointer { positions in
        needs.withUnsafeMutableBufferPointer { needs in
          output.withUnsafeMutableBufferPointer { output in
            for frame in 0..<count {
              let source = base + frame * channels
              let slot = writeSlot
              for channel in 0..<channels {
                delay[slot * channels + channel] = source[channel] * scale
              }
              writeSlot = slot + 1 == capacity ? 0 : slot + 1
              let peak = peaks[frame]
              let need: Float = peak > ceiling ? ceiling / peak : 1
              while back > front, needs[(back - 1) & mask] >= need { back -= 1 }
              positions[back & mask] = pushed
              needs[back & mask] = need
              back += 1
              pushed += 1

              // The oldest waiting frame goes once `window` frames of its future are known.
              // The peak reported with position p belongs to frame p − length/2, so the
              // requirements that matter for it are those of positions from itself to the
              // newest.
              let oldest = pushed - 1 - window
              if oldest >= 0, oldest == emitted, emitted < real {
                while positions[front & mask] < oldest { front += 1 }
                let target = needs[front & mask]
                current =
                  target < current
                  ? max(target, current - attackStep) : min(target, current + releaseStep)
                reduction = min(reduction, current)
                let out = readSlot
                readSlot = out + 1 == capacity ? 0 : out + 1
                for channel in 0..<channels {
                  output[written + channel] = delay[out * channels + channel] * current
                }
                written += channels
                emitted += 1
              }
              if countsAsReal { real += 1 }
            }
          }
        }
      }
    }
    output.removeLast(output.count - written)
    (self.delay, self.positions, self.needs) = (delay, positions, needs)
    (self.writeSlot, self.readSlot, self.pushed, self.emitted, self.real) = (
      writeSlot, readSlot, pushed, emitted, real
    )
    (self.current, maximumReduction, self.front, self.back) = (current, reduction, front, back)
  }
}
