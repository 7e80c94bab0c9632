import CFFmpeg

/// What decoding a file showed: its real length and level, not what the container claims.
public struct DecodedAudio: Sendable {
  public var codec: String
  public var sampleRate: Int
  public var channels: Int
  /// Samples per channel after the decoder dropped encoder priming and padding.
  public var samples: Int
  public var peak: Float
  public var rms: Float
  public var chapterCount: Int

  public var duration: Double { Double(samples) / Double(sampleRate) }
}

/// Decodes a whole file to measure it.
public enum AudioProbe {
  public static func decode(path: String) throws(AudioError) -> DecodedAudio {
    FFmpegLog.quiet()
    let input = try InputContainer(path: path)
    let (streamIndex, codec) = try input.bestAudioStream()
    let decoder = try CodecContext(codec: codec)
    let stream = input.pointer.pointee.streams[Int(streamIndex)]!
    try check(
      avcodec_parameters_to_context(decoder.pointer, stream.pointee.codecpar),
      "avcodec_parameters_to_context", file: path)
    try check(avcodec_open2(decoder.pointer, codec, nil), "avcodec_open2", file: path)

    var meter = LevelMeter()
    let packet = try Packet()
    let frame = try Frame()
    var finished = false
    while !finished {
      let status = av_read_frame(input.pointer, packet.pointer)
      if status == tc_averror_eof() {
        try check(
          avcodec_send_packet(decoder.pointer, nil), "avcodec_send_packet(flush)", file: path)
        finished = true
      } else {
        try check(status, "av_read_frame", file: path)
        defer { av_packet_unref(packet.pointer) }
        guard packet.pointer.pointee.stream_index == streamIndex else { continue }
        let sent = avcodec_send_packet(decoder.pointer, packet.pointer)
        if sent < 0 && sent != tc_eagain() { try check(sent, "decoding", file: path) }
      }
      while true {
        let received = avcodec_receive_frame(decoder.pointer, frame.pointer)
        if received == tc_eagain() || received == tc_averror_eof() { break }
        try check(received, "decoding", file: path)
        meter.add(frame.pointer)
        av_frame_unref(frame.pointer)
      }
    }
    let context = decoder.pointer.pointee
    return DecodedAudio(
      codec: String(cString: codec.pointee.name), sampleRate: Int(context.sample_rate),
      channels: Int(context.ch_layout.nb_channels), samples: meter.samples, peak: meter.peak,
      rms: meter.rms, chapterCount: input.chapterCount)
  }
}

/// Counts samples and measures peak and RMS of decoded frames (first channel).
struct LevelMeter {
  private(set) var samples = 0
  private(set) var peak: Float = 0
  private var sumOfSquares: Double = 0

  var rms: Float { samples > 0 ? Float((sumOfSquares / Double(samples)).squareRoot()) : 0 }

  mutating func add(_ frame: UnsafeMutablePointer<AVFrame>) {
    let count = Int(frame.pointee.nb_samples)
    guard count > 0, let plane = frame.pointee.extended_data[0] else { return }
    let format = AVSampleFormat(rawValue: frame.pointee.format)
    // Packed formats interleave channels; step over the others to read the first one.
    let stride = av_sample_fmt_is_planar(format) != 0 ? 1 : Int(frame.pointee.ch_layout.nb_channels)
    for index in 0..<count {
      let value = Self.sample(plane, at: index * stride, format: format)
      peak = max(peak, abs(value))
      sumOfSquares += Double(value * value)
    }
    samples += count
  }

  private static func sample(
    _ plane: UnsafeMutablePointer<UInt8>, at index: Int, format: AVSampleFormat
  ) -> Float {
    switch format {
    case AV_SAMPLE_FMT_FLT, AV_SAMPLE_FMT_FLTP:
      return UnsafeRawPointer(plane).load(fromByteOffset: index * 4, as: Float.self)
    case AV_SAMPLE_FMT_S16, AV_SAMPLE_FMT_S16P:
      return Float(UnsafeRawPointer(plane).load(fromByteOffset: index * 2, as: Int16.self)) / 32_768
    case AV_SAMPLE_FMT_S32, AV_SAMPLE_FMT_S32P:
      return Float(UnsafeRawPointer(plane).load(fromByteOffset: index * 4, as: Int32.self))
        / 2_147_483_648
    case AV_SAMPLE_FMT_DBL, AV_SAMPLE_FMT_DBLP:
      return Float(UnsafeRawPointer(plane).load(fromByteOffset: index * 8, as: Double.self))
    default:
      return 0
    }
  }
}
