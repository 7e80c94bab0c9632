/// How many terminal columns text takes: a wide character (CJK, Hangul, most emoji) takes two,
/// a combining mark none, everything else one. Tables pad by this, not by UTF-16 units (an
/// emoji in a name once pushed every column after it out of line).
enum TextWidth {
  static func of(_ text: String) -> Int { text.reduce(0) { $0 + width(of: $1) } }

  static func width(of character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    // An emoji shown as a picture: presentation by default, or asked for with U+FE0F.
    if first.properties.isEmojiPresentation
      || (first.properties.isEmoji && scalars.contains { $0.value == 0xFE0F })
    {
      return 2
    }
    if wide.contains(where: { $0.contains(first.value) }) { return 2 }
    switch first.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: return 1
    }
  }

  /// East Asian Wide and Fullwidth blocks.
  private static let wide: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
    0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
    0xFFE0...0xFFE6, 0x20000...0x3FFFD,
  ]

  /// A cell's text on one line: control characters (a line break in a name) become "·".
  static func oneLine(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
    else { return text }
    return String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { $0.properties.generalCategory == .control ? "·" : $0 }))
  }
}
