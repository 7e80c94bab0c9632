import CFFmpeg
import Foundation
import TalecastCore

/// An SVG picture as PNG, through FFmpeg's own decoders: librsvg (Debian builds FFmpeg with
/// it) draws the SVG into pixels, the PNG encoder writes them. The cover art of a story's audio
/// is its first picture made so.
public enum PictureRasterizer {
  /// The PNG of `svg`, at the size the SVG gives (at most `PictureHeader.maximumPixels`).
  public static func png(fromSVG svg: Data) throws(AudioError) -> Data {
    let (frame, width, height) = try draw(svg)
    return try encodePNG(frame: frame, width: width, height: height)
  }

  /// The JPEG of `svg` at `quality` (FFmpeg's scale: 2 is the finest, 31 the coarsest), its
  /// transparent parts on white: for pictures a PNG would hold too large (photographs).
  public static func jpeg(fromSVG svg: Data, quality: Int) throws(AudioError) -> Data {
    let (frame, width, height) = try draw(svg)
    return try encodeJPEG(frame: frame, width: width, height: height, quality: quality)
  }

  /// The SVG drawn by librsvg into a frame of B, G, R, A bytes.
  private static func draw(_ svg: Data) throws(AudioError) -> (Frame, Int, Int) {
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
    // librsvg's frames are AV_PIX_FMT_RGB32: B, G, R, A in memory on a little-endian machine.
    guard frame.pointer.pointee.format == AV_PIX_FMT_BGRA.rawValue else {
      throw AudioError(operation: "drawing the SVG", message: "unexpected pixel format")
    }
    return (frame, Int(frame.pointer.pointee.width), Int(frame.pointer.pointee.height))
  }

  /// Writes the decoded pixels (B, G, R, A in memory) as a baseline JPEG: full-range YCbCr
  /// (BT.601, as JPEG defines it), no chroma subsampling, over white where transparent.
  private static func encodeJPEG(frame: Frame, width: Int, height: Int, quality: Int)
    throws(AudioError) -> Data
  {
    guard let encoder = av.avcodec_find_encoder(AV_CODEC_ID_MJPEG) else {
      throw AudioError(operation: "writing the JPEG", message: "no JPEG encoder")
    }
    let context = try CodecContext(codec: encoder)
    context.pointer.pointee.width = Int32(width)
    context.pointer.pointee.height = Int32(height)
    context.pointer.pointee.pix_fmt = AV_PIX_FMT_YUVJ444P
    context.pointer.pointee.time_base = AVRational(num: 1, den: 1)
    context.pointer.pointee.flags |= AV_CODEC_FLAG_QSCALE
    let lambda = Int32(min(max(quality, 2), 31)) * FF_QP2LAMBDA
    context.pointer.pointee.global_quality = lambda
    try check(av.avcodec_open2(context.pointer, encoder, nil), "opening the JPEG encoder")
    let planes = try Frame()
    planes.pointer.pointee.width = Int32(width)
    planes.pointer.pointee.height = Int32(height)
    planes.pointer.pointee.format = AV_PIX_FMT_YUVJ444P.rawValue
    planes.pointer.pointee.quality = lambda
    try check(av.av_frame_get_buffer(planes.pointer, 0), "av_frame_get_buffer")
    let source = frame.pointer.pointee
    let target = planes.pointer.pointee
    for row in 0..<height {
      guard let from = source.data.0?.advanced(by: row * Int(source.linesize.0)),
        let y = target.data.0?.advanced(by: row * Int(target.linesize.0)),
        let cb = target.data.1?.advanced(by: row * Int(target.linesize.1)),
        let cr = target.data.2?.advanced(by: row * Int(target.linesize.2))
      else { continue }
      for column in 0..<width {
        let pixel = column * 4
        // librsvg's colours are premultiplied by alpha: adding what is missing is white.
        let clear = 255 - Double(from[pixel + 3])
        let blue = Double(from[pixel]) + clear
        let green = Double(from[pixel + 1]) + clear
        let red = Double(from[pixel + 2]) + clear
        y[column] = byte(0.299 * red + 0.587 * green + 0.114 * blue)
        cb[column] = byte(128 - 0.168736 * red - 0.331264 * green + 0.5 * blue)
        cr[column] = byte(128 + 0.5 * red - 0.418688 * green - 0.081312 * blue)
      }
    }
    try check(av.avcodec_send_frame(context.pointer, planes.pointer), "writing the JPEG")
    try check(av.avcodec_send_frame(context.pointer, nil), "writing the JPEG")
    let packet = try Packet()
    try check(av.avcodec_receive_packet(context.pointer, packet.pointer), "writing the JPEG")
    return Data(bytes: packet.pointer.pointee.data, count: Int(packet.pointer.pointee.size))
  }

  private static func byte(_ value: Double) -> UInt8 {
    UInt8(min(max(value.rounded(), 0), 255))
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
