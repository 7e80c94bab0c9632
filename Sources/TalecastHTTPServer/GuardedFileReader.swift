import Foundation

/// Reads a guarded file's response a block at a time (`ServerResponse.Body.guardedFile`),
/// asking whether it may go on at most once a second. It owns the descriptor and closes it in
/// `deinit`. Only the connection's thread calls `read`, one call at a time, so the time of the
/// last check needs no lock.
final class GuardedFileReader: @unchecked Sendable {
  private let descriptor: Int32
  private let offset: UInt64
  private let length: UInt64
  private let stillAllowed: @Sendable () -> Bool
  private var lastCheck = ContinuousClock.now

  /// How often a download asks again whether it may go on.
  static let checkInterval = Duration.seconds(1)

  init(
    descriptor: Int32, offset: UInt64, length: UInt64, stillAllowed: @escaping @Sendable () -> Bool
  ) {
    self.descriptor = descriptor
    self.offset = offset
    self.length = length
    self.stillAllowed = stillAllowed
  }

  deinit { close(descriptor) }

  /// Copies the response's bytes from `position` into `buffer`: the count, -1 at the end, -2
  /// to cut the connection (no longer allowed, or the file could not be read).
  func read(at position: UInt64, into buffer: UnsafeMutableRawBufferPointer) -> Int {
    guard position < length else { return -1 }
    let now = ContinuousClock.now
    if now - lastCheck >= Self.checkInterval {
      lastCheck = now
      guard stillAllowed() else { return -2 }
    }
    let wanted = Int(min(UInt64(buffer.count), length - position))
    var count: Int
    repeat {
      count = pread(descriptor, buffer.baseAddress, wanted, off_t(offset + position))
    } while count < 0 && errno == EINTR
    return count > 0 ? count : -2
  }
}
