import CFFmpeg

/// A demuxer reading one file: owns the opened `AVFormatContext`.
final class InputContainer {
  let pointer: UnsafeMutablePointer<AVFormatContext>
  let path: String

  init(path: String) throws(AudioError) {
    var context: UnsafeMutablePointer<AVFormatContext>?
    try check(avformat_open_input(&context, path, nil, nil), "cannot open", file: path)
    guard let context else {
      throw AudioError(operation: "avformat_open_input", file: path, message: "out of memory")
    }
    pointer = context
    self.path = path
    try check(avformat_find_stream_info(context, nil), "cannot read stream info", file: path)
  }

  deinit {
    var context: UnsafeMutablePointer<AVFormatContext>? = pointer
    avformat_close_input(&context)
  }

  /// The index and decoder of the best audio stream.
  func bestAudioStream() throws(AudioError) -> (index: Int32, codec: UnsafePointer<AVCodec>) {
    var decoder: UnsafePointer<AVCodec>?
    let index = av_find_best_stream(pointer, AVMEDIA_TYPE_AUDIO, -1, -1, &decoder, 0)
    guard index >= 0, let decoder else {
      throw AudioError(
        operation: "no audio stream", file: path, code: index,
        message: "the file holds no decodable audio")
    }
    return (index, decoder)
  }

  var chapterCount: Int { Int(pointer.pointee.nb_chapters) }
}
