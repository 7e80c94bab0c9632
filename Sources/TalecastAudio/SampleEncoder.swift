import CFFmpeg

/// Turns mono s16 samples into encoded packets: converts with libswresample, buffers in an
/// `AVAudioFifo` so the encoder gets exactly `frame_size` samples per frame, and writes the
/// packets to a container. Owns every FFmpeg object it uses.
final class SampleEncoder {
  private let context: CodecContext
  private let resampler: Resampler
  private let fifo: OpaquePointer
  private let frame: Frame
  private let packet: Packet
  private let frameSize: Int32
  private let bytesPerSample: Int
  private var stream: UnsafeMutablePointer<AVStream>?
  private var nextPts: Int64 = 0

  init(
    codecName: String, sampleRate: Int, bitRate: Int, globalHeader: Bool, options: [String: String]
  ) throws(AudioError) {
    guard let codec = avcodec_find_encoder_by_name(codecName) else {
      throw AudioError(
        operation: "avcodec_find_encoder_by_name", message: "encoder \(codecName) is not available")
    }
    context = try CodecContext(codec: codec)
    let encoder = context.pointer
    let sampleFormat = codec.pointee.sample_fmts?.pointee ?? AV_SAMPLE_FMT_FLTP
    encoder.pointee.sample_fmt = sampleFormat
    encoder.pointee.sample_rate = Int32(sampleRate)
    encoder.pointee.bit_rate = Int64(bitRate)
    encoder.pointee.time_base = AVRational(num: 1, den: Int32(sampleRate))
    av_channel_layout_default(&encoder.pointee.ch_layout, 1)
    if globalHeader { encoder.pointee.flags |= AV_CODEC_FLAG_GLOBAL_HEADER }

    var dictionary: OpaquePointer?
    for (key, value) in options { av_dict_set(&dictionary, key, value, 0) }
    defer { av_dict_free(&dictionary) }
    try check(avcodec_open2(encoder, codec, &dictionary), "avcodec_open2(\(codecName))")

    // Encoders that take any frame size (wav/pcm) report 0: use a convenient block.
    frameSize = encoder.pointee.frame_size > 0 ? encoder.pointee.frame_size : 4096
    bytesPerSample = Int(av_get_bytes_per_sample(sampleFormat))
    resampler = try Resampler(
      from: SampleSpec(format: AV_SAMPLE_FMT_S16, sampleRate: sampleRate, channels: 1),
      to: SampleSpec(format: sampleFormat, sampleRate: sampleRate, channels: 1))
    guard let fifo = av_audio_fifo_alloc(sampleFormat, 1, frameSize * 4) else {
      throw AudioError(operation: "av_audio_fifo_alloc", message: "out of memory")
    }
    self.fifo = fifo
    frame = try Frame()
    packet = try Packet()
  }

  deinit { av_audio_fifo_free(fifo) }

  func addStream(to container: OutputContainer) throws(AudioError) {
    guard let stream = avformat_new_stream(container.pointer, nil) else {
      throw AudioError(
        operation: "avformat_new_stream", file: container.path, message: "out of memory")
    }
    try check(
      avcodec_parameters_from_context(stream.pointee.codecpar, context.pointer),
      "avcodec_parameters_from_context")
    stream.pointee.time_base = context.pointer.pointee.time_base
    self.stream = stream
  }

  /// Converts and queues `samples`, encoding every full frame.
  func append(_ samples: [Int16], writingTo container: OutputContainer) throws(AudioError) {
    var start = 0
    // Convert in blocks so the staging buffer stays small whatever the segment's length.
    while start < samples.count {
      let count = min(samples.count - start, 65_536)
      try samples.withUnsafeBufferPointer { buffer throws(AudioError) in
        let input = UnsafeRawPointer(buffer.baseAddress! + start).assumingMemoryBound(
          to: UInt8.self)
        try convert(input: input, count: Int32(count))
      }
      start += count
      try encodeFullFrames(writingTo: container)
    }
  }

  /// Flushes the resampler, the last (short) frame and the encoder.
  func finish(writingTo container: OutputContainer) throws(AudioError) {
    try convert(input: nil, count: 0)
    try encodeFullFrames(writingTo: container)
    if av_audio_fifo_size(fifo) > 0 {
      try encodeFrame(samples: av_audio_fifo_size(fifo), writingTo: container)
    }
    try check(avcodec_send_frame(context.pointer, nil), "avcodec_send_frame(flush)")
    try drainPackets(into: container)
  }

  private func convert(input: UnsafePointer<UInt8>?, count: Int32) throws(AudioError) {
    let capacity = swr_get_out_samples(resampler.pointer, count)
    guard capacity > 0 else { return }
    var staging = [UInt8](repeating: 0, count: Int(capacity) * bytesPerSample)
    var converted: Int32 = 0
    try staging.withUnsafeMutableBufferPointer { out throws(AudioError) in
      var outPlanes: [UnsafeMutablePointer<UInt8>?] = [out.baseAddress]
      var inPlanes: [UnsafePointer<UInt8>?] = [input]
      // A nil input array asks the resampler to flush what it holds.
      let status =
        input == nil
        ? swr_convert(resampler.pointer, &outPlanes, capacity, nil, 0)
        : swr_convert(resampler.pointer, &outPlanes, capacity, &inPlanes, count)
      converted = try check(status, "swr_convert")
      var planes: [UnsafeMutableRawPointer?] = [UnsafeMutableRawPointer(out.baseAddress)]
      if converted > 0 {
        try check(av_audio_fifo_write(fifo, &planes, converted), "av_audio_fifo_write")
      }
    }
  }

  private func encodeFullFrames(writingTo container: OutputContainer) throws(AudioError) {
    while av_audio_fifo_size(fifo) >= frameSize {
      try encodeFrame(samples: frameSize, writingTo: container)
    }
  }

  private func encodeFrame(samples: Int32, writingTo container: OutputContainer) throws(AudioError)
  {
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
      to: UnsafeMutableRawPointer?.self, capacity: 1
    ) {
      av_audio_fifo_read(fifo, $0, samples)
    }
    try check(read, "av_audio_fifo_read")
    f.pointee.pts = nextPts
    nextPts += Int64(samples)
    try check(avcodec_send_frame(context.pointer, f), "avcodec_send_frame")
    try drainPackets(into: container)
  }

  private func drainPackets(into container: OutputContainer) throws(AudioError) {
    guard let stream else { return }
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
