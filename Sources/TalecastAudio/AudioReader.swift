import CFFmpeg
import TalecastCore

/// Decodes any file FFmpeg reads into interleaved float PCM, a block at a time, resampled and
/// remixed to the format asked for (or the file's own). Streams: memory does not grow with the
/// file's length.
final class AudioReader {
  let path: String
  /// What `read` returns.
  let format: PCMFormat
  /// What the file holds.
  let codec: String
  let sourceFormat: PCMFormat
  let bitRate: Int
  let container: InputContainer
  private let decoder: CodecContext
  private let streamIndex: Int32
  private let resampler: Resampler
  private let packet: Packet
  private let frame: Frame
  private var ended = false
  private var flushed = false
  private var block: [Float] = []

  init(path: String, sampleRate: Int? = nil, channels: Int? = nil) throws(AudioError) {
    try FFmpegLibrary.load()
    self.path = path
    container = try InputContainer(path: path)
    let (index, codec) = try container.bestAudioStream()
    streamIndex = index
    decoder = try CodecContext(codec: codec)
    let stream = container.pointer.pointee.streams[Int(index)]!
    try check(
      av.avcodec_parameters_to_context(decoder.pointer, stream.pointee.codecpar),
      "avcodec_parameters_to_context", file: path)
    try check(
      av.avcodec_open2(decoder.pointer, codec, nil),
      "cannot open the \(String(cString: codec.pointee.name)) decoder", file: path)
    let context = decoder.pointer.pointee
    guard context.sample_rate > 0, context.ch_layout.nb_channels > 0 else {
      throw AudioError(
        operation: "reading the audio stream", file: path, message: "no sample rate or channels")
    }
    self.codec = String(cString: codec.pointee.name)
    sourceFormat = PCMFormat(
      sampleRate: Int(context.sample_rate), channels: Int(context.ch_layout.nb_channels))
    format = PCMFormat(
      sampleRate: sampleRate ?? sourceFormat.sampleRate, channels: channels ?? sourceFormat.channels
    )
    bitRate = Int(
      stream.pointee.codecpar.pointee.bit_rate > 0
        ? stream.pointee.codecpar.pointee.bit_rate : container.pointer.pointee.bit_rate)
    resampler = try Resampler(
      from: SampleSpec(
        format: context.sample_fmt, sampleRate: sourceFormat.sampleRate,
        channels: sourceFormat.channels),
      to: SampleSpec(
        format: AV_SAMPLE_FMT_FLT, sampleRate: format.sampleRate, channels: format.channels))
    packet = try Packet()
    frame = try Frame()
  }

  /// Calls `body` with each block of decoded samples until the file ends.
  func forEachBlock(_ body: (UnsafeBufferPointer<Float>) throws(AudioError) -> Void)
    throws(AudioError)
  {
    while let count = try nextBlock() {
      try block.withUnsafeBufferPointer { buffer throws(AudioError) in
        try body(UnsafeBufferPointer(rebasing: buffer[0..<count]))
      }
    }
  }

  /// Decodes until some samples are ready; returns how many floats of `block` hold them, or
  /// nil at the end.
  private func nextBlock() throws(AudioError) -> Int? {
    while true {
      let received = av.avcodec_receive_frame(decoder.pointer, frame.pointer)
      if received >= 0 {
        defer { av.av_frame_unref(frame.pointer) }
        let count = try convert(frame.pointer)
        if count > 0 { return count }
        continue
      }
      if received == tc_averror_eof() {
        guard !flushed else { return nil }
        flushed = true
        let count = try convert(nil)
        return count > 0 ? count : nil
      }
      guard received == tc_eagain() else {
        throw AudioError.ffmpeg("decoding", code: received, file: path)
      }
      try feed()
    }
  }

  /// Sends the next packet of our stream to the decoder (or the end of the stream).
  private func feed() throws(AudioError) {
    while !ended {
      let status = av.av_read_frame(container.pointer, packet.pointer)
      if status == tc_averror_eof() {
        ended = true
        try check(
          av.avcodec_send_packet(decoder.pointer, nil), "avcodec_send_packet(flush)", file: path)
        return
      }
      try check(status, "reading", file: path)
      defer { av.av_packet_unref(packet.pointer) }
      guard packet.pointer.pointee.stream_index == streamIndex else { continue }
      let sent = av.avcodec_send_packet(decoder.pointer, packet.pointer)
      // A damaged packet is skipped, as players do; the file's readable audio still comes out.
      if sent < 0 && sent != tc_eagain() && sent != tc_averror(EINVAL) { continue }
      return
    }
    try check(
      av.avcodec_send_packet(decoder.pointer, nil), "avcodec_send_packet(flush)", file: path)
  }

  /// Resamples a frame (or flushes with nil) into `block`; returns the number of floats.
  private func convert(_ frame: UnsafeMutablePointer<AVFrame>?) throws(AudioError) -> Int {
    let inputCount = frame?.pointee.nb_samples ?? 0
    let capacity = av.swr_get_out_samples(resampler.pointer, inputCount)
    guard capacity > 0 else { return 0 }
    let needed = Int(capacity) * format.channels
    if block.count < needed { block = [Float](repeating: 0, count: needed) }
    let resampler = self.resampler.pointer
    let converted = block.withUnsafeMutableBytes { buffer -> Int32 in
      var output: [UnsafeMutablePointer<UInt8>?] = [
        buffer.baseAddress!.assumingMemoryBound(to: UInt8.self)
      ]
      guard let frame else { return av.swr_convert(resampler, &output, capacity, nil, 0) }
      return frame.pointee.extended_data.withMemoryRebound(
        to: UnsafePointer<UInt8>?.self, capacity: format.channels
      ) {
        av.swr_convert(resampler, &output, capacity, $0, inputCount)
      }
    }
    try check(converted, "swr_convert", file: path)
    return Int(converted) * format.channels
  }
}
