import CFFmpeg
import TalecastCore

/// A muxer writing one file: owns the `AVFormatContext` and its open `AVIOContext`.
final class OutputContainer {
  let pointer: UnsafeMutablePointer<AVFormatContext>
  let path: String
  private var headerWritten = false

  init(muxer: String, path: String) throws(AudioError) {
    try FFmpegLibrary.load()
    var context: UnsafeMutablePointer<AVFormatContext>?
    try check(
      av.avformat_alloc_output_context2(&context, nil, muxer, path),
      "avformat_alloc_output_context2(\(muxer))", file: path)
    guard let context else {
      throw AudioError(
        operation: "avformat_alloc_output_context2", file: path, message: "out of memory")
    }
    pointer = context
    self.path = path
  }

  deinit {
    if pointer.pointee.pb != nil { _ = av.avio_closep(&pointer.pointee.pb) }
    av.avformat_free_context(pointer)
  }

  var needsGlobalHeader: Bool { (pointer.pointee.oformat.pointee.flags & AVFMT_GLOBALHEADER) != 0 }

  func setMetadata(_ metadata: [String: String]) {
    for (key, value) in metadata.sorted(by: { $0.key < $1.key }) {
      _ = av.av_dict_set(&pointer.pointee.metadata, key, value, 0)
    }
  }

  func addChapter(id: Int, timeBase: AVRational, start: Int64, end: Int64, title: String)
    throws(AudioError)
  {
    try check(
      tc_add_chapter(av, pointer, Int64(id), timeBase, start, end, title), "adding chapter \(id)",
      file: path)
  }

  func open() throws(AudioError) {
    try check(av.avio_open(&pointer.pointee.pb, path, AVIO_FLAG_WRITE), "avio_open", file: path)
    try check(av.avformat_write_header(pointer, nil), "avformat_write_header", file: path)
    headerWritten = true
  }

  func write(_ packet: UnsafeMutablePointer<AVPacket>) throws(AudioError) {
    try check(
      av.av_interleaved_write_frame(pointer, packet), "av_interleaved_write_frame", file: path)
  }

  func finish() throws(AudioError) {
    guard headerWritten else { return }
    try check(av.av_write_trailer(pointer), "av_write_trailer", file: path)
    try check(av.avio_closep(&pointer.pointee.pb), "avio_closep", file: path)
  }
}
