#if canImport(Glibc)
  import Glibc
#endif

/// A text file read a block at a time where a lookup needs it (`pread`), neither read whole
/// nor mapped. Mapped, WordNet's 20 MB of noun files stayed in the process page by page as a
/// render looked its words up: 19 MiB of a render's 99 MiB peak (clean pages the kernel could
/// drop, but counted as the process's). Read this way they stay in the kernel's cache only.
/// The descriptor is this object's alone, closed in `deinit`; `pread` takes its own position,
/// so any thread may read at once, which is what makes the `Sendable` conformance sound.
final class TextFile: Sendable {
  let path: String
  let size: Int
  private let descriptor: Int32
  /// How much a look reads at a time: WordNet's lines are shorter, a synset's rarely longer.
  private static let block = 4_096

  init(_ path: String) throws(LexiconError) {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw .missing(path: path) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      close(descriptor)
      throw .missing(path: path)
    }
    self.path = path
    self.size = Int(status.st_size)
    self.descriptor = descriptor
  }

  deinit { close(descriptor) }

  /// The bytes in `range` (fewer at the end of the file, none on a read error).
  func bytes(_ range: Range<Int>) -> [UInt8] {
    let range = range.clamped(to: 0..<size)
    guard !range.isEmpty else { return [] }
    var bytes = [UInt8](repeating: 0, count: range.count)
    var done = 0
    while done < range.count {
      let read = bytes.withUnsafeMutableBytes { buffer in
        pread(
          descriptor, buffer.baseAddress! + done, range.count - done, off_t(range.lowerBound + done)
        )
      }
      if read < 0 && errno == EINTR { continue }
      guard read > 0 else { break }
      done += read
    }
    return Array(bytes.prefix(done))
  }

  /// The line that starts at byte `start`, without its newline.
  func line(from start: Int) -> [UInt8] {
    var line: [UInt8] = []
    var position = start
    while position < size {
      let block = bytes(position..<(position + Self.block))
      guard !block.isEmpty else { break }
      if let newline = block.firstIndex(of: UInt8(ascii: "\n")) {
        return line + block[..<newline]
      }
      line += block
      position += block.count
    }
    return line
  }

  /// The line holding byte `position`: where it starts, and its bytes without the newline.
  /// One read around `position` finds a short line whole (a bisection's step over an index
  /// file); a longer one is read out from where it starts.
  func line(around position: Int) -> (start: Int, bytes: [UInt8]) {
    let first = max(0, position - 512)
    let window = bytes(first..<(position + 512))
    let offset = position - first
    guard offset < window.count else { return (position, []) }
    let start: Int
    if let newline = window[..<offset].lastIndex(of: UInt8(ascii: "\n")) {
      start = first + newline + 1
    } else if first == 0 {
      start = 0
    } else {
      return (lineStart(at: position), line(from: lineStart(at: position)))
    }
    if let newline = window[offset...].firstIndex(of: UInt8(ascii: "\n")) {
      return (start, Array(window[(start - first)..<newline]))
    }
    if first + window.count == size { return (start, Array(window[(start - first)...])) }
    return (start, line(from: start))
  }

  /// Where the line holding byte `position` starts.
  func lineStart(at position: Int) -> Int {
    var end = position
    while end > 0 {
      let start = max(0, end - Self.block)
      let block = bytes(start..<end)
      guard block.count == end - start else { return end }
      if let newline = block.lastIndex(of: UInt8(ascii: "\n")) { return start + newline + 1 }
      end = start
    }
    return 0
  }
}
