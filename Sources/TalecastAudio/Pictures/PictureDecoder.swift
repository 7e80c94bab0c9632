import CFFmpeg
import Foundation
import TalecastCore

/// Decodes a whole PNG, JPEG or WebP picture with FFmpeg's own decoders: a picture whose
/// header and end are right can still hold no image data, or data that does not inflate (a
/// 45-byte PNG with no IDAT chunk was once stored as an illustration). The file is one packet
/// to its decoder; nothing is kept but the size decoded.
public enum PictureDecoder {
  /// The size in pixels of the picture `data` decodes to; an error when it does not decode
  /// whole. `fileExtension` is the kind its header says ("png", "jpg" or "webp"). The decoder
  /// refuses a frame of more than `PictureHeader.maximumPixels` before it allocates one.
  public static func decode(_ data: Data, fileExtension: String) throws(AudioError) -> (
    width: Int, height: Int
  ) {
    try FFmpegLibrary.load()
    let id: AVCodecID
    switch fileExtension {
    case "png": id = AV_CODEC_ID_PNG
    case "jpg": id = AV_CODEC_ID_MJPEG
    case "webp": id = AV_CODEC_ID_WEBP
    default:
      throw AudioError(operation: "decoding the picture", message: "not a PNG, JPEG or WebP")
    }
    guard let codec = av.avcodec_find_decoder(id) else {
      throw AudioError(operation: "decoding the picture", message: "no \(fileExtension) decoder")
    }
    let context = try CodecContext(codec: codec)
    context.pointer.pointee.max_pixels = Int64(PictureHeader.maximumPixels)
    context.pointer.pointee.thread_count = 1
    context.pointer.pointee.err_recognition = tc_av_ef_strict()
    try check(av.avcodec_open2(context.pointer, codec, nil), "opening the \(fileExtension) decoder")
    let packet = try Packet()
    try check(av.av_new_packet(packet.pointer, Int32(data.count)), "av_new_packet")
    data.copyBytes(to: packet.pointer.pointee.data, count: data.count)
    let frame = try Frame()
    // FFmpeg's own line says more than its return code ("No IDAT" against "Invalid data").
    let watch = FFmpegLog.ErrorWatch(context.pointer)
    var failure: AudioError?
    do {
      try check(av.avcodec_send_packet(context.pointer, packet.pointer), "decoding the picture")
      // The end of the stream: a decoder that holds the frame back lets it go.
      _ = av.avcodec_send_packet(context.pointer, nil)
      try check(av.avcodec_receive_frame(context.pointer, frame.pointer), "decoding the picture")
    } catch {
      failure = error
    }
    // Some damage is only logged, the frame given anyway ("IEND without all image").
    let corrupt = frame.pointer.pointee.flags & tc_av_frame_flag_corrupt() != 0
    if let logged = watch.end() ?? (corrupt ? "the decoded frame is corrupt" : nil) {
      throw AudioError(operation: "decoding the picture", message: logged)
    }
    if let failure { throw failure }
    return (Int(frame.pointer.pointee.width), Int(frame.pointer.pointee.height))
  }
}
