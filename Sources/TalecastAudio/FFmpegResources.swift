import CFFmpeg
import TalecastCore

// Each FFmpeg allocation has exactly one owner here, which frees it in `deinit`.

/// An `AVFrame` and its buffers.
final class Frame {
  let pointer: UnsafeMutablePointer<AVFrame>

  init() throws(AudioError) {
    try FFmpegLibrary.load()
    guard let frame = av.av_frame_alloc() else {
      throw AudioError(operation: "av_frame_alloc", message: "out of memory")
    }
    pointer = frame
  }

  deinit {
    var frame: UnsafeMutablePointer<AVFrame>? = pointer
    av.av_frame_free(&frame)
  }
}

/// An `AVPacket`. It has one owner at a time — an encoder's packets go from the worker thread
/// that made them to the thread that muxes them, never shared — which is what makes the
/// unchecked `Sendable` conformance sound.
final class Packet: @unchecked Sendable {
  let pointer: UnsafeMutablePointer<AVPacket>

  init() throws(AudioError) {
    try FFmpegLibrary.load()
    guard let packet = av.av_packet_alloc() else {
      throw AudioError(operation: "av_packet_alloc", message: "out of memory")
    }
    pointer = packet
  }

  deinit {
    var packet: UnsafeMutablePointer<AVPacket>? = pointer
    av.av_packet_free(&packet)
  }
}

/// An opened encoder or decoder context.
final class CodecContext {
  let pointer: UnsafeMutablePointer<AVCodecContext>

  init(codec: UnsafePointer<AVCodec>) throws(AudioError) {
    try FFmpegLibrary.load()
    guard let context = av.avcodec_alloc_context3(codec) else {
      throw AudioError(operation: "avcodec_alloc_context3", message: "out of memory")
    }
    pointer = context
  }

  deinit {
    var context: UnsafeMutablePointer<AVCodecContext>? = pointer
    av.avcodec_free_context(&context)
  }
}

/// A configured libswresample context.
final class Resampler {
  let pointer: OpaquePointer

  /// Converts from `input` to `output` (format, rate, layout).
  init(from input: SampleSpec, to output: SampleSpec) throws(AudioError) {
    try FFmpegLibrary.load()
    var context: OpaquePointer?
    var inLayout = AVChannelLayout()
    var outLayout = AVChannelLayout()
    av.av_channel_layout_default(&inLayout, Int32(input.channels))
    av.av_channel_layout_default(&outLayout, Int32(output.channels))
    defer {
      av.av_channel_layout_uninit(&inLayout)
      av.av_channel_layout_uninit(&outLayout)
    }
    try check(
      av.swr_alloc_set_opts2(
        &context, &outLayout, output.format, Int32(output.sampleRate),
        &inLayout, input.format, Int32(input.sampleRate), 0, nil),
      "swr_alloc_set_opts2")
    guard let context else {
      throw AudioError(operation: "swr_alloc_set_opts2", message: "out of memory")
    }
    pointer = context
    try check(av.swr_init(context), "swr_init")
  }

  deinit {
    var context: OpaquePointer? = pointer
    av.swr_free(&context)
  }
}

/// A sample format, rate and channel count.
struct SampleSpec {
  var format: AVSampleFormat
  var sampleRate: Int
  var channels: Int
}
