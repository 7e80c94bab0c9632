import CFFmpeg
import Foundation
import TalecastCore

/// What to write: the format, its settings, tags and chapters.
public struct AudioWriterSettings: Sendable {
  public var format: AudioFormat
  /// Bits per second; nil for the format's default.
  public var bitRate: Int?
  /// Output sample rate; nil keeps the input's (Opus is always 48 kHz).
  public var sampleRate: Int?
  /// Container tags (title, artist, album, genre …).
  public var metadata: [String: String]
  public var chapters: [AudioChapter]
  /// Encoder threads; nil for one per core. One encodes the stream in one piece.
  public var encoderThreads: Int?
  /// How long the pieces of a segmented encode are (shorter in tests).
  var segmentSeconds = SegmentedEncoding.segmentSeconds

  /// One per core that this process may use.
  public static let defaultEncoderThreads = ProcessInfo.processInfo.activeProcessorCount

  public init(
    format: AudioFormat = .m4a, bitRate: Int? = nil, sampleRate: Int? = nil,
    metadata: [String: String] = [:],
    chapters: [AudioChapter] = [], encoderThreads: Int? = nil
  ) {
    self.format = format
    self.bitRate = bitRate
    self.sampleRate = sampleRate
    self.metadata = metadata
    self.chapters = chapters
    self.encoderThreads = encoderThreads
  }
}

/// Encodes interleaved float PCM into a file: converts (and resamples if needed) with
/// libswresample, queues in an `AVAudioFifo`, encodes whole frames (on several cores when the
/// audio is long enough, see `SegmentedEncoding`) and muxes the packets. Owns every FFmpeg object
/// it uses. Streams: memory does not grow with the length of the audio.
final class AudioWriter {
  let input: PCMFormat
  let outputRate: Int
  let codecName: String
  private let container: OutputContainer
  private let resampler: Resampler
  private let fifo: OpaquePointer
  private let encoding: FrameEncoding
  /// The encoder's time base: one tick per sample.
  private let encoderTimeBase: AVRational
  private let bytesPerSample: Int
  private let planes: Int
  private let stream: UnsafeMutablePointer<AVStream>
  private var staging: [UInt8] = []
  /// Whether the container keeps a list of chapters with times in milliseconds.
  private let writesChapterList: Bool

  init(path: String, input: PCMFormat, settings: AudioWriterSettings) throws(AudioError) {
    try FFmpegLibrary.load()
    let spec = FormatSpec(settings.format)
    self.input = input
    codecName = spec.codec
    container = try OutputContainer(muxer: spec.muxer, path: path)
    guard let codec = av.avcodec_find_encoder_by_name(spec.codec) else {
      throw AudioError(
        operation: "avcodec_find_encoder_by_name", message: "encoder \(spec.codec) is not available"
      )
    }
    let sampleFormat = codec.pointee.sample_fmts?.pointee ?? AV_SAMPLE_FMT_FLTP
    outputRate = spec.requiredSampleRate ?? settings.sampleRate ?? input.sampleRate
    let workers = max(1, settings.encoderThreads ?? AudioWriterSettings.defaultEncoderThreads)
    let segmented = workers > 1 && spec.canSegment
    var setup = EncoderSetup(
      codec: spec.codec, sampleFormat: sampleFormat.rawValue, sampleRate: outputRate,
      channels: input.channels, bitRate: settings.bitRate ?? spec.defaultBitRate,
      options: spec.options, globalHeader: container.needsGlobalHeader, path: path)
    if segmented { setup.options.merge(spec.segmentedOptions) { $1 } }
    // This encoder gives the stream its parameters (extradata, priming); when segmenting, each
    // worker opens an identical one.
    let session = try EncoderSession(setup)
    encoding =
      segmented
      ? SegmentedEncoding(
        setup: setup, frameSize: session.frameSize, initialPadding: session.initialPadding,
        workers: workers, segmentSeconds: settings.segmentSeconds)
      : SerialEncoding(session)
    encoderTimeBase = AVRational(num: 1, den: Int32(outputRate))
    // What waits for the encoder (the fifo, and a segmented encode's segments) is in the
    // format `SegmentedEncoding.storage` says: 16-bit when segmenting.
    let queued = segmented ? SegmentedEncoding.storage(for: setup) : setup
    bytesPerSample = queued.bytesPerPlaneSample
    planes = queued.planes
    resampler = try Resampler(
      from: SampleSpec(
        format: AV_SAMPLE_FMT_FLT, sampleRate: input.sampleRate, channels: input.channels),
      to: SampleSpec(
        format: queued.avSampleFormat, sampleRate: outputRate, channels: input.channels))
    guard
      let fifo = av.av_audio_fifo_alloc(
        queued.avSampleFormat, Int32(input.channels), session.frameSize * 4)
    else {
      throw AudioError(operation: "av_audio_fifo_alloc", message: "out of memory")
    }
    self.fifo = fifo

    guard let stream = av.avformat_new_stream(container.pointer, nil) else {
      throw AudioError(operation: "avformat_new_stream", file: path, message: "out of memory")
    }
    try check(
      av.avcodec_parameters_from_context(stream.pointee.codecpar, session.context.pointer),
      "avcodec_parameters_from_context")
    stream.pointee.time_base = encoderTimeBase
    self.stream = stream
    var metadata = settings.metadata
    if spec.chaptersAsComments {
      // FFmpeg 5.1 writes Ogg chapter comments with the seconds rounded to the nearest second
      // but the milliseconds kept (3.644 s becomes 00:00:04.644), so Talecast writes them.
      for (index, chapter) in settings.chapters.enumerated() {
        let key = String(format: "CHAPTER%03d", index)
        metadata[key] = Self.commentTime(chapter.start)
        metadata[key + "NAME"] = chapter.title
      }
    }
    container.setMetadata(metadata)
    writesChapterList = spec.writesChapters && !spec.chaptersAsComments
    if writesChapterList { try addChapters(settings.chapters) }
    try container.open()
  }

