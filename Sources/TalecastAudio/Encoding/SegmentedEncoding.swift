import CFFmpeg
import Dispatch
import TalecastCore

/// Encodes one stream on several cores. FFmpeg's audio encoders are single-threaded, so the
/// stream is cut into segments of whole frames, each encoded by its own encoder on a worker
/// thread, and the packets are muxed in order.
///
/// Why the cuts cannot be heard: each worker also encodes some audio before its segment
/// (pre-roll, so its state — window shapes, rate control, predictors — has settled on the
/// same audio as a continuous encoder's) and after it (post-roll, so the look-ahead at the
/// segment's end sees the real audio, not silence). Only the packets that belong to the segment
/// itself are kept. All segments sit on the same frame grid as a continuous encode, so the
/// packets' timestamps, the priming and the total length are exactly a continuous encode's.
/// (MP3's bit reservoir lets a frame borrow bytes from the frames before it, which a cut would
/// break, so MP3 is encoded without it when segmented; see `FormatSpec`.)
///
/// Memory stays bounded: at most `workers` segments are in flight. A segment waits in the fifo
/// for a worker to finish rather than start a worker of its own: one more segment encoding
/// does not add a core, and its buffer was 1.9 MB of a render's peak.
final class SegmentedEncoding: FrameEncoding {
  /// Audio encoded before a cut (at least 8 frames). Measured with ffmpeg as the reader (see
  /// `SegmentedEncodingTests`): after 0.3 s the AAC encoder's rate control and Opus's
  /// predictors have not settled and the first frames after a cut are clearly worse; on speech
  /// 1 s is enough, and Opus on continuous voice needs 2 s to match a continuous encode overall.
  /// Every segment encodes its pre-roll too: 1 s instead of 2 s took a twentieth off the CPU of
  /// encoding a story as AAC.
  static func prerollSeconds(codec: String) -> Double { codec == "libopus" ? 2 : 1 }
  /// Audio encoded after a cut (at least 2 frames): the encoders look one frame ahead.
  static let postrollSeconds = 0.1
  /// Long enough that the pre-roll costs 10 %, short enough that a 2-minute story still gets
  /// one segment per core.
  static let segmentSeconds = 20.0

  /// The samples wait for their encoder (in the writer's fifo and in the segments) as 16-bit
  /// integers, and each worker widens a frame at a time into what its encoder takes: a third
  /// of a render's own memory was those 21-second buffers of floats, and the audio is speech
  /// voiced at 16 bits and limited under −1.5 dBTP, so the integers lose nothing a lossy
  /// encoder keeps (and never clip). Formats that could not be widened stay as they are.
  static func storage(for setup: EncoderSetup) -> EncoderSetup {
    switch av.av_get_packed_sample_fmt(setup.avSampleFormat) {
    case AV_SAMPLE_FMT_FLT, AV_SAMPLE_FMT_S32, AV_SAMPLE_FMT_DBL: return setup.sixteenBit
    default: return setup
    }
  }

  /// 16-bit values into `format`'s (one of those `SegmentedEncoding.storage` widens to), at the
  /// scale FFmpeg's own conversions use.
  static func widen(
    _ source: UnsafePointer<Int16>, count: Int, into destination: UnsafeMutableRawPointer,
    format: AVSampleFormat
  ) {
    switch av.av_get_packed_sample_fmt(format) {
    case AV_SAMPLE_FMT_FLT:
      let out = destination.assumingMemoryBound(to: Float.self)
      for index in 0..<count { out[index] = Float(source[index]) * (1 / 32_768) }
    case AV_SAMPLE_FMT_S32:
      let out = destination.assumingMemoryBound(to: Int32.self)
      for index in 0..<count { out[index] = Int32(source[index]) << 16 }
    default:
      let out = destination.assumingMemoryBound(to: Double.self)
      for index in 0..<count { out[index] = Double(source[index]) * (1 / 32_768) }
    }
  }

