import CFFmpeg
import Foundation
import TalecastCore

/// Cover art for a story's audio: the file written again, packet for packet, with a picture
/// attached (MP4's "covr", MP3's APIC, Ogg Opus's METADATA_BLOCK_PICTURE comment) — its
/// chapters and tags kept, under a temporary name renamed over the file only when whole. The
/// speech is not decoded or encoded again. WAV carries none.
public enum CoverArt {
  /// The formats that carry cover art, by the muxer that writes them.
  static let muxers = ["m4a": "ipod", "m4b": "ipod", "mp3": "mp3", "opus": "ogg"]

  /// Whether a story's audio of this format (its file extension) gets cover art.
  public static func carries(_ fileExtension: String) -> Bool { muxers[fileExtension] != nil }

  /// Whether `file` already has a picture attached (a run that stopped after attaching it).
  public static func isAttached(in file: URL) -> Bool {
    guard let input = try? InputContainer(path: file.path) else { return false }
    return input.cover != nil
  }

  /// Attaches `picture` (PNG or JPEG bytes) to the audio `file`.
  public static func attach(_ picture: Data, isPNG: Bool, to file: URL) throws(AudioError) {
    guard let muxer = muxers[file.pathExtension] else {
      throw AudioError(
        operation: "attaching cover art", file: file.path,
        message: "not an m4a, mp3 or opus file")
    }
    let input = try InputContainer(path: file.path)
    let (audioIndex, _) = try input.bestAudioStream()
    let temporary = file.deletingLastPathComponent().appendingPathComponent(
      ".cover-\(file.lastPathComponent)")
    defer { try? FileManager.default.removeItem(at: temporary) }
    do {
      let output = try OutputContainer(muxer: muxer, path: temporary.path)
      guard let source = input.pointer.pointee.streams[Int(audioIndex)],
        let audio = av.avformat_new_stream(output.pointer, nil)
      else {
        throw AudioError(operation: "avformat_new_stream", file: file.path, message: "failed")
      }
      try check(
        av.avcodec_parameters_copy(audio.pointee.codecpar, source.pointee.codecpar),
        "copying the audio's parameters", file: file.path)
      audio.pointee.codecpar.pointee.codec_tag = 0
      audio.pointee.time_base = source.pointee.time_base
      // Ogg has no picture streams: a Vorbis comment carries the picture, as FLAC frames it.
      let asComment = muxer == "ogg"
      var cover: UnsafeMutablePointer<AVStream>? = nil
      if asComment {
        // The comments are the stream's in Ogg: its tags go with the picture.
        let tags = input.tags.merging(input.tags(ofStream: audioIndex)) { _, stream in stream }
        for (key, value) in tags.sorted(by: { $0.key < $1.key }) {
          _ = av.av_dict_set(&audio.pointee.metadata, key, value, 0)
        }
        let block = flacPictureBlock(picture, isPNG: isPNG).base64EncodedString()
        _ = av.av_dict_set(&audio.pointee.metadata, "METADATA_BLOCK_PICTURE", block, 0)
      } else {
        guard let stream = av.avformat_new_stream(output.pointer, nil) else {
          throw AudioError(operation: "avformat_new_stream", file: file.path, message: "failed")
        }
        stream.pointee.disposition = tc_av_disposition_attached_pic()
        stream.pointee.codecpar.pointee.codec_type = AVMEDIA_TYPE_VIDEO
        stream.pointee.codecpar.pointee.codec_id = isPNG ? AV_CODEC_ID_PNG : AV_CODEC_ID_MJPEG
        if let size = PictureSize.of(picture, isPNG: isPNG) {
          stream.pointee.codecpar.pointee.width = Int32(size.width)
          stream.pointee.codecpar.pointee.height = Int32(size.height)
        }
        cover = stream
      }
      output.setMetadata(input.tags)
      for (index, chapter) in input.chapters.enumerated() {
        try output.addChapter(
          id: index, timeBase: AVRational(num: 1, den: 1000),
          start: Int64((chapter.start * 1000).rounded()),
          end: Int64((chapter.end * 1000).rounded()),
          title: chapter.title)
      }
      try output.open()
      // The picture first: the MP3 muxer holds audio back until every picture is written.
      if let cover {
        let picturePacket = try Packet()
        try check(av.av_new_packet(picturePacket.pointer, Int32(picture.count)), "av_new_packet")
        picture.copyBytes(to: picturePacket.pointer.pointee.data, count: picture.count)
        picturePacket.pointer.pointee.stream_index = cover.pointee.index
        picturePacket.pointer.pointee.flags |= tc_av_pkt_flag_key()
        try output.write(picturePacket.pointer)
      }
      let packet = try Packet()
      while true {
        let read = av.av_read_frame(input.pointer, packet.pointer)
        if read == tc_averror_eof() { break }
        try check(read, "reading the audio", file: file.path)
        defer { av.av_packet_unref(packet.pointer) }
        guard packet.pointer.pointee.stream_index == audioIndex else { continue }
        av.av_packet_rescale_ts(packet.pointer, source.pointee.time_base, audio.pointee.time_base)
        packet.pointer.pointee.stream_index = audio.pointee.index
        packet.pointer.pointee.pos = -1
        try output.write(packet.pointer)
      }
      try output.finish()
    }
    // On the disk before it replaces the old file (a power cut leaves one or the other, whole),
    // then rename(2): the file is the old one or the new one at any instant.
    if let handle = FileHandle(forUpdatingAtPath: temporary.path) {
      try? handle.synchronize()
      try? handle.close()
    }
    guard rename(temporary.path, file.path) == 0 else {
      throw AudioError(
        operation: "attaching cover art", file: file.path,
        message: String(cString: strerror(errno)))
    }
  }
}

