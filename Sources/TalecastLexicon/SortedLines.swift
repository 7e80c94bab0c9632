/// A text file of lines sorted by their first word (WordNet's index files), searched by
/// bisection over bytes, one read at each step (`TextFile`); lines starting with a space
/// (the licence at the top) are skipped.
struct SortedLines: Sendable {
  let file: TextFile

  init(_ file: TextFile) { self.file = file }

  /// The line whose first word is `key`, without its newline.
  func line(startingWith key: String) -> String? {
    let key = Array(key.utf8)
    var low = 0
    var high = file.size
    while low < high {
      let middle = low + (high - low) / 2
      let (start, line) = file.line(around: middle)
      let end = start + line.count
      if line.first == UInt8(ascii: " ") {
        // The licence block sorts before every word.
        low = end + 1
        continue
      }
      switch compare(key, line) {
      case .equal: return String(decoding: line, as: UTF8.self)
      case .less: high = start
      case .greater: low = end + 1
      }
    }
    return nil
  }

  private enum Order { case less, equal, greater }

  /// Compares `key` with the first word of `line` (bytes, as the files are sorted).
  private func compare(_ key: [UInt8], _ line: [UInt8]) -> Order {
    var position = 0
    for byte in key {
      guard position < line.count, line[position] != UInt8(ascii: " ") else { return .greater }
      if byte != line[position] { return byte < line[position] ? .less : .greater }
      position += 1
    }
    return position < line.count && line[position] != UInt8(ascii: " ") ? .less : .equal
  }
}
