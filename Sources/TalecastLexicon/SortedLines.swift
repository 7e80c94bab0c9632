import Foundation

/// A mapped text file of lines sorted by their first word (WordNet's index files), searched
/// by bisection over bytes; lines starting with a space (the licence at the top) are skipped.
struct SortedLines: Sendable {
  let data: Data

  init(_ data: Data) { self.data = data }

  /// The line whose first word is `key`, without its newline.
  func line(startingWith key: String) -> String? {
    let key = Array(key.utf8)
    var low = data.startIndex
    var high = data.endIndex
    while low < high {
      let middle = low + (high - low) / 2
      let start = lineStart(at: middle)
      let end = lineEnd(from: start)
      if data[start] == UInt8(ascii: " ") {
        // The licence block sorts before every word.
        low = end + 1
        continue
      }
      switch compare(key, lineAt: start, end: end) {
      case .equal: return String(decoding: data[start..<end], as: UTF8.self)
      case .less: high = start
      case .greater: low = end + 1
      }
    }
    return nil
  }

  private enum Order { case less, equal, greater }

  /// Compares `key` with the first word of the line (bytes, as the files are sorted).
  private func compare(_ key: [UInt8], lineAt start: Int, end: Int) -> Order {
    var position = start
    for byte in key {
      guard position < end, data[position] != UInt8(ascii: " ") else { return .greater }
      if byte != data[position] { return byte < data[position] ? .less : .greater }
      position += 1
    }
    return position < end && data[position] != UInt8(ascii: " ") ? .less : .equal
  }

  private func lineStart(at index: Int) -> Int {
    var position = index
    while position > data.startIndex, data[position - 1] != UInt8(ascii: "\n") { position -= 1 }
    return position
  }

  private func lineEnd(from start: Int) -> Int {
    data[start...].firstIndex(of: UInt8(ascii: "\n")) ?? data.endIndex
  }
}
