import Foundation
import TalecastContract

/// Writes an export as `talecast library export` does (the same bytes: pretty-printed,
/// sorted keys), a record at a time: only one record's JSON is made at once, never the whole
/// export's, so the export is held once (as records), not again as one block of text.
enum LibraryExportWriter {
  /// Hands `write` the export's text in pieces; stops early when `write` returns false (the
  /// client left).
  static func write(_ export: LibraryExport, to write: ([UInt8]) -> Bool) throws {
    let encoder = LibraryExport.makeEncoder()
    // The keys in sorted order, as the encoder writes a whole export.
    let keys: [(String, Piece)] = [
      ("customOccasions", .list(export.customOccasions.count)),
      ("exported", .value { try encoder.encode(export.exported) }),
      ("format", .value { try encoder.encode(export.format) }),
      ("heroes", .list(export.heroes.count)),
      ("stories", .list(export.stories.count)),
      ("version", .value { try encoder.encode(export.version) }),
    ]
    guard write(Array("{\n".utf8)) else { return }
    for (index, (key, piece)) in keys.enumerated() {
      let last = index == keys.count - 1
      var head = Array("  \"\(key)\" : ".utf8)
      switch piece {
      case .value(let encoded):
        head += try encoded()
        head += Array((last ? "\n" : ",\n").utf8)
        guard write(head) else { return }
      case .list(let count):
        guard count > 0 else {
          // How the encoder prints an empty list.
          guard write(head + Array("[\n\n  ]\(last ? "" : ",")\n".utf8)) else { return }
          continue
        }
        guard write(head + Array("[\n".utf8)) else { return }
        for item in 0..<count {
          let data: Data
          switch key {
          case "heroes": data = try encoder.encode(export.heroes[item])
          case "customOccasions": data = try encoder.encode(export.customOccasions[item])
          default: data = try encoder.encode(export.stories[item])
          }
          guard write(indented(data, last: item == count - 1)) else { return }
        }
        guard write(Array("  ]\(last ? "" : ",")\n".utf8)) else { return }
      }
    }
    _ = write(Array("}".utf8))
  }

  private enum Piece {
    case value(() throws -> Data)
    case list(Int)
  }

  /// A record's pretty JSON moved in by four spaces (a list's items), with its comma. A JSON
  /// string holds no raw newline, so every newline is a line break of the layout.
  private static func indented(_ data: Data, last: Bool) -> [UInt8] {
    var out: [UInt8] = Array("    ".utf8)
    out.reserveCapacity(data.count + data.count / 8)
    for byte in data {
      out.append(byte)
      if byte == UInt8(ascii: "\n") { out += Array("    ".utf8) }
    }
    out += Array((last ? "\n" : ",\n").utf8)
    return out
  }
}
