import CFFmpeg
import TalecastCore

extension LinkedLibrary {
  /// FFmpeg's release and its four libraries' versions (each `major.minor.micro`).
  public static var ffmpeg: LinkedLibrary {
    func text(_ packed: UInt32) -> String {
      "\(packed >> 16).\((packed >> 8) & 0xff).\(packed & 0xff)"
    }
    let parts = [
      "libavformat \(text(avformat_version()))", "libavcodec \(text(avcodec_version()))",
      "libavutil \(text(avutil_version()))", "libswresample \(text(swresample_version()))",
    ]
    return LinkedLibrary(
      name: "FFmpeg",
      version: "\(String(cString: av_version_info())) (\(parts.joined(separator: ", ")))")
  }
}