  private let setup: EncoderSetup
  /// The format the fifo and the segments hold their samples in (see `storage(for:)`).
  private let stored: EncoderSetup
  private let frameSize: Int
  private let initialPadding: Int64
  private let workers: Int
  private let segmentSamples: Int
  private let prerollSamples: Int
  private let postrollSamples: Int
  /// The stream sample at the head of the fifo: the pre-roll of the next segment is kept in it.
  private var fifoStart = 0
  /// Where the next segment starts.
  private var segmentStart = 0
  /// Where the stream was cut (samples), for tests.
  private(set) var cuts: [Int] = []
  /// Segments sent to workers, oldest first.
  private var inFlight: [SegmentWork] = []
  private var spareBuffers: [[UInt8]] = []

  init(
    setup: EncoderSetup, frameSize: Int32, initialPadding: Int, workers: Int,
    segmentSeconds: Double = segmentSeconds
  ) {
    self.setup = setup
    stored = Self.storage(for: setup)
    self.frameSize = Int(frameSize)
    self.initialPadding = Int64(initialPadding)
    self.workers = workers
    let rate = Double(setup.sampleRate)
    let prerollSeconds = Self.prerollSeconds(codec: setup.codec)
    segmentSamples =
      Int((max(segmentSeconds, 2 * prerollSeconds) * rate / Double(frameSize)).rounded(.up))
      * Int(frameSize)
    prerollSamples =
      max(8, Int((prerollSeconds * rate / Double(frameSize)).rounded(.up))) * Int(frameSize)
    postrollSamples =
      max(2, Int((Self.postrollSeconds * rate / Double(frameSize)).rounded(.up))) * Int(frameSize)
  }

  func take(
    from fifo: OpaquePointer, final: Bool, deliver: (Packet) throws(AudioError) -> Void
  ) throws(AudioError) {
    while Int(av.av_audio_fifo_size(fifo)) >= segmentStart - fifoStart + segmentSamples
      + postrollSamples
    {
      try send(from: fifo, count: segmentSamples + postrollSamples, last: false, deliver: deliver)
    }
    guard final else { return try muxFinished(wait: false, deliver) }
    try send(
      from: fifo, count: Int(av.av_audio_fifo_size(fifo)) - (segmentStart - fifoStart), last: true,
      deliver: deliver)
    try muxFinished(wait: true, deliver)
  }

  /// Sends the next segment (with its pre-roll and `count` samples from its start, post-roll
  /// included) to a worker, then drops from the fifo all but the next segment's pre-roll.
  private func send(
    from fifo: OpaquePointer, count: Int, last: Bool,
    deliver: (Packet) throws(AudioError) -> Void
  ) throws(AudioError) {
    while inFlight.count >= workers {
      try mux(inFlight.removeFirst().wait(), deliver)
    }
    let preroll = segmentStart - fifoStart
    let total = preroll + count
    let (setup, stored) = (self.setup, self.stored)
    let planeBytes = total * stored.bytesPerPlaneSample
    // The planes one after the other in one buffer; buffers come back from the workers and are
    // used again, so a long encode allocates no more than the first few segments did.
    var data =
      spareBuffers.popLast()
      ?? [UInt8](
        repeating: 0,
        count: (prerollSamples + segmentSamples + postrollSamples) * stored.bytesPerPlaneSample
          * stored.planes)
    let peeked = data.withUnsafeMutableBytes { buffer in
      var planes: [UnsafeMutableRawPointer?] = (0..<stored.planes).map {
        buffer.baseAddress! + $0 * planeBytes
      }
      return av.av_audio_fifo_peek(fifo, &planes, Int32(total))
    }
    try check(peeked, "av_audio_fifo_peek")
    // The segment ends at the quietest frame boundary of its second half (see `QuietCut`).
    let nominal = preroll + segmentSamples
    let cut =
      last
      ? total
      : QuietCut.position(
        in: data, stride: total, setup: stored, frameSize: frameSize,
        range: (nominal - segmentSamples / 2 / frameSize * frameSize)...nominal)
    let segment = Segment(
      data: data, stored: stored, stride: total,
      samples: last ? total : cut + postrollSamples,
      origin: Int64(fifoStart),
      keepFrom: segmentStart == 0 ? nil : Int64(segmentStart) - initialPadding,
      keepBefore: last ? nil : Int64(fifoStart + cut) - initialPadding)
    let work = SegmentWork()
    DispatchQueue.global(qos: .userInitiated).async {
      work.finish(Result { () throws(AudioError) in try segment.encode(with: setup) })
    }
    inFlight.append(work)
    if !last {
      segmentStart = fifoStart + cut
      cuts.append(segmentStart)
      let drop = segmentStart - prerollSamples - fifoStart
      try check(av.av_audio_fifo_drain(fifo, Int32(drop)), "av_audio_fifo_drain")
      fifoStart += drop
    }
  }