extension CoverArt {
  /// FLAC's METADATA_BLOCK_PICTURE as Ogg's comments carry it: type 3 (front cover), the
  /// picture's type and size, and its bytes, every number a big-endian 32-bit word.
  static func flacPictureBlock(_ picture: Data, isPNG: Bool) -> Data {
    var block = Data()
    func word(_ value: Int) {
      withUnsafeBytes(of: UInt32(truncatingIfNeeded: value).bigEndian) {
        block.append(contentsOf: $0)
      }
    }
    let mime = Data((isPNG ? "image/png" : "image/jpeg").utf8)
    let size = PictureSize.of(picture, isPNG: isPNG)
    word(3)
    word(mime.count)
    block.append(mime)
    word(0)  // no description
    word(size?.width ?? 0)
    word(size?.height ?? 0)
    word(isPNG ? 32 : 24)  // bits per pixel
    word(0)  // not indexed
    word(picture.count)
    block.append(picture)
    return block
  }
}

/// A PNG's or a JPEG's size in pixels, from its header.
enum PictureSize {
  static func of(_ data: Data, isPNG: Bool) -> (width: Int, height: Int)? {
    let bytes = [UInt8](data.prefix(64 * 1024))
    if isPNG {
      guard bytes.count >= 24 else { return nil }
      func word(_ at: Int) -> Int {
        Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8
          | Int(bytes[at + 3])
      }
      return (word(16), word(20))
    }
    // JPEG: the first start-of-frame marker holds the height and width.
    var index = 2
    while index + 9 < bytes.count {
      guard bytes[index] == 0xFF else { return nil }
      let marker = bytes[index + 1]
      let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
      if (0xC0...0xC3).contains(marker) {
        return (
          Int(bytes[index + 7]) << 8 | Int(bytes[index + 8]),
          Int(bytes[index + 5]) << 8 | Int(bytes[index + 6])
        )
      }
      index += 2 + length
    }
    return nil
  }
}

extension InputContainer {
  /// The attached picture's codec and size, if a stream is one.
  var cover: CoverPicture? {
    for index in 0..<Int(pointer.pointee.nb_streams) {
      guard let stream = pointer.pointee.streams[index],
        stream.pointee.disposition & tc_av_disposition_attached_pic() != 0,
        let parameters = stream.pointee.codecpar
      else { continue }
      return CoverPicture(
        codec: av.avcodec_get_name(parameters.pointee.codec_id).map { String(cString: $0) }
          ?? "unknown",
        width: Int(parameters.pointee.width), height: Int(parameters.pointee.height))
    }
    return nil
  }
}
