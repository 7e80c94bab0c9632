import CFFmpeg
import Foundation
import TalecastCore

/// A demuxer reading one file: owns the opened `AVFormatContext`.
final class InputContainer {
  let pointer: UnsafeMutablePointer<AVFormatContext>
  let path: String

  init(path: String) throws(AudioError) {
    try FFmpegLibrary.load()
    // Say plainly what FFmpeg would report as "No such file" or "Invalid argument".
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      throw AudioError(operation: "cannot open", file: path, message: "no such file")
    }
    if isFolder.boolValue {
      throw AudioError(operation: "cannot open", file: path, message: "it is a folder, not a file")
    }
    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
    if size == 0 {
      throw AudioError(operation: "cannot open", file: path, message: "the file is empty")
    }
    var context: UnsafeMutablePointer<AVFormatContext>?
    try check(av.avformat_open_input(&context, path, nil, nil), "cannot open", file: path)
    guard let context else {
      throw AudioError(operation: "avformat_open_input", file: path, message: "out of memory")
    }
    pointer = context
    self.path = path
    try check(av.avformat_find_stream_info(context, nil), "cannot read stream info", file: path)
  }

  deinit {
    var context: UnsafeMutablePointer<AVFormatContext>? = pointer
    av.avformat_close_input(&context)
  }

  /// The index and decoder of the best audio stream.
  func bestAudioStream() throws(AudioError) -> (index: Int32, codec: UnsafePointer<AVCodec>) {
    var decoder: UnsafePointer<AVCodec>?
    let index = av.av_find_best_stream(pointer, AVMEDIA_TYPE_AUDIO, -1, -1, &decoder, 0)
    guard index >= 0, let decoder else {
      throw AudioError(
        operation: "no audio stream", file: path, code: index,
        message: "the file holds no decodable audio")
    }
    return (index, decoder)
  }

  var chapterCount: Int { Int(pointer.pointee.nb_chapters) }

  /// The file's chapters in seconds.
  var chapters: [AudioChapter] {
    (0..<Int(pointer.pointee.nb_chapters)).compactMap { index in
      guard let chapter = pointer.pointee.chapters[index] else { return nil }
      let base = Double(chapter.pointee.time_base.num) / Double(chapter.pointee.time_base.den)
      let title =
        av.av_dict_get(chapter.pointee.metadata, "title", nil, 0).map {
          String(cString: $0.pointee.value)
        } ?? ""
      return AudioChapter(
        title: title, start: Double(chapter.pointee.start) * base,
        end: Double(chapter.pointee.end) * base)
    }
  }

  /// The container's tags.
  var tags: [String: String] { Self.entries(of: pointer.pointee.metadata) }

  /// A stream's own tags (where Ogg keeps its comments).
  func tags(ofStream index: Int32) -> [String: String] {
    guard index >= 0, index < Int32(pointer.pointee.nb_streams),
      let stream = pointer.pointee.streams[Int(index)]
    else { return [:] }
    return Self.entries(of: stream.pointee.metadata)
  }

  private static func entries(of dictionary: OpaquePointer?) -> [String: String] {
    var result: [String: String] = [:]
    var entry: UnsafeMutablePointer<AVDictionaryEntry>?
    while let next = av.av_dict_get(dictionary, "", entry, AV_DICT_IGNORE_SUFFIX) {
      result[String(cString: next.pointee.key)] = String(cString: next.pointee.value)
      entry = next
    }
    return result
  }
}