  /// Muxes the finished segments at the head of the queue; with `wait`, all of them.
  private func muxFinished(wait: Bool, _ deliver: (Packet) throws(AudioError) -> Void)
    throws(AudioError)
  {
    while let first = inFlight.first, wait || first.isFinished {
      inFlight.removeFirst()
      try mux(first.wait(), deliver)
    }
  }

  private func mux(
    _ segment: EncodedSegment, _ deliver: (Packet) throws(AudioError) -> Void
  ) throws(AudioError) {
    for packet in segment.packets { try deliver(packet) }
    spareBuffers.append(segment.buffer)
  }
}

/// One segment's samples and which of its packets to keep.
private struct Segment: Sendable {
  /// Each plane's samples, the planes one after the other, in `stored`'s format.
  var data: [UInt8]
  var stored: EncoderSetup
  /// Samples per plane in `data`.
  var stride: Int
  /// How many of them to encode.
  var samples: Int
  /// The stream sample of the first sample in `data`.
  var origin: Int64
  /// Keep packets whose stream timestamp is at least this (nil: from the first).
  var keepFrom: Int64?
  /// …and less than this (nil: to the last, flush included).
  var keepBefore: Int64?

  func encode(with setup: EncoderSetup) throws(AudioError) -> EncodedSegment {
    let session = try EncoderSession(setup)
    let frameSize = Int(session.frameSize)
    let bytesPerSample = stored.bytesPerPlaneSample
    let widened = stored.sampleFormat != setup.sampleFormat
    // Values per sample in a plane: the channels, when they are interleaved.
    let values = stored.isPlanar ? 1 : stored.channels
    var kept: [Packet] = []
    let keep = { (packet: Packet) throws(AudioError) in
      let pointer = packet.pointer
      pointer.pointee.pts += origin
      pointer.pointee.dts += origin
      if let keepFrom, pointer.pointee.pts < keepFrom { return }
      if let keepBefore, pointer.pointee.pts >= keepBefore { return }
      kept.append(packet)
    }
    var offset = 0
    while offset < samples {
      let count = min(frameSize, samples - offset)
      try session.encode(
        samples: Int32(count),
        fill: { destination in
          data.withUnsafeBytes { source in
            for plane in 0..<stored.planes {
              let from = source.baseAddress! + (plane * stride + offset) * bytesPerSample
              if widened {
                SegmentedEncoding.widen(
                  from.assumingMemoryBound(to: Int16.self), count: count * values,
                  into: destination[plane]!, format: setup.avSampleFormat)
              } else {
                destination[plane]!.copyMemory(from: from, byteCount: count * bytesPerSample)
              }
            }
          }
          return Int32(count)
        },
        deliver: keep)
      offset += count
    }
    try session.flush(keep)
    return EncodedSegment(packets: kept, buffer: data)
  }
}

/// A segment's packets, and its sample buffer to use again.
private struct EncodedSegment: Sendable {
  var packets: [Packet]
  var buffer: [UInt8]
}

/// A segment being encoded on a worker; `wait` returns its packets once it is done.
private final class SegmentWork: Sendable {
  private let done = DispatchSemaphore(value: 0)
  /// The segment's outcome, written by its worker and read by the muxer (`Locked`).
  private let result = Locked<Result<EncodedSegment, AudioError>?>(nil)

  func finish(_ outcome: Result<EncodedSegment, AudioError>) {
    result.withLock { $0 = outcome }
    done.signal()
  }

  var isFinished: Bool { result.withLock { $0 != nil } }

  func wait() throws(AudioError) -> EncodedSegment {
    done.wait()
    return try result.withLock { $0! }.get()
  }
}
