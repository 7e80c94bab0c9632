import CFFmpeg
import TalecastCore

/// A failed FFmpeg call: what was being done, to which file, and what FFmpeg said.
public struct AudioError: Error, Sendable, CustomStringConvertible {
  public let operation: String
  public let file: String?
  public let code: Int32
  public let message: String

  public init(operation: String, file: String? = nil, code: Int32 = 0, message: String) {
    self.operation = operation
    self.file = file
    self.code = code
    self.message = message
  }

  /// An error from an FFmpeg return code, with FFmpeg's own text for it.
  static func ffmpeg(_ operation: String, code: Int32, file: String? = nil) -> AudioError {
    var buffer = [CChar](repeating: 0, count: 256)
    tc_av_error_string(av, code, &buffer, buffer.count)
    let text = String(
      decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return AudioError(operation: operation, file: file, code: code, message: text)
  }

  public var description: String {
    let place = file.map { "\($0): " } ?? ""
    return "\(place)\(operation): \(message)"
  }
}

/// Throws when an FFmpeg call returned a negative code.
@discardableResult
func check(_ code: Int32, _ operation: @autoclosure () -> String, file: String? = nil)
  throws(AudioError) -> Int32
{
  if code < 0 { throw AudioError.ffmpeg(operation(), code: code, file: file) }
  return code
}
