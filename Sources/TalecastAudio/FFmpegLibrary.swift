import CFFmpeg
import TalecastCore

/// FFmpeg's four libraries, opened on the process's first audio or picture work (see
/// `SharedLibrary` for why), and the table of the functions Talecast calls in them. This enum
/// is their one owner; they stay open for the life of the process.
enum FFmpegLibrary {
  /// Opened once (a `static let` is initialised once, thread-safely); a failure is kept, so
  /// every later use reports the same missing library.
  static let opened = Result { () throws(SharedLibrary.Missing) -> tc_ffmpeg in
    let avformat = try SharedLibrary(String(cString: tc_avformat_soname()))
    let avcodec = try SharedLibrary(String(cString: tc_avcodec_soname()))
    let avutil = try SharedLibrary(String(cString: tc_avutil_soname()))
    let swresample = try SharedLibrary(String(cString: tc_swresample_soname()))
    let table = UnsafeMutablePointer<tc_ffmpeg>.allocate(capacity: 1)
    defer { table.deallocate() }
    if let missing = tc_ffmpeg_find(
      table, avformat.handle, avcodec.handle, avutil.handle, swresample.handle)
    {
      throw SharedLibrary.Missing(
        library: "FFmpeg (\(avformat.name), \(avcodec.name), \(avutil.name), \(swresample.name))",
        reason: "it has no function \(String(cString: missing))")
    }
    let functions = table.pointee
    FFmpegLog.install(functions)
    return functions
  }

  /// Opens FFmpeg if it is not yet open; the error names the library that is missing.
  static func load() throws(AudioError) {
    if case .failure(let missing) = opened {
      throw AudioError(operation: "loading FFmpeg", message: missing.description)
    }
  }
}

/// FFmpeg's functions, for code that runs after its entry point called `FFmpegLibrary.load()`.
var av: tc_ffmpeg { FFmpegLibrary.opened.orStop() }
