import CFFmpeg
import Foundation

/// A running SHA-256 (FIPS 180-2) over libavutil's `AVSHA`. The context is this value's alone:
/// it cannot be copied, and it is freed when the value ends (after `finish()` or unused).
public struct SHA256: ~Copyable {
  private let context: OpaquePointer

  public init() {
    // av_sha_alloc fails only when memory is gone, as an allocation in Swift would.
    guard let context = avutil.av_sha_alloc() else { fatalError("av_sha_alloc: out of memory") }
    _ = avutil.av_sha_init(context, 256)
    self.context = context
  }

  deinit { avutil.av_free(UnsafeMutableRawPointer(context)) }

  public mutating func update(_ bytes: some Collection<UInt8>) {
    let context = self.context
    let contiguous: Void? = bytes.withContiguousStorageIfAvailable { buffer in
      avutil.av_sha_update(context, buffer.baseAddress, buffer.count)
    }
    if contiguous == nil {
      Array(bytes).withUnsafeBufferPointer {
        avutil.av_sha_update(context, $0.baseAddress, $0.count)
      }
    }
  }

  /// The 32-byte digest; the context is freed after it.
  public consuming func finish() -> [UInt8] {
    var digest = [UInt8](repeating: 0, count: 32)
    digest.withUnsafeMutableBufferPointer { avutil.av_sha_final(context, $0.baseAddress) }
    return digest
  }

  /// The digest of `bytes`.
  public static func hash(_ bytes: some Collection<UInt8>) -> [UInt8] {
    var sha = SHA256()
    sha.update(bytes)
    return sha.finish()
  }

  /// The digest of the file at `url`, read a block at a time.
  public static func hash(file url: URL) throws -> [UInt8] {
    try Digests.open()
    let handle = try FileHandle(forReadingFrom: url)
    defer { try? handle.close() }
    var sha = SHA256()
    while let block = try handle.read(upToCount: 1 << 16), !block.isEmpty {
      sha.update(block)
    }
    return sha.finish()
  }
}
