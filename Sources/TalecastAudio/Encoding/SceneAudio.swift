import Glibc
import TalecastCore

/// One scene's narration as a `StreamingEncoder` loads it: mono 16-bit samples, in memory or
/// in a file of raw native-endian samples (a render's checkpoint), which is read a block at a
/// time whenever the scene is encoded or measured. A render's longest scene is 3 MiB; read
/// from its file, no scene is ever held whole.
public struct SceneAudio: Sendable {
  private enum Source: Sendable {
    case memory([Int16])
    case file(path: String)
  }

  private let source: Source
  /// Samples in the scene.
  public let count: Int
  public let sampleRate: Int

  public init(samples: [Int16], sampleRate: Int) {
    source = .memory(samples)
    count = samples.count
    self.sampleRate = sampleRate
  }

  /// The scene in `path`, which must hold exactly `count` samples (checked as it is read).
  public init(path: String, count: Int, sampleRate: Int) {
    source = .file(path: path)
    self.count = count
    self.sampleRate = sampleRate
  }

  /// Samples read from a file at a time: the float block the encoder is given is as long.
  static let blockLength = 8_192

  /// Calls `body` with the samples as floats in −1…1, a block at a time.
  func forEachBlock(_ body: (UnsafeBufferPointer<Float>) throws(AudioError) -> Void)
    throws(AudioError)
  {
    switch source {
    case .memory(let samples): try AudioEncoder.forEachBlock(of: samples, body)
    case .file(let path): try Self.forEachBlock(ofFile: path, count: count, body)
    }
  }

  private static func forEachBlock(
    ofFile path: String, count: Int, _ body: (UnsafeBufferPointer<Float>) throws(AudioError) -> Void
  ) throws(AudioError) {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw AudioError(
        operation: "open", file: path, message: String(cString: strerror(errno)))
    }
    defer { close(descriptor) }
    let samples = UnsafeMutableBufferPointer<Int16>.allocate(capacity: blockLength)
    defer { samples.deallocate() }
    var block = [Float](repeating: 0, count: blockLength)
    var done = 0
    while true {
      let got = try read(descriptor, into: UnsafeMutableRawBufferPointer(samples), path: path)
      guard got % 2 == 0, done + got / 2 <= count else {
        throw wrongLength(path, count: count, atLeast: done * 2 + got)
      }
      let frames = got / 2
      if frames == 0 { break }
      for index in 0..<frames { block[index] = Float(samples[index]) / 32_768 }
      try block.withUnsafeBufferPointer { buffer throws(AudioError) in
        try body(UnsafeBufferPointer(rebasing: buffer[0..<frames]))
      }
      done += frames
    }
    guard done == count else { throw wrongLength(path, count: count, atLeast: done * 2) }
  }

  /// Fills `bytes` unless the file ends first; the number of bytes read.
  private static func read(
    _ descriptor: Int32, into bytes: UnsafeMutableRawBufferPointer, path: String
  ) throws(AudioError) -> Int {
    var filled = 0
    while filled < bytes.count {
      let got = Glibc.read(descriptor, bytes.baseAddress! + filled, bytes.count - filled)
      if got < 0 && errno == EINTR { continue }
      guard got >= 0 else {
        throw AudioError(
          operation: "read", file: path, message: String(cString: strerror(errno)))
      }
      if got == 0 { break }
      filled += got
    }
    return filled
  }

  private static func wrongLength(_ path: String, count: Int, atLeast bytes: Int) -> AudioError {
    AudioError(
      operation: "read", file: path,
      message:
        "expected \(count * 2) bytes of 16-bit samples, found \(bytes < count * 2 ? "" : "at least ")\(bytes)"
    )
  }
}
