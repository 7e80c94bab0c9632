import CFFmpeg
import TalecastCore

extension LinkedLibrary {
  /// FFmpeg's release and its four libraries' versions (each `major.minor.micro`), or why
  /// FFmpeg cannot be opened. This opens FFmpeg.
  public static var ffmpeg: LinkedLibrary {
    func text(_ packed: UInt32) -> String {
      "\(packed >> 16).\((packed >> 8) & 0xff).\(packed & 0xff)"
    }
    switch FFmpegLibrary.opened {
    case .failure(let missing):
      return LinkedLibrary(name: "FFmpeg", version: "missing: \(missing.reason)")
    case .success(let av):
      let parts = [
        "libavformat \(text(av.avformat_version()))", "libavcodec \(text(av.avcodec_version()))",
        "libavutil \(text(av.avutil_version()))",
        "libswresample \(text(av.swresample_version()))",
      ]
      return LinkedLibrary(
        name: "FFmpeg",
        version:
          "\(av.av_version_info().map { String(cString: $0) } ?? "?") (\(parts.joined(separator: ", ")))"
      )
    }
  }
}
