/// Text set in XML (an SVG picture, a podcast feed): the five special characters escaped,
/// control characters (which XML 1.0 cannot hold at all) left out.
public enum XMLText {
  public static func escape(_ text: String) -> String {
    // Most text has nothing to escape: it is given back as it is, looked at byte by byte.
    if !text.utf8.contains(where: needsWork) { return text }
    var out = [UInt8]()
    out.reserveCapacity(text.utf8.count + 16)
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "&"): out += Array("&amp;".utf8)
      case UInt8(ascii: "<"): out += Array("&lt;".utf8)
      case UInt8(ascii: ">"): out += Array("&gt;".utf8)
      case UInt8(ascii: "\""): out += Array("&quot;".utf8)
      case UInt8(ascii: "'"): out += Array("&apos;".utf8)
      case UInt8(ascii: "\t"): out.append(byte)
      // A control character: left out. (UTF-8's multi-byte sequences are all at or above
      // 0x80 and pass whole.)
      case ..<0x20: continue
      default: out.append(byte)
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  private static func needsWork(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""),
      UInt8(ascii: "'"):
      true
    case UInt8(ascii: "\t"): false
    case ..<0x20: true
    default: false
    }
  }
}
