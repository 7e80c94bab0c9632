import Foundation

/// Writes lines to standard output or standard error unbuffered, so timed output appears when
/// it happens even through a pipe.
enum Output {
  static func line(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
  }

  static func error(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }
}

/// A table with aligned columns; the last column is not padded.
struct Table {
  var header: [String]
  var rows: [[String]] = []

  /// Columns padded to the widest cell as a terminal shows it (`TextWidth`), each cell on
  /// one line.
  func render() -> String {
    let all = ([header] + rows).map { $0.map(TextWidth.oneLine) }
    let widths = header.indices.map { column in all.map { TextWidth.of($0[column]) }.max() ?? 0 }
    return all.map { row in
      row.enumerated().map { column, cell in
        column == row.count - 1
          ? cell : cell + String(repeating: " ", count: widths[column] - TextWidth.of(cell))
      }.joined(separator: "  ")
    }.joined(separator: "\n")
  }
}
