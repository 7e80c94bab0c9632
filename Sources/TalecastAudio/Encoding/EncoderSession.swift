import CFFmpeg
import TalecastCore

/// Everything an encoder of one file is opened with. A value, so that each worker thread of a
/// parallel encode can open its own, identical encoder.
struct EncoderSetup: Sendable {
  var codec: String
  /// `AVSampleFormat` raw value: the encoder's first supported format.
  var sampleFormat: Int32
  var sampleRate: Int
  var channels: Int
  var bitRate: Int?
  var options: [String: String]
  var globalHeader: Bool
  /// Where errors say they happened.
  var path: String

  var avSampleFormat: AVSampleFormat { AVSampleFormat(rawValue: sampleFormat) }
  var isPlanar: Bool { av.av_sample_fmt_is_planar(avSampleFormat) != 0 }
  var planes: Int { isPlanar ? channels : 1 }
  /// Bytes one sample takes in one plane.
  var bytesPerPlaneSample: Int {
    Int(av.av_get_bytes_per_sample(avSampleFormat)) * (isPlanar ? 1 : channels)
  }

  /// The same setup with its samples as 16-bit integers, planar if the encoder's are.
  var sixteenBit: EncoderSetup {
    var setup = self
    setup.sampleFormat = (isPlanar ? AV_SAMPLE_FMT_S16P : AV_SAMPLE_FMT_S16).rawValue
    return setup
  }
}

/// One opened encoder: frames of samples in, packets out, timestamps in samples.
final class EncoderSession {
  let setup: EncoderSetup
  let context: CodecContext
  /// Samples per frame (encoders that take any size, like PCM, get a convenient block).
  let frameSize: Int32
  /// Samples of priming the encoder puts before the audio (AAC 1024, Opus 312 …).
  var initialPadding: Int { Int(context.pointer.pointee.initial_padding) }
  private let frame: Frame
  private var nextPts: Int64 = 0
  /// A packet allocated but not filled last time, used for the next one.
  private var spare: Packet?

  init(_ setup: EncoderSetup) throws(AudioError) {
    try FFmpegLibrary.load()
    self.setup = setup
    guard let codec = av.avcodec_find_encoder_by_name(setup.codec) else {
      throw AudioError(
        operation: "avcodec_find_encoder_by_name",
        message: "encoder \(setup.codec) is not available")
    }
    context = try CodecContext(codec: codec)
    let encoder = context.pointer
    encoder.pointee.sample_fmt = setup.avSampleFormat
    encoder.pointee.sample_rate = Int32(setup.sampleRate)
    if let bitRate = setup.bitRate { encoder.pointee.bit_rate = Int64(bitRate) }
    encoder.pointee.time_base = AVRational(num: 1, den: Int32(setup.sampleRate))
    av.av_channel_layout_default(&encoder.pointee.ch_layout, Int32(setup.channels))
    if setup.globalHeader { encoder.pointee.flags |= AV_CODEC_FLAG_GLOBAL_HEADER }
    var dictionary: OpaquePointer?
    for (key, value) in setup.options { _ = av.av_dict_set(&dictionary, key, value, 0) }
    defer { av.av_dict_free(&dictionary) }
    try check(
      av.avcodec_open2(encoder, codec, &dictionary), "opening the \(setup.codec) encoder",
      file: setup.path)
    frameSize = encoder.pointee.frame_size > 0 ? encoder.pointee.frame_size : 4_096
    frame = try Frame()
  }

  /// Encodes one frame of `samples` samples, which `fill` copies into the frame's planes and
  /// returns how many it copied; each packet the encoder has ready goes to `deliver`.
  func encode(
    samples: Int32,
    fill: (UnsafeMutablePointer<UnsafeMutableRawPointer?>) -> Int32,
    deliver: (Packet) throws(AudioError) -> Void
  ) throws(AudioError) {
    let f = frame.pointer
    av.av_frame_unref(f)
    f.pointee.nb_samples = samples
    f.pointee.format = setup.sampleFormat
    f.pointee.sample_rate = Int32(setup.sampleRate)
    try check(
      av.av_channel_layout_copy(&f.pointee.ch_layout, &context.pointer.pointee.ch_layout),
      "av_channel_layout_copy")
    try check(av.av_frame_get_buffer(f, 0), "av_frame_get_buffer")
    let filled = f.pointee.extended_data.withMemoryRebound(
      to: UnsafeMutableRawPointer?.self, capacity: setup.planes, fill)
    try check(filled, "filling a frame")
    f.pointee.pts = nextPts
    nextPts += Int64(samples)
    try check(av.avcodec_send_frame(context.pointer, f), "avcodec_send_frame")
    try drain(deliver)
  }

  /// Lets the encoder's held-back packets out.
  func flush(_ deliver: (Packet) throws(AudioError) -> Void) throws(AudioError) {
    try check(av.avcodec_send_frame(context.pointer, nil), "avcodec_send_frame(flush)")
    try drain(deliver)
  }

  private func drain(_ deliver: (Packet) throws(AudioError) -> Void) throws(AudioError) {
    while true {
      let packet: Packet
      if let spare { packet = spare } else { packet = try Packet() }
      spare = nil
      let status = av.avcodec_receive_packet(context.pointer, packet.pointer)
      if status == tc_eagain() || status == tc_averror_eof() {
        spare = packet
        return
      }
      try check(status, "avcodec_receive_packet")
      try deliver(packet)
    }
  }
}
