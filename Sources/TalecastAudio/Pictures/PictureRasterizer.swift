import CFFmpeg
import Foundation
import TalecastCore

/// An SVG picture as PNG, through FFmpeg's own decoders: librsvg (Debian builds FFmpeg with
/// it) draws the SVG into pixels, the PNG encoder writes them. The cover art of a story's audio
/// is its first picture made so.
public enum PictureRasterizer {
  /// The PNG of `svg`, at the size the SVG gives (at most `PictureHeader.maximumPixels`).
  public static func png(fromSVG svg: Data) throws(AudioError) -> Data {
    try FFmpegLibrary.load()
    guard let decoder = av.avcodec_find_decoder_by_name("librsvg") else {
      throw AudioError(
        operation: "drawing the picture", message: "this FFmpeg has no librsvg decoder")
    }
    let context = try CodecContext(codec: decoder)
    context.pointer.pointee.max_pixels = Int64(PictureHeader.maximumPixels)
    try check(av.avcodec_open2(context.pointer, decoder, nil), "opening the SVG decoder")
    let packet = try Packet()
    try check(av.av_new_packet(packet.pointer, Int32(svg.count)), "av_new_packet")
    svg.copyBytes(to: packet.pointer.pointee.data, count: svg.count)
    let frame = try Frame()
    try check(av.avcodec_send_packet(context.pointer, packet.pointer), "drawing the SVG")
    _ = av.avcodec_send_packet(context.pointer, nil)
    try check(av.avcodec_receive_frame(context.pointer, frame.pointer), "drawing the SVG")
    let width = Int(frame.pointer.pointee.width)
    let height = Int(frame.pointer.pointee.height)
    // librsvg's frames are AV_PIX_FMT_RGB32: B, G, R, A in memory on a little-endian machine.
    guard frame.pointer.pointee.format == AV_PIX_FMT_BGRA.rawValue else {
      throw AudioError(operation: "drawing the SVG", message: "unexpected pixel format")
    }
    return try encodePNG(frame: frame, width: width, height: height)
  }

  /// Writes the decoded pixels (B, G, R, A in memory) as an RGBA PNG.
  private static func encodePNG(frame: Frame, width: Int, height: Int) throws(AudioError) -> Data {
    guard let encoder = av.avcodec_find_encoder(AV_CODEC_ID_PNG) else {
      throw AudioError(operation: "writing the PNG", message: "no PNG encoder")
    }
    let context = try CodecContext(codec: encoder)
    context.pointer.pointee.width = Int32(width)
    context.pointer.pointee.height = Int32(height)
    context.pointer.pointee.pix_fmt = AV_PIX_FMT_RGBA
    context.pointer.pointee.time_base = AVRational(num: 1, den: 1)
    try check(av.avcodec_open2(context.pointer, encoder, nil), "opening the PNG encoder")
    let rgba = try Frame()
    rgba.pointer.pointee.width = Int32(width)
    rgba.pointer.pointee.height = Int32(height)
    rgba.pointer.pointee.format = AV_PIX_FMT_RGBA.rawValue
    try check(av.av_frame_get_buffer(rgba.pointer, 0), "av_frame_get_buffer")
    let source = frame.pointer.pointee
    let target = rgba.pointer.pointee
    for row in 0..<height {
      guard let from = source.data.0?.advanced(by: row * Int(source.linesize.0)),
        let to = target.data.0?.advanced(by: row * Int(target.linesize.0))
      else { continue }
      for column in 0..<width {
        let pixel = column * 4
        to[pixel] = from[pixel + 2]
        to[pixel + 1] = from[pixel + 1]
        to[pixel + 2] = from[pixel]
        to[pixel + 3] = from[pixel + 3]
      }
    }
    try check(av.avcodec_send_frame(context.pointer, rgba.pointer), "writing the PNG")
    try check(av.avcodec_send_frame(context.pointer, nil), "writing the PNG")
    let packet = try Packet()
    try check(av.avcodec_receive_packet(context.pointer, packet.pointer), "writing the PNG")
    return Data(bytes: packet.pointer.pointee.data, count: Int(packet.pointer.pointee.size))
  }
}
