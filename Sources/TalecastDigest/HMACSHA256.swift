import CFFmpeg

/// HMAC-SHA-256 (RFC 2104) over libavutil's `AVHMAC`. The context is this value's alone: it
/// cannot be copied, and `av_hmac_free` frees it when the value ends.
public struct HMACSHA256: ~Copyable {
  private let context: OpaquePointer

  public init() {
    guard let context = avutil.av_hmac_alloc(AV_HMAC_SHA256) else {
      fatalError("av_hmac_alloc: out of memory")
    }
    self.context = context
  }

  deinit { avutil.av_hmac_free(context) }

  /// The 32-byte code of `message` under `key`.
  public func code(_ message: [UInt8], key: [UInt8]) -> [UInt8] {
    var out = [UInt8](repeating: 0, count: 32)
    let written = message.withUnsafeBufferPointer { message in
      key.withUnsafeBufferPointer { key in
        out.withUnsafeMutableBufferPointer { out in
          avutil.av_hmac_calc(
            context, message.baseAddress, UInt32(message.count), key.baseAddress,
            UInt32(key.count), out.baseAddress, UInt32(out.count))
        }
      }
    }
    precondition(written == 32, "av_hmac_calc wrote \(written) bytes, not 32")
    return out
  }

  /// The code of `message` under `key`, with a context made and freed for it.
  public static func code(_ message: [UInt8], key: [UInt8]) -> [UInt8] {
    HMACSHA256().code(message, key: key)
  }
}
