import CFFmpeg
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

  public init(
    format: AudioFormat = .m4a, bitRate: Int? = nil, sampleRate: Int? = nil,
    metadata: [String: String] = [:],
    chapters: [AudioChapter] = []
  ) {
    self.format = format
    self.bitRate = bitRate
    self.sampleRate = sampleRate
    self.metadata = metadata
    self.chapters = chapters
  }
}

/// Encodes interleaved float PCM into a file: converts (and resamples if needed) with
/// libswresample, buffers in an `AVAudioFifo` so the encoder gets exactly `frame_size` samples
/// per frame, and muxes the packets. Owns every FFmpeg object it uses. Streams: memory does
/// not grow with the length of the audio.
final class AudioWriter {
  let input: PCMFormat
  let outputRate: Int
  let codecName: String
  private let container: OutputContainer
  private let context: CodecContext
  private let resampler: Resampler
  private let fifo: OpaquePointer
  private let frame: Frame
  private let packet: Packet
  private let frameSize: Int32
  private let bytesPerSample: Int
  private let stream: UnsafeMutablePointer<AVStream>
  private var staging: [UInt8] = []
  private var nextPts: Int64 = 0

  init(path: String, input: PCMFormat, settings: AudioWriterSettings) throws(AudioError) {
    let spec = FormatSpec(settings.format)
    self.input = input
    codecName = spec.codec
    container = try OutputContainer(muxer: spec.muxer, path: path)
    guard let codec = avcodec_find_encoder_by_name(spec.codec) else {
      throw AudioError(
        operation: "avcodec_find_encoder_by_name", message: "encoder \(spec.codec) is not available"
      )
    }
    context = try CodecContext(codec: codec)
    let encoder = context.pointer
    let sampleFormat = codec.pointee.sample_fmts?.pointee ?? AV_SAMPLE_FMT_FLTP
    outputRate = spec.requiredSampleRate ?? settings.sampleRate ?? input.sampleRate
    encoder.pointee.sample_fmt = sampleFormat
    encoder.pointee.sample_rate = Int32(outputRate)
    if let bitRate = settings.bitRate ?? spec.defaultBitRate {
      encoder.pointee.bit_rate = Int64(bitRate)
    }
    encoder.pointee.time_base = AVRational(num: 1, den: Int32(outputRate))
    av_channel_layout_default(&encoder.pointee.ch_layout, Int32(input.channels))
    if container.needsGlobalHeader { encoder.pointee.flags |= AV_CODEC_FLAG_GLOBAL_HEADER }

    var dictionary: OpaquePointer?
    for (key, value) in spec.options { av_dict_set(&dictionary, key, value, 0) }
    defer { av_dict_free(&dictionary) }
    try check(
      avcodec_open2(encoder, codec, &dictionary), "opening the \(spec.codec) encoder", file: path)

    // Encoders that take any frame size (PCM) report 0: use a convenient block.
    frameSize = encoder.pointee.frame_size > 0 ? encoder.pointee.frame_size : 4_096
    bytesPerSample =
      Int(av_get_bytes_per_sample(sampleFormat))
      * (av_sample_fmt_is_planar(sampleFormat) != 0 ? 1 : input.channels)
    resampler = try Resampler(
      from: SampleSpec(
        format: AV_SAMPLE_FMT_FLT, sampleRate: input.sampleRate, channels: input.channels),
      to: SampleSpec(format: sampleFormat, sampleRate: outputRate, channels: input.channels))
    guard let fifo = av_audio_fifo_alloc(sampleFormat, Int32(input.channels), frameSize * 4) else {
      throw AudioError(operation: "av_audio_fifo_alloc", message: "out of memory")
    }
    self.fifo = fifo
    frame = try Frame()
    packet = try Packet()

    guard let stream = avformat_new_stream(container.pointer, nil) else {
      throw AudioError(operation: "avformat_new_stream", file: path, message: "out of memory")
    }
    try check(
      avcodec_parameters_from_context(stream.pointee.codecpar, encoder),
      "avcodec_parameters_from_context")
    stream.pointee.time_base = encoder.pointee.time_base
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
    if spec.writesChapters && !spec.chaptersAsComments {
      let milliseconds = AVRational(num: 1, den: 1_000)
      for (index, chapter) in settings.chapters.enumerated() {
        try container.addChapter(
          id: index + 1, timeBase: milliseconds, start: Int64((chapter.start * 1_000).rounded()),
          end: Int64((chapter.end * 1_000).rounded()), title: chapter.title)
      }
    }
    try container.open()
  }

  deinit { av_audio_fifo_free(fifo) }

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
      try encodeFullFrames()
    }
  }

  /// Flushes the resampler, the last (short) frame, the encoder and the container.
  func finish() throws(AudioError) {
    try convert(input: nil, frames: 0)
    try encodeFullFrames()
    if av_audio_fifo_size(fifo) > 0 { try encodeFrame(samples: av_audio_fifo_size(fifo)) }
    try check(avcodec_send_frame(context.pointer, nil), "avcodec_send_frame(flush)")
    try drainPackets()
    try container.finish()
  }

  private func convert(input: UnsafePointer<UInt8>?, frames: Int32) throws(AudioError) {
    let capacity = swr_get_out_samples(resampler.pointer, frames)
    guard capacity > 0 else { return }
    let planes =
      av_sample_fmt_is_planar(context.pointer.pointee.sample_fmt) != 0 ? self.input.channels : 1
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
        ? swr_convert(resampler, &outPlanes, capacity, nil, 0)
        : swr_convert(resampler, &outPlanes, capacity, &inPlanes, frames)
      guard converted > 0 else { return (converted, 0) }
      var raw: [UnsafeMutableRawPointer?] = outPlanes.map { UnsafeMutableRawPointer($0) }
      return (converted, av_audio_fifo_write(fifo, &raw, converted))
    }
    try check(converted, "swr_convert")
    try check(written, "av_audio_fifo_write")
  }

  private func encodeFullFrames() throws(AudioError) {
    while av_audio_fifo_size(fifo) >= frameSize { try encodeFrame(samples: frameSize) }
  }

  private func encodeFrame(samples: Int32) throws(AudioError) {
    let f = frame.pointer
    av_frame_unref(f)
    f.pointee.nb_samples = samples
    f.pointee.format = context.pointer.pointee.sample_fmt.rawValue
    f.pointee.sample_rate = context.pointer.pointee.sample_rate
    try check(
      av_channel_layout_copy(&f.pointee.ch_layout, &context.pointer.pointee.ch_layout),
      "av_channel_layout_copy")
    try check(av_frame_get_buffer(f, 0), "av_frame_get_buffer")
    let read = f.pointee.extended_data.withMemoryRebound(
      to: UnsafeMutableRawPointer?.self, capacity: input.channels
    ) {
      av_audio_fifo_read(fifo, $0, samples)
    }
    try check(read, "av_audio_fifo_read")
    f.pointee.pts = nextPts
    nextPts += Int64(samples)
    try check(avcodec_send_frame(context.pointer, f), "avcodec_send_frame")
    try drainPackets()
  }

  private func drainPackets() throws(AudioError) {
    while true {
      let status = avcodec_receive_packet(context.pointer, packet.pointer)
      if status == tc_eagain() || status == tc_averror_eof() { return }
      try check(status, "avcodec_receive_packet")
      av_packet_rescale_ts(
        packet.pointer, context.pointer.pointee.time_base, stream.pointee.time_base)
      packet.pointer.pointee.stream_index = stream.pointee.index
      try container.write(packet.pointer)
    }
  }
}
