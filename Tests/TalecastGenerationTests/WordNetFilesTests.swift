import Foundation
import Testing

@testable import TalecastLexicon

/// WordNet's files are read a block at a time where a lookup needs them: lines that cross a
/// block's edge or are longer than several blocks read whole, a sorted file is searched to its
/// first and last line, and a folder where a file should be is refused as missing.
@Suite struct WordNetFilesTests {
  static func file(_ text: String) throws -> (TextFile, URL) {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "talecast-textfile-\(UUID().uuidString)")
    try Data(text.utf8).write(to: url)
    return (try TextFile(url.path), url)
  }

  @Test func linesAcrossAndBeyondBlocksReadWhole() throws {
    // The second line starts a few bytes before the first 4 096-byte block ends; the third is
    // longer than two blocks.
    let first = String(repeating: "a", count: 4_090)
    let second = "crossing the edge"
    let third = String(repeating: "long ", count: 2_000)
    let (file, url) = try Self.file([first, second, third, "last"].joined(separator: "\n"))
    defer { try? FileManager.default.removeItem(at: url) }
    let secondStart = first.utf8.count + 1
    let thirdStart = secondStart + second.utf8.count + 1
    #expect(String(decoding: file.line(from: 0), as: UTF8.self) == first)
    #expect(String(decoding: file.line(from: secondStart), as: UTF8.self) == second)
    #expect(String(decoding: file.line(from: thirdStart), as: UTF8.self) == third)
    #expect(file.lineStart(at: secondStart + 10) == secondStart)
    #expect(file.lineStart(at: thirdStart + 9_000) == thirdStart)
    #expect(file.lineStart(at: 100) == 0)
    #expect(String(decoding: file.line(from: file.size - 4), as: UTF8.self) == "last")
    // Found from a byte inside them: a short line in one read, the long ones read out.
    for (start, text) in [(0, first), (secondStart, second), (thirdStart, third)] {
      for inside in [start, start + 5, start + text.utf8.count - 1] {
        let found = file.line(around: inside)
        #expect(found.start == start, "\(inside)")
        #expect(String(decoding: found.bytes, as: UTF8.self) == text, "\(inside)")
      }
    }
    #expect(String(decoding: file.line(around: file.size - 2).bytes, as: UTF8.self) == "last")
  }

  @Test func aSortedFileIsFoundToItsEnds() throws {
    let words = (0..<3_000).map { String(format: "w%05d", $0) }
    let licence = "  This licence sorts before every word.\n  And so does this line.\n"
    let (file, url) = try Self.file(
      licence
        + words.enumerated().map { index, word in
          // Lines of different lengths, so that bisection lands anywhere in them.
          "\(word) n 1 0 \(String(repeating: "x", count: index * 7 % 64))"
        }.joined(separator: "\n") + "\n")
    defer { try? FileManager.default.removeItem(at: url) }
    let lines = SortedLines(file)
    for word in [words[0], words[1], words[1_500], words[2_998], words[2_999]] {
      #expect(lines.line(startingWith: word)?.hasPrefix(word + " n 1 0") == true, "\(word)")
    }
    #expect(lines.line(startingWith: "w0") == nil)
    #expect(lines.line(startingWith: "w99999") == nil)
    #expect(lines.line(startingWith: "a") == nil)
  }

  @Test func aFolderIsNotAFile() {
    #expect(throws: LexiconError.missing(path: NSTemporaryDirectory())) {
      _ = try TextFile(NSTemporaryDirectory())
    }
  }
}