  deinit { av.av_audio_fifo_free(fifo) }

  /// "HH:MM:SS.mmm", as Vorbis comments give chapter starts.
  static func commentTime(_ seconds: Double) -> String {
    let milliseconds = Int((seconds * 1_000).rounded())
    return String(
      format: "%02d:%02d:%02d.%03d", milliseconds / 3_600_000, (milliseconds / 60_000) % 60,
      (milliseconds / 1_000) % 60,
      milliseconds % 1_000)
  }

  /// Converts and queues interleaved samples (a whole number of frames), encoding every full frame.
  func write(_ samples: UnsafeBufferPointer<Float>) throws(AudioError) {
    guard let base = samples.baseAddress, samples.count > 0 else { return }
    let frames = samples.count / input.channels
    var offset = 0
    // Convert in blocks so the staging buffer stays small whatever is passed in.
    while offset < frames {
      let count = min(frames - offset, 16_384)
      let start = UnsafeRawPointer(base + offset * input.channels).assumingMemoryBound(
        to: UInt8.self)
      try convert(input: start, frames: Int32(count))
      offset += count
      try encoding.take(from: fifo, final: false, deliver: mux)
    }
  }

  /// Flushes the resampler, the last (short) frame, the encoder and the container. With
  /// `chapters`, they are added now, to a writer given none at the start: audio encoded
  /// while its later parts were still to come learns its chapter times only at the end (see
  /// `FormatSpec.chaptersKnownLate`).
  func finish(chapters: [AudioChapter] = []) throws(AudioError) {
    try convert(input: nil, frames: 0)
    try encoding.take(from: fifo, final: true, deliver: mux)
    if writesChapterList { try addChapters(chapters) }
    try container.finish()
  }

  private func addChapters(_ chapters: [AudioChapter]) throws(AudioError) {
    let milliseconds = AVRational(num: 1, den: 1_000)
    for (index, chapter) in chapters.enumerated() {
      try container.addChapter(
        id: index + 1, timeBase: milliseconds, start: Int64((chapter.start * 1_000).rounded()),
        end: Int64((chapter.end * 1_000).rounded()), title: chapter.title)
    }
  }

  private func convert(input: UnsafePointer<UInt8>?, frames: Int32) throws(AudioError) {
    let capacity = av.swr_get_out_samples(resampler.pointer, frames)
    guard capacity > 0 else { return }
    let planes = self.planes
    let planeBytes = Int(capacity) * bytesPerSample
    if staging.count < planeBytes * planes {
      staging = [UInt8](repeating: 0, count: planeBytes * planes)
    }
    let fifo = self.fifo
    let resampler = self.resampler.pointer
    let (converted, written) = staging.withUnsafeMutableBytes { buffer -> (Int32, Int32) in
      let base = buffer.baseAddress!.assumingMemoryBound(to: UInt8.self)
      var outPlanes: [UnsafeMutablePointer<UInt8>?] = (0..<planes).map { base + $0 * planeBytes }
      var inPlanes: [UnsafePointer<UInt8>?] = [input]
      // A nil input asks the resampler to flush what it holds.
      let converted =
        input == nil
        ? av.swr_convert(resampler, &outPlanes, capacity, nil, 0)
        : av.swr_convert(resampler, &outPlanes, capacity, &inPlanes, frames)
      guard converted > 0 else { return (converted, 0) }
      var raw: [UnsafeMutableRawPointer?] = outPlanes.map { UnsafeMutableRawPointer($0) }
      return (converted, av.av_audio_fifo_write(fifo, &raw, converted))
    }
    try check(converted, "swr_convert")
    try check(written, "av_audio_fifo_write")
  }

  /// Where a segmented encode cut the stream (samples at the output rate); empty otherwise.
  var segmentCuts: [Int] { (encoding as? SegmentedEncoding)?.cuts ?? [] }

  /// Writes one packet, its timestamps moved from samples to the stream's time base.
  private func mux(_ packet: Packet) throws(AudioError) {
    av.av_packet_rescale_ts(packet.pointer, encoderTimeBase, stream.pointee.time_base)
    packet.pointer.pointee.stream_index = stream.pointee.index
    try container.write(packet.pointer)
  }
}
